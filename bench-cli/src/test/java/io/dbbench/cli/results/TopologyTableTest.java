package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class TopologyTableTest {
    private static TransactionResult entry(String id, String className, long count, long latencyNanos) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(latencyNanos, count);
        return new TransactionResult(id, id, className, count, 0, 0, h);
    }

    @Test
    void aTopologysPercentilesCountAStatementsExecutionsOnce() {
        // A 100 x 1 ms, SSR 100 x 10 ms with its statement Q1 100 x 10 ms: p50 over the transactions is 1 ms
        List<TransactionResult> entries = List.of(
                entry("A", "t.A", 100, 1_000_000),
                entry("SSR", "t.SSR", 100, 10_000_000),
                entry("Q1", "t.SSR" + TransactionResult.STATEMENT_MARK + "Q1", 100, 10_000_000));
        RunConfig config = RunConfig.builder()
                .name("statements")
                .connect("//localhost/x", "u", "not-a-secret")
                .users(1)
                .runTime(Duration.ofSeconds(1))
                .transaction("A", "A", "t.A", 50)
                .transaction("SSR", "SSR", "t.SSR", 50)
                .build();
        RunResult run = new RunResult(
                new io.dbbench.core.result.RunLabel("statements", ""),
                new io.dbbench.core.result.RunTiming(
                        Instant.parse("2026-11-24T08:00:00Z"),
                        Duration.ofSeconds(1),
                        Duration.ofSeconds(1),
                        Duration.ofMillis(5)),
                config,
                Map.of(),
                entries,
                new DmlTotals(0, 0, 0, 0, 0, 0),
                List.of(),
                List.of(),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        String row = TopologyTable.render(List.of(run))
                .lines()
                .filter(l -> l.startsWith("(single)"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                row.matches(
                        "\\(single\\)\\s+0 x 0 conn\\s+1\\s+\\S+\\s+1\\.00\\d\\s+10\\.0\\d\\d\\s+10\\.0\\d\\d\\s+0.*"),
                row);
    }
}
