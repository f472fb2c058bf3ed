package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class IterationScoresTest {
    /** Warm-up (1 TPS, 10× latency) is left out; TPS 1..5 × 100 scores like 1..5 (error 608.8403 at 99.9 %). */
    @Test
    void scoresMeasuredIterationsOnly() {
        IterationScores s = IterationScores.of(SampleRuns.run(100, 200, 300, 400, 500));
        assertEquals(5, s.measuredIterations());
        assertEquals(0.999, s.confidence());
        assertEquals(300, s.transactionsPerSecond().mean(), 1e-9);
        assertEquals(608.8403, s.transactionsPerSecond().error(), 1e-4);
        assertEquals(100, s.transactionsPerSecond().min(), 1e-9);
        assertEquals(500, s.transactionsPerSecond().max(), 1e-9);
        assertTrue(s.hasErrors());
        assertEquals(
                List.of(SampleRuns.NCR, SampleRuns.BP),
                s.transactions().stream().map(TransactionScores::id).toList());
    }

    /** NCR latencies are 1..100 × 100 µs: p50 = 5 ms, p90 = 9 ms, p99 = 9.9 ms, mean 5.05 ms, within 0.1 %. */
    @Test
    void latencyPercentilesPerTransaction() {
        IterationScores s = IterationScores.of(SampleRuns.run(100, 200, 300));
        TransactionScores ncr = s.transaction(SampleRuns.NCR);
        assertEquals("NCR", ncr.label());
        assertEquals(3, ncr.p50Nanos().n());
        assertEquals(5_000_000, ncr.p50Nanos().mean(), 5_000);
        assertEquals(9_000_000, ncr.p90Nanos().mean(), 9_000);
        assertEquals(9_900_000, ncr.p99Nanos().mean(), 9_900);
        assertEquals(5_050_000, ncr.meanNanos().mean(), 5_050);
        // the same latencies in every iteration: no spread
        assertEquals(0, ncr.p50Nanos().error());
        assertEquals(ncr.p90Nanos(), ncr.score(LatencyStatistic.P90));
        assertNull(s.transaction("nope"));
    }

    @Test
    void latencySpreadFollowsTheIterations() {
        IterationScores s =
                IterationScores.of(SampleRuns.run(new double[] {100, 100, 100}, new double[] {1, 2, 3}), 0.95);
        Score p50 = s.transaction(SampleRuns.BP).p50Nanos();
        // BP p50 = 50 × 20 µs × scale = 1, 2, 3 ms
        assertEquals(2_000_000, p50.mean(), 2_000);
        assertEquals(1_000_000, p50.stdev(), 2_000);
        assertEquals(0.95, p50.confidence());
    }

    /** An iteration in which a type completed nothing has no latency: left out, not counted as 0 ns. */
    @Test
    void emptyIterationsOfATypeAreLeftOut() {
        IterationResult busy = SampleRuns.iteration(Phase.MEASUREMENT, 0, 100, 1);
        IterationResult idle = new IterationResult(
                Phase.MEASUREMENT,
                0,
                1,
                busy.duration(),
                List.of(
                        SampleRuns.transaction(SampleRuns.NCR, "NCR", 0, 100_000),
                        busy.transactions().get(1)));
        IterationScores s = IterationScores.of(List.of(busy, idle), 0.999);
        assertEquals(1, s.transaction(SampleRuns.NCR).p50Nanos().n());
        assertEquals(2, s.transaction(SampleRuns.BP).p50Nanos().n());
        assertEquals(2, s.transactionsPerSecond().n());
    }

    @Test
    void oneIterationHasNaNErrorsAndNoneHasNoScores() {
        IterationScores one = IterationScores.of(SampleRuns.run(250));
        assertEquals(1, one.measuredIterations());
        assertFalse(one.hasErrors());
        assertEquals(250, one.transactionsPerSecond().mean(), 1e-9);
        assertTrue(Double.isNaN(one.transactionsPerSecond().error()));
        assertFalse(one.trend().enoughData());

        RunResult charbench = SampleRuns.withoutIterations(250);
        IterationScores none = IterationScores.of(charbench);
        assertEquals(0, none.measuredIterations());
        assertEquals(0, none.transactionsPerSecond().n());
        assertTrue(none.transactions().isEmpty());
    }

    @Test
    void trendRunsOverIterationThroughput() {
        IterationScores s = IterationScores.of(SampleRuns.run(1000, 1001, 999, 800, 801, 799));
        assertTrue(s.trend().enoughData());
        assertEquals(-20, s.trend().driftPercent(), 1e-9);
        assertTrue(s.trend().drifting());
    }
}
