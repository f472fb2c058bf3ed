package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

/**
 * Golden-file comparison for the result formats. Expected files live in
 * {@code src/test/resources/golden/} and are compared byte for byte.
 *
 * <p>To (re)generate them after an intended format change, run from the repository root
 * <pre>mvn -B -o -pl bench-core test -Dtest='ResultsXmlWriterTest,ResultsJsonWriterTest,MiniReportTest' -Dgolden.update=true</pre>
 * which writes the files instead of comparing (the other assertions of those tests still run), then
 * review the diff with {@code git diff} before committing it.
 */
final class GoldenFiles {
    static final boolean UPDATE = Boolean.getBoolean("golden.update");
    /** Relative to the module directory, which is Surefire's working directory. */
    private static final Path SOURCE_DIR = Path.of("src", "test", "resources", "golden");

    private GoldenFiles() {}

    static void assertMatches(String name, byte[] actual) throws IOException {
        if (UPDATE) {
            write(name, actual);
            return;
        }
        byte[] expected = read(name);
        // the string comparison first: on failure it shows a readable diff
        assertEquals(text(expected), text(actual), differsMessage(name));
        assertArrayEquals(expected, actual, differsMessage(name));
    }

    /**
     * Compares after applying {@code normalizer} to both sides, for parts that are equal in meaning but
     * may legitimately differ in bytes (compressed histograms: zlib builds differ between platforms).
     */
    static void assertMatches(String name, byte[] actual, UnaryOperator<String> normalizer) throws IOException {
        if (UPDATE) {
            write(name, actual);
            return;
        }
        assertEquals(normalizer.apply(text(read(name))), normalizer.apply(text(actual)), differsMessage(name));
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static byte[] read(String name) throws IOException {
        try (InputStream in = GoldenFiles.class.getResourceAsStream("/golden/" + name)) {
            assertNotNull(in, "golden/" + name + " is missing; generate it with -Dgolden.update=true");
            return in.readAllBytes();
        }
    }

    private static void write(String name, byte[] actual) throws IOException {
        Files.createDirectories(SOURCE_DIR);
        Files.write(SOURCE_DIR.resolve(name), actual);
    }

    private static String differsMessage(String name) {
        return "output differs from golden/" + name
                + "; if the change is intended, regenerate with -Dgolden.update=true and review the diff";
    }
}
