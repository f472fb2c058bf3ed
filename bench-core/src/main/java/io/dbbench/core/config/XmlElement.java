package io.dbbench.core.config;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One element of a parsed config file, by local name (namespaces are ignored: SwingBench files come
 * with and without theirs), with the line it starts on so every error can point at it.
 *
 * @param text the element's own character data, untrimmed (a password may start or end with a space)
 */
record XmlElement(String name, int line, Map<String, String> attributes, String text, List<XmlElement> children) {
    XmlElement {
        attributes = Map.copyOf(attributes);
        children = List.copyOf(children);
    }

    /** The first child with this local name. */
    Optional<XmlElement> child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst();
    }

    List<XmlElement> children(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    String trimmedText() {
        return text.trim();
    }

    /** The attribute with this local name, or null. */
    String attribute(String attributeName) {
        return attributes.get(attributeName);
    }
}
