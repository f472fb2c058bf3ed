package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench-cli report}: files in, one HTML file out; a bad file is named in one line. */
class ReportCommandTest {
    private static final RunResult BASE = CompareRuns.run(1, 1000, 1010, 990, 1005, 995);
    private static final RunResult SLOWER = CompareRuns.run(1, 900, 905, 895, 910, 890);

    @TempDir
    Path dir;

    @Test
    void isASubcommandWithHelp() {
        CliRun r = CliRun.of("report", "-h");
        assertEquals(ExitCodes.OK, r.exitCode());
        assertTrue(r.out().contains("RESULTS.json") && r.out().contains("--output"), r.out());
    }

    @Test
    void writesOneReportForSeveralRuns() throws IOException {
        Path base = CompareRuns.write(dir.resolve("base.json"), BASE);
        Path slower = CompareRuns.write(dir.resolve("new.json"), SLOWER);
        Path html = dir.resolve("out").resolve("report.html");
        CliRun r = CliRun.of("report", base.toString(), slower.toString(), "-o", html.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals("Report written to " + html, r.out().strip());
        String page = Files.readString(html);
        assertTrue(page.contains("\"label\" : \"base.json\"") && page.contains("\"label\" : \"new.json\""));
        assertTrue(page.contains("\"candidate\" : \"new.json\""), "compared with the first");
        assertTrue(page.contains("\"verdict\" : \"slower\""), "compare's verdict for a 10 % drop in TPS");
    }

    @Test
    void missingFileIsNamedAndNothingIsWritten() throws IOException {
        Path base = CompareRuns.write(dir.resolve("base.json"), BASE);
        Path missing = dir.resolve("nope.json");
        Path html = dir.resolve("report.html");
        CliRun r = CliRun.of("report", base.toString(), missing.toString(), "-o", html.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertEquals(
                "bench-cli: report: cannot read " + missing + ": no such file",
                r.err().strip());
        assertFalse(Files.exists(html));
    }

    @Test
    void noFileIsBadUsage() {
        assertEquals(ExitCodes.BAD_USAGE, CliRun.of("report").exitCode());
    }

    @Test
    void filesWithTheSameNameAreLabelledByPath() {
        assertEquals(
                List.of("a/results.json", "b/results.json"),
                ReportCommand.labels(List.of(Path.of("a/results.json"), Path.of("b/results.json"))));
        assertEquals(
                List.of("x.json", "y.json"), ReportCommand.labels(List.of(Path.of("a/x.json"), Path.of("y.json"))));
    }
}
