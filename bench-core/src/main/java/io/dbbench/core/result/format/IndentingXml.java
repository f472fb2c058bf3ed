package io.dbbench.core.result.format;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A thin layer over {@link XMLStreamWriter} that indents with four spaces and "\n" (never the platform
 * line separator: the output is compared byte for byte) and keeps text to the characters XML 1.0 can
 * carry, so a stray control character in a benchmark name cannot make the file unreadable.
 */
final class IndentingXml {
    private static final String INDENT = "    ";
    private static final char REPLACEMENT = '\uFFFD';

    private final XMLStreamWriter xml;
    private int depth;

    IndentingXml(XMLStreamWriter xml) {
        this.xml = xml;
    }

    void openRoot(String name, String namespace) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeDefaultNamespace(namespace);
        depth = 1;
    }

    void open(String name) throws XMLStreamException {
        newLine();
        xml.writeStartElement(name);
        depth++;
    }

    void openWithId(String name, String id) throws XMLStreamException {
        open(name);
        xml.writeAttribute("id", xmlSafe(id));
    }

    void close() throws XMLStreamException {
        depth--;
        newLine();
        xml.writeEndElement();
    }

    void element(String name, String text) throws XMLStreamException {
        newLine();
        xml.writeStartElement(name);
        xml.writeCharacters(xmlSafe(text == null ? "" : text));
        xml.writeEndElement();
    }

    void element(String name, long value) throws XMLStreamException {
        element(name, Long.toString(value));
    }

    private void newLine() throws XMLStreamException {
        xml.writeCharacters("\n" + INDENT.repeat(depth));
    }

    /** Replaces what the XML 1.0 {@code Char} production excludes (most C0 controls, lone surrogates, U+FFFE/F). */
    static String xmlSafe(String text) {
        StringBuilder safe = null;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            int width = Character.charCount(codePoint);
            if (!isXmlChar(codePoint)) {
                if (safe == null) safe = new StringBuilder(text.length()).append(text, 0, i);
                safe.append(REPLACEMENT);
            } else if (safe != null) {
                safe.appendCodePoint(codePoint);
            }
            i += width;
        }
        return safe == null ? text : safe.toString();
    }

    private static boolean isXmlChar(int c) {
        return c == 0x9
                || c == 0xA
                || c == 0xD
                || (c >= 0x20 && c <= 0xD7FF)
                || (c >= 0xE000 && c <= 0xFFFD)
                || (c >= 0x10000 && c <= 0x10FFFF);
    }
}
