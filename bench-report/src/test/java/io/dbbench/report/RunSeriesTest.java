package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A statement runner's statements next to another transaction: drawn per statement, never summed twice. */
class RunSeriesTest {
    private static TransactionResult entry(String id, String className, long count, long latencyNanos) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(latencyNanos, count);
        return new TransactionResult(id, id, className, count, 0, 0, h);
    }

    /** A 100 x 1 ms, SSR 100 x 10 ms, its statement Q1 100 x 10 ms. */
    private static RunResult run() {
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
        IntervalSample sample = new IntervalSample(
                1_000,
                1_000,
                1,
                Map.of(
                        "A",
                        new TransactionInterval(100, 0, 1e6, 1_000_000),
                        "SSR",
                        new TransactionInterval(100, 0, 1e7, 10_000_000)));
        RunResult plain = new RunResult(
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
                List.of(sample),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        return plain.withDetails(new RunDetails(
                null,
                List.of(),
                List.of(new IterationResult(Phase.MEASUREMENT, 0, 0, Duration.ofSeconds(1), entries)),
                0,
                null));
    }

    @Test
    void anIterationsLatencyCountsEachExecutionOnce() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        RunSeries.put(run(), node, JsonNodeFactory.instance);
        JsonNode latency = node.get("iterations").get(0).get("latency");
        assertEquals(200, node.get("iterations").get(0).get("completed").asLong());
        assertEquals(1.0, latency.get("p50Ms").asDouble(), 0.01, latency.toString());
    }

    @Test
    void theTimelineHasNoSeriesForAStatement() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        RunSeries.put(run(), node, JsonNodeFactory.instance);
        JsonNode series = node.get("timeline").get("transactions");
        assertEquals(2, series.size(), series.toString());
        assertEquals("SSR", series.get(1).get("id").asText());
    }
}
