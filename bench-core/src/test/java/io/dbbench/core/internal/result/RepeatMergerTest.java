package io.dbbench.core.internal.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.TransactionTraffic;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class RepeatMergerTest {
    private static RunResult repeat(int repeat, long latencyNanos, long count, EndReason reason) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(latencyNanos, count);
        TransactionResult t = new TransactionResult("T", "T", "x", count, repeat, 0, h);
        Histogram wait = new Histogram(3);
        wait.recordValueWithCount(1_000, count);
        ServiceResult s = new ServiceResult("svc", 2, 3, count, repeat, h.copy(), wait);
        IterationResult it = new IterationResult(Phase.MEASUREMENT, repeat, 0, Duration.ofSeconds(1), List.of(t));
        RunConfig config = RunConfig.builder()
                .name("m")
                .users(3)
                .transaction("T", "T", "x", 1)
                .build();
        return new RunResult(
                new RunLabel("m", ""),
                new RunTiming(
                        Instant.ofEpochSecond(100 * repeat),
                        Duration.ofSeconds(2),
                        Duration.ofSeconds(1),
                        Duration.ofMillis(10 * (repeat + 1))),
                config,
                Map.of(),
                List.of(t),
                DmlTotals.ZERO,
                List.of(new TpsReading(repeat, count)),
                List.of(),
                count * 60,
                Map.of("E", (long) repeat),
                reason,
                new RunDetails("2x1", List.of(s), List.of(it), 0, null));
    }

    @Test
    void repeatsAddUpExactly() {
        RunResult merged = RepeatMerger.merge(
                List.of(repeat(0, 1_000_000, 100, EndReason.RUN_TIME), repeat(1, 3_000_000, 300, EndReason.RUN_TIME)));

        assertEquals(400, merged.totalCompleted());
        assertEquals(1, merged.totalFailed());
        assertEquals(Duration.ofSeconds(2), merged.statisticsDuration());
        assertEquals(Duration.ofSeconds(4), merged.runDuration());
        assertEquals(Duration.ofMillis(20), merged.logonTime());
        assertEquals(Instant.ofEpochSecond(0), merged.startTime());
        assertEquals(2, merged.tpsReadings().size());
        assertEquals(300 * 60, merged.maxTransactionsPerMinute());
        assertEquals(Map.of("E", 1L), merged.errorsByCode());
        assertEquals(400, merged.transactions().get(0).latencyNanos().getTotalCount());
        assertEquals(
                List.of(0, 1),
                merged.details().iterations().stream()
                        .map(IterationResult::repeat)
                        .toList());
        ServiceResult svc = merged.details().services().get(0);
        assertEquals(400, svc.completed());
        assertEquals(400, svc.poolWaitNanos().getTotalCount());
        assertEquals("2x1", merged.details().topology());
        assertEquals(EndReason.RUN_TIME, merged.endReason());
    }

    @Test
    void anInterruptedRepeatMarksTheWhole() {
        RunResult merged = RepeatMerger.merge(
                List.of(repeat(0, 1_000, 1, EndReason.INTERRUPTED), repeat(1, 1_000, 1, EndReason.RUN_TIME)));
        assertEquals(EndReason.INTERRUPTED, merged.endReason());
    }

    @Test
    void repeatsTrafficAddsUp() {
        RunResult a = withTraffic(repeat(0, 1_000, 10, EndReason.RUN_TIME), 11, 5);
        RunResult b = withTraffic(repeat(1, 1_000, 30, EndReason.RUN_TIME), 31, 7);
        RunTraffic merged = RepeatMerger.merge(List.of(a, b)).details().traffic();
        assertEquals(
                List.of(new TransactionTraffic("T", 42, new TrafficTotals(1_200, 3_600, 12))), merged.transactions());
    }

    private static RunResult withTraffic(RunResult r, long executions, long turns) {
        return r.withDetails(r.details()
                .withTraffic(new RunTraffic(
                        List.of(new TransactionTraffic("T", executions, new TrafficTotals(600, 1_800, turns))))));
    }

    @Test
    void oneRepeatIsItself() {
        RunResult one = repeat(0, 1_000, 1, EndReason.RUN_TIME);
        assertSame(one, RepeatMerger.merge(List.of(one)));
    }

    /**
     * Repeat 2's database was lost for good: its engine saw both its seconds stalled (users waiting to reconnect
     * fail nothing). Merged, its intervals sit among repeat 1's, each counted from its own start: the merged run
     * must keep repeat 2's verdict, not lose it with the stalls.
     */
    @Test
    void aRepeatThatLostItsDatabaseFailsTheMergedRunAndIsNamed() {
        RunResult healthy = repeat(0, 1_000, 100, EndReason.RUN_TIME);
        RunResult lost = repeat(1, 1_000, 100, EndReason.RUN_TIME);
        TransactionInterval nothing = new TransactionInterval(0, 0, 0, 0, 0, 0, 0);
        lost = new RunResult(
                lost.label(),
                lost.timing(),
                lost.config(),
                lost.environment(),
                lost.transactions(),
                lost.dmlTotals(),
                lost.tpsReadings(),
                List.of(
                        new IntervalSample(1_000, 1_000, 2, Map.of("T", nothing)),
                        new IntervalSample(2_000, 2_000, 2, Map.of("T", nothing))),
                lost.maxTransactionsPerMinute(),
                lost.errorsByCode(),
                lost.endReason(),
                lost.details().withStalls(new RunStalls(java.util.Set.of(1_000L, 2_000L), List.of())),
                lost.fingerprint());
        String why = "no transaction completed in 2 of 2 measured seconds (E x 1): the database stopped the load";
        assertEquals(java.util.Optional.of(why), lost.problem());

        RunResult merged = RepeatMerger.merge(List.of(healthy, lost));

        assertEquals(List.of("repeat 2 of 2: " + why), merged.details().stalls().failedParts());
        assertEquals(java.util.Optional.of("repeat 2 of 2: " + why), merged.problem());
    }

    @Test
    void healthyRepeatsMergeHealthy() {
        RunResult merged = RepeatMerger.merge(
                List.of(repeat(0, 1_000, 1, EndReason.RUN_TIME), repeat(1, 1_000, 1, EndReason.RUN_TIME)));
        assertEquals(List.of(), merged.details().stalls().failedParts());
        assertEquals(java.util.Optional.empty(), merged.problem());
    }
}
