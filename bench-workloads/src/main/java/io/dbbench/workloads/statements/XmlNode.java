package io.dbbench.workloads.statements;

import io.dbbench.core.internal.config.ConfigTextDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A small element tree with line numbers (namespaces ignored, names compared without case). The bytes are
 * decoded before the parser sees them: decoding them itself, the JDK's parser prints its own
 * {@code [Fatal Error] :-1:-1: ...} line for a binary file before our message.
 */
record XmlNode(String name, int line, String text, List<XmlNode> children) {
    static XmlNode parse(InputStream in, String file) throws StatementsFileException, IOException {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        Deque<Builder> open = new ArrayDeque<>();
        XMLStreamReader r = null;
        try {
            r = f.createXMLStreamReader(ConfigTextDecoder.open(in));
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    open.push(new Builder(r.getLocalName(), r.getLocation().getLineNumber()));
                } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                    if (!open.isEmpty()) open.peek().text.append(r.getText());
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    XmlNode done = open.pop().build();
                    if (open.isEmpty()) return done;
                    open.peek().children.add(done);
                }
            }
            throw new StatementsFileException(file, 0, "document", "no root element");
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getLineNumber());
            String inside = open.isEmpty() ? "document" : "<" + open.peek().name + ">";
            if (e.getNestedException() instanceof CharacterCodingException) {
                throw new StatementsFileException(
                        file, line, inside, "bytes that are not text in the file's encoding (a binary file?)");
            }
            if (e.getNestedException() instanceof IOException io) throw io;
            String msg = e.getMessage() == null
                    ? ""
                    : e.getMessage().replaceAll("(?s)^ParseError at \\[.*?\\]\\s*Message:\\s*", "");
            throw new StatementsFileException(file, line, inside, "malformed XML: " + msg.strip());
        } finally {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException ignored) {
                    // reading is over; the stream is closed by its owner
                }
            }
        }
    }

    /** The first child of that name, or null. */
    XmlNode child(String childName) {
        for (XmlNode c : children) if (c.name.equalsIgnoreCase(childName)) return c;
        return null;
    }

    List<XmlNode> all(String childName) {
        List<XmlNode> out = new ArrayList<>();
        for (XmlNode c : children) if (c.name.equalsIgnoreCase(childName)) out.add(c);
        return out;
    }

    /** The trimmed text of a child, or null when it is absent or empty. */
    String childText(String childName) {
        XmlNode c = child(childName);
        if (c == null) return null;
        String t = c.text.strip();
        return t.isEmpty() ? null : t;
    }

    private static final class Builder {
        final String name;
        final int line;
        final StringBuilder text = new StringBuilder();
        final List<XmlNode> children = new ArrayList<>();

        Builder(String name, int line) {
            this.name = name;
            this.line = line;
        }

        XmlNode build() {
            return new XmlNode(name, line, text.toString(), List.copyOf(children));
        }
    }
}
