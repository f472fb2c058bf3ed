package io.dbbench.core.config;

import io.dbbench.core.internal.config.SwingBenchTimes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Shared by the section readers of one file: turns element text into typed values, and every problem
 * into a {@link ConfigException} naming the file, line and element. Collects warnings, each once.
 */
final class ConfigReadContext {
    private final String sourceName;
    private final List<String> warnings = new ArrayList<>();
    private final Set<String> warnedKeys = new HashSet<>();
    /** Per element name: where its warning sits in {@link #warnings} and how many times it occurred. */
    private final Map<String, Tally> tallies = new HashMap<>();
    /** Unknown or repeated elements beyond the first {@link #MAX_NAMED} names: one line sums them up. */
    private int unnamedOccurrences;

    private final Set<String> unnamedNames = new HashSet<>();
    /**
     * A file full of junk elements would otherwise give a line per name: past this many names the rest
     * are counted in one line, so the warnings never bury the run's own output.
     */
    static final int MAX_NAMED = 20;

    private static final class Tally {
        final int index;
        int count = 1;

        Tally(int index) {
            this.index = index;
        }
    }

    ConfigReadContext(String sourceName) {
        this.sourceName = sourceName;
    }

    String sourceName() {
        return sourceName;
    }

    /** Each warning once, in file order; an element seen several times says how many more. */
    List<String> warnings() {
        List<String> all = new ArrayList<>(warnings);
        for (Tally tally : tallies.values()) {
            if (tally.count > 1) all.set(tally.index, all.get(tally.index) + " (and " + (tally.count - 1) + " more)");
        }
        if (unnamedOccurrences > 0) {
            all.add("ignoring " + unnamedOccurrences + " more unknown or repeated element(s) with "
                    + unnamedNames.size() + " other name(s)");
        }
        return List.copyOf(all);
    }

    ConfigException error(XmlElement at, String detail) {
        return new ConfigException(sourceName, at.line(), at.name(), detail);
    }

    /**
     * A record constructor refused values read from {@code block}. Its messages start with the element
     * name where one is at fault ("MaxDelay 5 is below MinDelay 10"), so point at that child if present.
     */
    ConfigException invalid(XmlElement block, IllegalArgumentException e) {
        String message = e.getMessage() == null ? "invalid value" : e.getMessage();
        String firstWord = message.split("[\\s:]", 2)[0];
        XmlElement at = block.child(firstWord).orElse(block);
        return new ConfigException(sourceName, at.line(), at.name(), message, e);
    }

    /** Warns about each child of {@code block} not named in {@code known} and about repeats of known ones. */
    void checkChildren(XmlElement block, Set<String> known) {
        Map<String, XmlElement> seen = new HashMap<>();
        for (XmlElement child : block.children()) {
            if (!known.contains(child.name())) {
                warnUnknown(child);
            } else {
                XmlElement first = seen.putIfAbsent(child.name(), child);
                if (first != null) {
                    tally(
                            "repeat:" + child.name(),
                            "ignoring repeated <" + child.name() + "> at line " + child.line()
                                    + "; using the one at line " + first.line());
                }
            }
        }
    }

    /** For list containers (TransactionList, Properties ...): warns about children other than items. */
    void checkItems(XmlElement container, String itemName) {
        for (XmlElement child : container.children()) {
            if (!child.name().equals(itemName)) warnUnknown(child);
        }
    }

    void warnUnknown(XmlElement element) {
        tally(
                "unknown:" + element.name(),
                "ignoring unknown element <" + element.name() + "> at line " + element.line());
    }

    /** The first occurrence of {@code key} warns; later ones only count (see {@link #warnings()}). */
    private void tally(String key, String warning) {
        Tally tally = tallies.get(key);
        if (tally != null) {
            tally.count++;
        } else if (tallies.size() < MAX_NAMED) {
            tallies.put(key, new Tally(warnings.size()));
            warnings.add(warning);
        } else {
            unnamedOccurrences++;
            unnamedNames.add(key);
        }
    }

    /** Warns, once per text key, that something was read and deliberately not used. */
    void warnOnce(String key, String warning) {
        if (warnedKeys.add(key)) warnings.add(warning);
    }

    /** The trimmed text of the first child named so; empty when the child is missing or blank. */
    Optional<String> text(XmlElement parent, String childName) {
        return parent.child(childName).map(XmlElement::trimmedText).filter(s -> !s.isEmpty());
    }

    String text(XmlElement parent, String childName, String defaultValue) {
        return text(parent, childName).orElse(defaultValue);
    }

    /** A whole number; a missing or blank element gives the default (older files leave elements out). */
    long longValue(XmlElement parent, String childName, long defaultValue) throws ConfigException {
        Optional<XmlElement> child = nonBlankChild(parent, childName);
        if (child.isEmpty()) return defaultValue;
        String text = child.get().trimmedText();
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw error(child.get(), "expected a whole number, was '" + text + "'");
        }
    }

    int intValue(XmlElement parent, String childName, int defaultValue) throws ConfigException {
        long value = longValue(parent, childName, defaultValue);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw error(parent.child(childName).orElse(parent), "number out of range, was " + value);
        }
        return (int) value;
    }

    /** Like {@link #longValue} but refuses a negative number at the element itself. */
    long nonNegativeLong(XmlElement parent, String childName, long defaultValue) throws ConfigException {
        long value = longValue(parent, childName, defaultValue);
        if (value < 0) throw error(parent.child(childName).orElse(parent), "must not be negative, was " + value);
        return value;
    }

    int nonNegativeInt(XmlElement parent, String childName, int defaultValue) throws ConfigException {
        int value = intValue(parent, childName, defaultValue);
        if (value < 0) throw error(parent.child(childName).orElse(parent), "must not be negative, was " + value);
        return value;
    }

    /** "true" or "false" in any case. */
    boolean booleanValue(XmlElement parent, String childName, boolean defaultValue) throws ConfigException {
        Optional<XmlElement> child = nonBlankChild(parent, childName);
        if (child.isEmpty()) return defaultValue;
        String text = child.get().trimmedText().toLowerCase(Locale.ROOT);
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw error(
                    child.get(), "expected true or false, was '" + child.get().trimmedText() + "'");
        };
    }

    /** A SwingBench "h:m" time, see {@link SwingBenchTimes#parse}. */
    Duration timeValue(XmlElement parent, String childName, Duration defaultValue) throws ConfigException {
        Optional<XmlElement> child = nonBlankChild(parent, childName);
        if (child.isEmpty()) return defaultValue;
        try {
            return SwingBenchTimes.parse(child.get().trimmedText());
        } catch (IllegalArgumentException e) {
            throw error(child.get(), e.getMessage());
        }
    }

    private static Optional<XmlElement> nonBlankChild(XmlElement parent, String childName) {
        return parent.child(childName).filter(c -> !c.trimmedText().isEmpty());
    }
}
