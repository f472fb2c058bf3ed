package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.stats.SampleRuns;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The engine's iterations of one step into StepFigures, on SampleRuns' iterations: a warm-up of 10
 * transactions, then measured iterations of 10 s with NCR (40 %, latencies 1..100 × 100 µs) and BP
 * (60 %, 1..100 × 20 µs).
 */
class StepFiguresFromIterationsTest {
    private static final double MS = 1e6;

    private static List<IterationResult> iterations(double... tps) {
        return SampleRuns.run(tps).details().iterations();
    }

    @Test
    void tpsIsScoredOverTheMeasuredIterationsOnly() {
        StepFigures step =
                StepFiguresFromIterations.of(LoadLevel.users(4), iterations(100, 200, 300), 0.99, 0, Double.NaN);
        assertEquals(LoadLevel.users(4), step.load());
        assertEquals(3, step.transactionsPerSecond().n());
        assertEquals(200, step.transactionsPerSecond().mean(), 1e-9);
        assertEquals(0.99, step.transactionsPerSecond().confidence());
        // the values scored, kept for compare's test of two searches' steps
        assertEquals(List.of(100.0, 200.0, 300.0), step.iterationTransactionsPerSecond());
        assertEquals(6000, step.all().completed());
        // the warm-up's 10 count for the run's total, not for the scores
        assertEquals(6010, step.stepCompleted());
        assertEquals(0, step.stepFailed());
    }

    /** Percentiles of the step's merged distribution per type, within the histogram's 0.1 %. */
    @Test
    void latenciesAreMergedOverTheStepPerTypeAndOverall() {
        StepFigures step =
                StepFiguresFromIterations.of(LoadLevel.users(4), iterations(100, 200, 300), 0.99, 0, Double.NaN);
        assertEquals(
                List.of(SampleRuns.NCR, SampleRuns.BP),
                step.transactions().stream().map(TransactionFigures::id).toList());
        TransactionFigures ncr = step.transactions().get(0);
        assertEquals("NCR", ncr.shortName());
        assertEquals(2400, ncr.completed());
        assertEquals(5 * MS, ncr.p50Nanos(), 5 * MS * 1e-3);
        assertEquals(9 * MS, ncr.p90Nanos(), 9 * MS * 1e-3);
        assertEquals(9.5 * MS, ncr.p95Nanos(), 9.5 * MS * 1e-3);
        assertEquals(9.9 * MS, ncr.p99Nanos(), 9.9 * MS * 1e-3);
        assertEquals(10 * MS, ncr.p999Nanos(), 10 * MS * 1e-3);
        assertEquals(5.05 * MS, ncr.meanNanos(), 5.05 * MS * 1e-3);
        TransactionFigures bp = step.transactions().get(1);
        assertEquals(1.98 * MS, bp.p99Nanos(), 1.98 * MS * 1e-3);
        // all together: 40 % at mean 5.05 ms and 60 % at 1.01 ms
        assertEquals(TransactionFigures.ALL, step.all().id());
        assertEquals(0.4 * 5.05 * MS + 0.6 * 1.01 * MS, step.all().meanNanos(), 2.626 * MS * 1e-3);
        assertTrue(step.all().p99Nanos() > bp.p99Nanos() && step.all().p99Nanos() <= ncr.p999Nanos());
        // merged, the 5940th of the 6000 is NCR's 98 × 100 µs (the top 60 are its 100, 99 and part of 98),
        // reported as the histogram bucket's highest equivalent value; a mean of the types' p99s weighted by
        // their counts would be 0.4 × 9.9 + 0.6 × 1.98 = 5.15 ms
        assertEquals(9_805_823, step.all().p99Nanos());
    }

    /**
     * Iterations at 100 TPS (latency scale 1) and 300 TPS (scale 2): merged, the 3960th of the 4000 is NCR
     * of the second iteration at 97 × 200 µs = 19.4 ms (bucket's highest equivalent 19 415 039 ns); a mean
     * of the iterations' p99s (9.81 and 19.61 ms) would be 14.7 ms.
     */
    @Test
    void percentilesComeFromHistogramsMergedOverIterationsNotFromAMeanOfTheirs() {
        List<IterationResult> its = SampleRuns.run(new double[] {100, 300}, new double[] {1, 2})
                .details()
                .iterations();
        StepFigures step = StepFiguresFromIterations.of(LoadLevel.users(4), its, 0.99, 0, Double.NaN);
        assertEquals(19_415_039, step.all().p99Nanos());
    }

    @Test
    void thinkTimeAndClientCpuArePassedThrough() {
        StepFigures step = StepFiguresFromIterations.of(LoadLevel.users(4), iterations(100, 200), 0.99, 5 * MS, 42);
        assertEquals(5 * MS, step.meanThinkNanosPerTransaction());
        assertEquals(42, step.clientCpuPercent());
    }

    /** A statement runner's per-statement entries are inside their transaction: never counted twice. */
    @Test
    void failuresCountAndStatementsAreLeftOut() {
        List<IterationResult> its = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            TransactionResult tx = withFailures(SampleRuns.transaction("Run", "R", 1000, 10_000), 10);
            TransactionResult statement = new TransactionResult(
                    "Run#1", "R1", "sample.R#1", 1000, 10, 0, tx.latencyNanos().copy());
            its.add(new IterationResult(Phase.MEASUREMENT, 0, i, Duration.ofSeconds(10), List.of(tx, statement)));
        }
        StepFigures step = StepFiguresFromIterations.of(LoadLevel.users(1), its, 0.99, 0, Double.NaN);
        assertEquals(
                List.of("Run"),
                step.transactions().stream().map(TransactionFigures::id).toList());
        assertEquals(2000, step.all().completed());
        assertEquals(20, step.all().failed());
        assertEquals(20.0 / 2020, step.all().errorFraction(), 1e-12);
        assertEquals(2000, step.stepCompleted());
        assertEquals(20, step.stepFailed());
        assertEquals(100, step.transactionsPerSecond().mean(), 1e-9);
    }

    /** A type that completed nothing has no response times, not response times of 0. */
    @Test
    void aTypeWithoutCompletionsHasNanLatencies() {
        TransactionResult idle = new TransactionResult("Idle", "I", "sample.I", 0, 3, 0, new Histogram(3));
        List<IterationResult> its = List.of(
                new IterationResult(Phase.MEASUREMENT, 0, 0, Duration.ofSeconds(10), List.of(idle)),
                new IterationResult(Phase.MEASUREMENT, 0, 1, Duration.ofSeconds(10), List.of(idle)));
        StepFigures step = StepFiguresFromIterations.of(LoadLevel.users(1), its, 0.99, 0, Double.NaN);
        TransactionFigures figures = step.transactions().get(0);
        assertEquals(6, figures.failed());
        assertTrue(Double.isNaN(figures.p99Nanos()));
        assertTrue(Double.isNaN(step.all().meanNanos()));
        assertEquals(1.0, step.all().errorFraction());
    }

    private static TransactionResult withFailures(TransactionResult tx, long failed) {
        return new TransactionResult(
                tx.id(), tx.shortName(), tx.className(), tx.completed(), failed, 0, tx.latencyNanos());
    }
}
