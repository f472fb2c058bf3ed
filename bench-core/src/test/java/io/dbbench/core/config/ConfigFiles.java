package io.dbbench.core.config;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test helpers: the config files under src/test/resources/configs, and reading variants of them. */
final class ConfigFiles {
    private ConfigFiles() {}

    static Path path(String name) {
        URL url = ConfigFiles.class.getResource("/configs/" + name);
        if (url == null) throw new IllegalArgumentException("no test config " + name);
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e);
        }
    }

    static String text(String name) {
        try {
            return Files.readString(path(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** 1-based line of the first line containing {@code needle}; fails when absent so tests cannot pass vacuously. */
    static int lineOf(String xml, String needle) {
        String[] lines = xml.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(needle)) return i + 1;
        }
        throw new AssertionError("'" + needle + "' is not in the config");
    }

    /** {@code name}'s text with {@code from} replaced (exactly once) by {@code to}. */
    static String variant(String name, String from, String to) {
        return replaceOnce(text(name), from, to);
    }

    /** {@code xml} with {@code from} replaced by {@code to}; {@code from} must occur exactly once. */
    static String replaceOnce(String xml, String from, String to) {
        int at = xml.indexOf(from);
        if (at < 0 || xml.indexOf(from, at + 1) >= 0) throw new AssertionError("'" + from + "' must occur once");
        return xml.substring(0, at) + to + xml.substring(at + from.length());
    }

    static ParsedConfig read(String xml, String sourceName) throws ConfigException, IOException {
        try (InputStream in = new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))) {
            return new SwingBenchConfigReader(FakeWorkloads.registry()).read(in, sourceName);
        }
    }
}
