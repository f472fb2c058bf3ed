package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Results that cannot be written where they were asked for at the end of a run are not lost. */
class RunReportFallbackTest {
    @TempDir
    Path dir;

    @Test
    void aWriteThatFailsAtTheEndGoesToAFallbackFileAndExitsNonZero() throws IOException {
        Path blocker = Files.writeString(dir.resolve("gone"), "a file where the results directory was");
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        RunResult run = CompareRuns.run(1.0, 100, 100);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path xml = blocker.resolve("results.xml");
        int exit = new RunReport(new CharbenchOptions(), true, false, new PrintWriter(out), tmp)
                .finish(
                        List.of(run),
                        BenchmarkOptions.defaults(),
                        ZoneOffset.UTC,
                        xml,
                        blocker.resolve("results.json"),
                        new PrintWriter(out),
                        new PrintWriter(err));
        assertEquals(ExitCodes.FAILED, exit, err.toString());
        List<Path> written;
        try (Stream<Path> files = Files.list(tmp)) {
            written = files.sorted().toList();
        }
        assertEquals(3, written.size(), written.toString());
        for (String ext : List.of("html", "json", "xml")) {
            Path fallback = written.stream()
                    .filter(p -> p.toString().endsWith("-results." + ext))
                    .findFirst()
                    .orElseThrow();
            assertTrue(Files.size(fallback) > 100, fallback + " holds the results");
            assertTrue(
                    err.toString().contains("cannot write " + blocker.resolve("results." + ext) + ": ")
                            && err.toString().contains("written to " + fallback + " instead"),
                    err.toString());
        }
    }
}
