package io.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes marked {@link Internal} are exactly those the pom leaves out of the javadoc: marking a
 * class without excluding it (or the reverse) would show a user an internal class, or hide an API one.
 */
class InternalApiTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern EXCLUDE = Pattern.compile("<sourceFileExclude>([^<]+)</sourceFileExclude>");
    private static final Pattern MARKED = Pattern.compile("(?m)^@Internal\\(");

    @Test
    void theInternalClassesAreExactlyTheOnesLeftOutOfTheJavadoc() throws IOException {
        Set<String> marked = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                if (MARKED.matcher(Files.readString(file)).find()) {
                    marked.add(SOURCES.relativize(file).toString().replace('\\', '/'));
                }
            }
        }
        Set<String> excluded = new TreeSet<>();
        Matcher m = EXCLUDE.matcher(Files.readString(Path.of("pom.xml")));
        while (m.find()) excluded.add(m.group(1));
        assertFalse(marked.isEmpty(), "no @Internal class found under " + SOURCES.toAbsolutePath());
        assertEquals(marked, excluded, "@Internal classes vs the javadoc's sourceFileExcludes in bench-core/pom.xml");
    }
}
