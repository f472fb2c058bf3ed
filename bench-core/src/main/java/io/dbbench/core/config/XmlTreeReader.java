package io.dbbench.core.config;

import io.dbbench.core.internal.config.ConfigTextDecoder;
import java.io.CharConversionException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a config file into a tree of {@link XmlElement}s with StAX, so each element keeps its line.
 * A config is a few kilobytes, so a tree is cheap and lets the section readers look ahead freely.
 * DTDs and external entities are off (XXE): a config file has no business declaring either.
 */
final class XmlTreeReader {
    private static final String PASSWORD_ELEMENT = "Password";

    private XmlTreeReader() {}

    /** The root element; malformed XML becomes a {@link ConfigException} with the parser's line. */
    static XmlElement parse(InputStream in, String sourceName) throws ConfigException, IOException {
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        XMLStreamReader reader = null;
        try {
            reader = newFactory().createXMLStreamReader(ConfigTextDecoder.open(new KeepOpen(in)));
            while (reader.hasNext()) {
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.DTD -> throw new ConfigException(
                            sourceName,
                            lineOf(reader.getLocation()),
                            null,
                            "a DOCTYPE declaration is not allowed in a configuration file");
                    case XMLStreamConstants.START_ELEMENT -> open.push(
                            new Builder(reader, lineOf(reader.getLocation())));
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (!open.isEmpty()) open.peek().text.append(reader.getText());
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        XmlElement done = open.pop().build();
                        if (open.isEmpty()) root = done;
                        else open.peek().children.add(done);
                    }
                    default -> {
                        // comments, processing instructions, document start/end carry nothing we use
                    }
                }
            }
        } catch (XMLStreamException e) {
            throw malformed(e, sourceName, open, root);
        } finally {
            closeQuietly(reader);
        }
        if (root == null) {
            throw new ConfigException(sourceName, 0, null, "no root element: expected <SwingBenchConfiguration>");
        }
        return root;
    }

    private static XMLInputFactory newFactory() {
        // the JDK's own implementation: the same behaviour whatever StAX provider is on the class path
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        return factory;
    }

    private static ConfigException malformed(
            XMLStreamException e, String sourceName, Deque<Builder> open, XmlElement root) throws IOException {
        Throwable nested = e.getNestedException();
        if (nested instanceof IOException io
                && !(io instanceof CharConversionException)
                && !(io instanceof CharacterCodingException)) throw io;
        int line = lineOf(e.getLocation());
        String element = open.isEmpty() ? null : open.peek().name;
        boolean insidePassword = open.stream().anyMatch(b -> b.name.equals(PASSWORD_ELEMENT));
        if (insidePassword) {
            // the parser may quote the offending characters, and they would be part of the password
            return new ConfigException(
                    sourceName,
                    line,
                    PASSWORD_ELEMENT,
                    "malformed XML inside <Password> (details withheld: they would show the password);"
                            + " write & as &amp; and < as &lt;",
                    null);
        }
        String what = open.isEmpty() && root == null
                ? "not a SwingBench configuration (expected root element <SwingBenchConfiguration>): "
                : "malformed XML: ";
        String detail = nested instanceof CharacterCodingException
                ? "bytes that are not text in the file's encoding (a binary file?)"
                : parserMessage(e);
        return new ConfigException(sourceName, line, element, what + detail, e);
    }

    /** The parser's own words without its "ParseError at [row,col]:[3,5] Message:" prefix. */
    private static String parserMessage(XMLStreamException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.replaceFirst("(?s)^ParseError at \\[row,col]:\\[\\d+,\\d+]\\s*Message:\\s*", "")
                .trim();
    }

    private static int lineOf(Location location) {
        return location == null ? 0 : Math.max(0, location.getLineNumber());
    }

    private static void closeQuietly(XMLStreamReader reader) {
        if (reader == null) return;
        try {
            reader.close();
        } catch (XMLStreamException ignored) {
            // closing a reader does not close the stream; nothing is left to release
        }
    }

    /** The JDK parser closes its input at end of document; the caller owns the stream, so we shield it. */
    private static final class KeepOpen extends FilterInputStream {
        KeepOpen(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
            // deliberately left open: read(InputStream, String) documents that the caller closes it
        }
    }

    /** An element still open while its children are being read. */
    private static final class Builder {
        final String name;
        final int line;
        final Map<String, String> attributes = new HashMap<>();
        final StringBuilder text = new StringBuilder();
        final List<XmlElement> children = new ArrayList<>();

        Builder(XMLStreamReader reader, int line) {
            this.name = reader.getLocalName();
            this.line = line;
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
            }
        }

        XmlElement build() {
            return new XmlElement(name, line, attributes, text.toString(), children);
        }
    }
}
