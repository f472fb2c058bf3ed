package io.dbbench.it.ci;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's quick start builds with Maven's progress visible: on a fresh machine the first build downloads
 * for a minute, and a quiet (-q) or transfer-silent (-ntp) build looks hung for all of it.
 */
class ReadmeQuickStartTest {
    private static final Path README =
            Path.of(System.getProperty("bench.root.dir", "../..")).resolve("README.md");

    @Test
    void theQuickStartBuildShowsProgress() throws IOException {
        List<String> mavenLines =
                quickStart().stream().filter(l -> l.startsWith("mvn ")).toList();
        assertFalse(mavenLines.isEmpty(), "no mvn command in the quick start");
        for (String line : mavenLines) {
            List<String> words = List.of(line.split("\\s+"));
            for (String silent : List.of("-q", "--quiet", "-ntp", "--no-transfer-progress")) {
                assertFalse(words.contains(silent), "the quick start's build is silent (" + silent + "): " + line);
            }
        }
    }

    /** The lines of the first code block after "## Quick start". */
    private static List<String> quickStart() throws IOException {
        List<String> lines = Files.readAllLines(README);
        int start = lines.indexOf("## Quick start");
        assertFalse(start < 0, "no '## Quick start' in " + README);
        int open = start + 1;
        while (!lines.get(open).startsWith("```")) open++;
        int close = open + 1;
        while (!lines.get(close).startsWith("```")) close++;
        List<String> block = lines.subList(open + 1, close);
        return block;
    }
}
