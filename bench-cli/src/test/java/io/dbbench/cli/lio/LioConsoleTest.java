package io.dbbench.cli.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.lio.LatencySummary;
import io.dbbench.workloads.lio.LioLoop;
import io.dbbench.workloads.lio.LioOperation;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioRunConfig;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.ServerCounters;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Operation times as each loop has them: client percentiles, or the in-database block's mean only. */
class LioConsoleTest {
    private static final LioSettings SETTINGS = LioSettings.readOnly(64);
    private static final ServerCounters COUNTERS =
            new ServerCounters(Map.of("logical reads", 66_000L, "physical reads", 0L));
    private static final Map<LioOperation, Long> OPS =
            Map.of(LioOperation.SELECT, 1000L, LioOperation.UPDATE, 0L, LioOperation.SCAN, 0L);

    @Test
    void serverLoopPrintsTheBlocksMeanAndSaysWhyThereAreNoPercentiles() {
        LioResult r = new LioResult(
                new LioRunConfig(2, 0, 1000, 0, SETTINGS, LioLoop.SERVER),
                1_000_000_000L,
                OPS,
                Map.of(),
                Map.of(LioOperation.SELECT, 1234.56),
                COUNTERS);
        String text = print(r);
        assertEquals(
                "Mean time per operation inside the database, microseconds, from the block's own clock and counts"
                        + " (server loop: no client round trip, so no client-side percentiles):\n"
                        + "    2 session(s) select      1,000 ops     1234.6\n",
                text);
        assertFalse(text.contains("p50") || text.contains(" 0.0"), text);
    }

    @Test
    void clientLoopPrintsPercentiles() {
        LioResult r = new LioResult(
                new LioRunConfig(1, 0, 1000, 0, SETTINGS),
                1_000_000_000L,
                OPS,
                Map.of(LioOperation.SELECT, new LatencySummary(1000, 900, 850, 1200, 1500, 2000)),
                COUNTERS);
        String text = print(r);
        assertTrue(text.startsWith("Client latency per operation, microseconds (mean / p50 / p95 / p99 / max):"));
        assertTrue(text.contains("    1 session(s) select      1,000 ops      900.0     850.0    1200.0"), text);
    }

    @Test
    void theRunLineNamesTheLoop() {
        assertEquals("client loop (one JDBC round trip per operation)", LioConsole.describe(LioLoop.CLIENT));
        assertEquals(
                "server loop (one block per session inside the database, as SLOB)",
                LioConsole.describe(LioLoop.SERVER));
    }

    private static String print(LioResult r) {
        StringWriter text = new StringWriter();
        new LioConsole(new PrintWriter(text), SETTINGS).operationTimes(List.of(r));
        return text.toString().replace(System.lineSeparator(), "\n");
    }
}
