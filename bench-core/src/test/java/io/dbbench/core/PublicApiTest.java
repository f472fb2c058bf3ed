package io.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * bench-core's public API is the public top-level types outside {@code io.dbbench.core.internal}, and
 * that list is kept in {@value #GOLDEN}: a type made public, moved out of an internal package, renamed
 * or removed fails here, so the API grows only on purpose (and docs/library.md with it). When the change
 * is intended, rewrite the list and review its diff:
 *
 * <pre>mvn -B -o -pl bench-core test -Dtest=PublicApiTest -Dgolden.update=true</pre>
 */
class PublicApiTest {
    static final String GOLDEN = "src/test/resources/api/public-types.txt";
    private static final Path SOURCES = Path.of("src/main/java");
    private static final String INTERNAL = "io.dbbench.core.internal";
    /** A top-level declaration starts its line; nested types are indented. */
    private static final Pattern PUBLIC_TYPE =
            Pattern.compile("(?m)^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*"
                    + "(?:class|interface|enum|record|@interface)\\s+(\\w+)");

    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

    @Test
    void thePublicTypesOutsideTheInternalPackagesAreTheGoldenList() throws IOException {
        Set<String> actual = publicTypes();
        assertFalse(actual.isEmpty(), "no public type found under " + SOURCES.toAbsolutePath());
        Path golden = Path.of(GOLDEN);
        if (Boolean.getBoolean("golden.update")) {
            Files.write(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(golden)) fail(GOLDEN + " is missing; generate it with -Dgolden.update=true");
        Set<String> expected = new TreeSet<>(Files.readAllLines(golden, StandardCharsets.UTF_8));
        expected.remove("");
        List<String> added = new ArrayList<>(actual);
        added.removeAll(expected);
        List<String> removed = new ArrayList<>(expected);
        removed.removeAll(actual);
        if (!added.isEmpty() || !removed.isEmpty()) {
            fail("bench-core's public API changed: new " + added + ", gone " + removed + ". Types only other "
                    + "dbbench modules need belong in " + INTERNAL + ".<area>; if the API change is intended, "
                    + "document it in docs/library.md, rewrite " + GOLDEN + " with "
                    + "`mvn -B -o -pl bench-core test -Dtest=PublicApiTest -Dgolden.update=true` and review its diff");
        }
    }

    private static Set<String> publicTypes() throws IOException {
        Set<String> types = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String source = Files.readString(file);
                Matcher pkg = PACKAGE.matcher(source);
                String packageName = pkg.find() ? pkg.group(1) : "";
                if (packageName.equals(INTERNAL) || packageName.startsWith(INTERNAL + ".")) continue;
                Matcher type = PUBLIC_TYPE.matcher(source);
                while (type.find()) types.add(packageName + "." + type.group(1));
            }
        }
        return types;
    }
}
