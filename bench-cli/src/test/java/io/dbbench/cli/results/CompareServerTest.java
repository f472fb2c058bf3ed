package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench-cli compare} of two runs' server sections (read back from results.json): per second and per
 * transaction with new/base, after the traffic table; one line when only one run has the section.
 */
class CompareServerTest {
    private static final RunResult BASE = CompareRuns.run(1, 1000, 1010, 990, 1005, 995);
    private static final RunResult OTHER = CompareRuns.run(1, 1002, 1008, 991, 1003, 996);

    @TempDir
    Path dir;

    /** 10 s of counters: one commit per transaction plus 10, {@code logBytesPerTransaction} of WAL each. */
    private static RunResult withServer(RunResult run, long logBytesPerTransaction) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("commits", run.totalCompleted() + 10);
        counters.put("log bytes", run.totalCompleted() * logBytesPerTransaction);
        return run.withDetails(run.details().withServer(new ServerSummary(counters, 10_000_000_000L, null)));
    }

    @Test
    void bothRunsServerCountersWithTheirRatios() throws IOException {
        Path base =
                CompareRuns.write(dir.resolve("client.json"), withServer(CompareRuns.withTraffic(BASE, 1, 1, 1), 200));
        Path candidate =
                CompareRuns.write(dir.resolve("server.json"), withServer(CompareRuns.withTraffic(OTHER, 1, 1, 1), 50));
        CliRun r = CliRun.of("compare", base.toString(), candidate.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        int traffic =
                lines.indexOf("traffic per transaction, counted on the client's sockets (bytes out + in for a type):");
        int header = lines.indexOf(
                "database server counters over the statistics window, per second and per completed transaction:");
        assertTrue(traffic > 0 && header > traffic, "beside the traffic table, after it:\n" + r.out());
        assertEquals(
                List.of("counter", "base/s", "new/s", "new/base", "base/tx", "new/tx", "new/base"),
                words(lines.get(header + 1)));
        List<String> logBytes = words(lines.get(header + 3));
        assertEquals(List.of("log", "bytes"), logBytes.subList(0, 2), r.out());
        assertEquals(List.of("200", "50.00", "0.25"), logBytes.subList(5, 8), r.out());
        assertEquals(header + 4, lines.size(), r.out());
    }

    @Test
    void aRunWithoutTheSectionIsSaidInOneLineAndNeitherPrintsNothing() throws IOException {
        Path read = CompareRuns.write(dir.resolve("read.json"), withServer(BASE, 100));
        Path plain = CompareRuns.write(dir.resolve("plain.json"), OTHER);
        CliRun r = CliRun.of("compare", plain.toString(), read.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out()
                        .endsWith("server counters: only new read them (a single run on PostgreSQL or Oracle does): "
                                + "not compared\n"),
                r.out());
        Path otherPlain = CompareRuns.write(dir.resolve("plain2.json"), BASE);
        CliRun neither = CliRun.of("compare", plain.toString(), otherPlain.toString());
        assertEquals(ExitCodes.OK, neither.exitCode(), neither.err());
        assertFalse(neither.out().contains("server counters"), neither.out());
    }

    private static List<String> words(String line) {
        return List.of(line.trim().split("\\s+"));
    }
}
