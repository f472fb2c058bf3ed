package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's last line says where its results went, as absolute paths: the banner names them before the run,
 * relative to a working directory that may be a container's or a script's temporary one.
 */
class RunReportWrittenTest {
    @TempDir
    Path dir;

    @Test
    void theLastLineNamesEveryResultsFileAbsolutely() {
        Path here = Path.of("").toAbsolutePath();
        Path xml = here.relativize(dir.resolve("sub/../r.xml")); // relative, as -r r.xml would be
        Path json = here.relativize(dir.resolve("r.json"));
        assertTrue(!xml.isAbsolute(), xml.toString());
        CharbenchOptions o = new CharbenchOptions();
        o.maxFailedPercent = 100;
        StringWriter console = new StringWriter();
        PrintWriter out = new PrintWriter(console, true);
        new RunReport(o, true, false, out)
                .finish(
                        List.of(CompareRuns.run(1, 100, 100)),
                        BenchmarkOptions.defaults(),
                        ZoneOffset.UTC,
                        xml,
                        json,
                        out,
                        out);
        List<String> lines = console.toString().lines().toList();
        assertEquals(
                "Results: " + dir.resolve("r.xml") + ", " + dir.resolve("r.json") + ", " + dir.resolve("r.html"),
                lines.get(lines.size() - 1),
                console.toString());
    }
}
