package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package cycles in bench-cli and bench-core: commands depend on the shared CLI infrastructure
 * (io.dbbench.cli.common) and never the other way round; core.dialect and core.connect likewise. Reads the
 * sources (imports and fully qualified names), so it needs no bytecode library.
 */
class PackageCyclesTest {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    /**
     * A string literal is data, not a dependency: ChildJvm names the CLI's entry point as the program
     * a child JVM runs (a process boundary; ChildJvmTest pins the name).
     */
    private static final Pattern STRING_LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\\n])*\"");

    private static final Pattern REFERENCE = Pattern.compile("\\b(io\\.dbbench(?:\\.[a-z][a-z0-9_]*)+)\\.[A-Z]");
    private static final List<Path> SOURCES =
            List.of(Path.of("src", "main", "java"), Path.of("..", "bench-core", "src", "main", "java"));

    @Test
    void noPackageDependsOnAPackageThatDependsOnIt() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path root : SOURCES) {
            assertTrue(Files.isDirectory(root), root.toAbsolutePath() + " is not there");
            read(root, uses);
        }
        assertTrue(uses.containsKey("io.dbbench.cli.schema"), "the scan found no schema commands: " + uses.keySet());
        assertEquals(List.of(), cycles(uses));
    }

    /** The layout shows the architecture: every class has a package saying what it is part of (docs/architecture-cli.md). */
    @Test
    void theCliRootPackageHoldsOnlyTheEntryPoint() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src", "main", "java", "io", "dbbench", "cli"))) {
            List<String> classes = files.filter(f -> f.toString().endsWith(".java"))
                    .map(f -> f.getFileName().toString())
                    .sorted()
                    .toList();
            assertEquals(List.of("Main.java"), classes);
        }
    }

    @Test
    void findsACycle() {
        Map<String, Set<String>> uses = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        assertEquals(List.of("a -> b -> ... -> a", "b -> c -> ... -> b", "c -> a -> ... -> c"), cycles(uses));
    }

    private static void read(Path root, Map<String, Set<String>> uses) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = Files.readString(file);
                Matcher pkg = PACKAGE.matcher(source);
                if (!pkg.find()) continue;
                Set<String> used = uses.computeIfAbsent(pkg.group(1), k -> new TreeSet<>());
                Matcher ref = REFERENCE.matcher(STRING_LITERAL.matcher(source).replaceAll("\"\""));
                while (ref.find()) {
                    if (!ref.group(1).equals(pkg.group(1))) used.add(ref.group(1));
                }
            }
        }
    }

    /** Every dependency p -> q where q leads back to p, as "p -> q -> ... -> p", sorted. */
    static List<String> cycles(Map<String, Set<String>> uses) {
        List<String> found = new ArrayList<>();
        for (String from : new TreeSet<>(uses.keySet())) {
            for (String to : new TreeSet<>(uses.get(from))) {
                if (reaches(uses, to, from, new HashSet<>())) found.add(from + " -> " + to + " -> ... -> " + from);
            }
        }
        return found;
    }

    private static boolean reaches(Map<String, Set<String>> uses, String from, String target, Set<String> seen) {
        if (from.equals(target)) return true;
        if (!seen.add(from)) return false;
        for (String next : uses.getOrDefault(from, Set.of())) {
            if (reaches(uses, next, target, seen)) return true;
        }
        return false;
    }
}
