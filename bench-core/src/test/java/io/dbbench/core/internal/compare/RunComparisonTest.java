package io.dbbench.core.internal.compare;

import static io.dbbench.core.stats.SampleRuns.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.SampleRuns;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RunComparisonTest {
    private static final double[] BASE_TPS = {1000, 1010, 990, 1005, 995};
    private static final double[] SAME = {1, 1, 1, 1, 1};

    @Test
    void lowerThroughputIsSlowerAndHigherIsFaster() {
        RunResult base = run(BASE_TPS);
        Comparison slower = RunComparison.compare(base, run(900, 905, 895, 910, 890), ComparisonOptions.defaults());
        MetricComparison tps = slower.metrics().get(0);
        assertEquals(MetricKind.TPS, tps.kind());
        assertEquals("TPS", tps.name());
        assertEquals(Verdict.SLOWER, tps.verdict());
        assertEquals(-10, tps.changePercent(), 1e-9);
        assertEquals(10, tps.slowdownPercent(), 1e-9);
        assertTrue(tps.pValue() < 0.0001, "p = " + tps.pValue());
        assertNull(tps.reason());

        Comparison faster =
                RunComparison.compare(base, run(1100, 1105, 1095, 1110, 1090), ComparisonOptions.defaults());
        assertEquals(Verdict.FASTER, faster.metrics().get(0).verdict());
        assertEquals(-10, faster.metrics().get(0).slowdownPercent(), 1e-9);
    }

    /** Latency: lower is faster. NCR 10 % quicker, BP 10 % slower, throughput equal within its noise. */
    @Test
    void latencyDirectionIsReversed() {
        RunResult base = run(BASE_TPS, SAME, SAME);
        double[] quicker = {0.9, 0.9, 0.9, 0.9, 0.9};
        double[] slower = {1.1, 1.1, 1.1, 1.1, 1.1};
        Comparison c = RunComparison.compare(
                base, run(new double[] {1001, 1009, 992, 1003, 996}, quicker, slower), ComparisonOptions.defaults());
        assertEquals(Verdict.NO_DIFFERENCE, c.metrics().get(0).verdict());
        assertEquals(1 + 2 * 4, c.metrics().size(), "TPS + 4 latency figures for each of 2 transactions");
        for (MetricComparison m : c.metrics().subList(1, c.metrics().size())) {
            boolean ncr = m.transactionId().equals(SampleRuns.NCR);
            assertEquals(ncr ? Verdict.FASTER : Verdict.SLOWER, m.verdict(), m.name());
            assertEquals(ncr ? -10 : 10, m.changePercent(), 0.2, m.name());
        }
        assertEquals("NCR p50", c.metrics().get(2).name());
        assertEquals(
                List.of(MetricKind.MEAN, MetricKind.P50, MetricKind.P90, MetricKind.P99),
                c.metrics().subList(1, 5).stream().map(MetricComparison::kind).toList());
    }

    @Test
    void noiseIsNoDifference() {
        Comparison c = RunComparison.compare(
                run(1000, 1100, 900, 1050, 950), run(1020, 1120, 880, 1090, 960), ComparisonOptions.defaults());
        assertEquals(Verdict.NO_DIFFERENCE, c.metrics().get(0).verdict());
        assertTrue(c.metrics().get(0).pValue() > 0.01);
        assertTrue(c.comparable());
        assertNull(c.notComparableReason());
    }

    /** The gate: only gated kinds, only significant, only beyond the threshold. */
    @Test
    void regressionsNeedGateSignificanceAndSize() {
        RunResult base = run(BASE_TPS);
        RunResult tenPercentSlower = run(900, 905, 895, 910, 890);
        assertTrue(
                RunComparison.compare(base, tenPercentSlower, ComparisonOptions.defaults())
                        .regressions()
                        .isEmpty(),
                "no gate, no regression");
        Comparison gated = RunComparison.compare(
                base, tenPercentSlower, ComparisonOptions.defaults().withFailIfSlowerPercent(5));
        assertEquals(
                List.of("TPS"),
                gated.regressions().stream().map(MetricComparison::name).toList());
        assertTrue(
                RunComparison.compare(
                                base,
                                tenPercentSlower,
                                ComparisonOptions.defaults().withFailIfSlowerPercent(15))
                        .regressions()
                        .isEmpty(),
                "10 % slower is within a 15 % threshold");
        ComparisonOptions latencyOnly = new ComparisonOptions(0.99, 5, Set.of(MetricKind.P99));
        assertTrue(
                RunComparison.compare(base, tenPercentSlower, latencyOnly)
                        .regressions()
                        .isEmpty(),
                "TPS is not gated");
    }

    @Test
    void latencyRegressionIsGatedOnP50ByDefault() {
        double[] slower = {1.2, 1.2, 1.2, 1.2, 1.2};
        Comparison c = RunComparison.compare(
                run(BASE_TPS),
                run(BASE_TPS, slower),
                ComparisonOptions.defaults().withFailIfSlowerPercent(5));
        assertEquals(
                List.of("NCR p50", "BP p50"),
                c.regressions().stream().map(MetricComparison::name).toList());
        assertTrue(c.regressions().get(0).slowdownPercent() > 19);
    }

    @Test
    void oneIterationIsNotComparableAndNeverARegression() {
        Comparison c = RunComparison.compare(
                run(1000), run(BASE_TPS), ComparisonOptions.defaults().withFailIfSlowerPercent(5));
        assertFalse(c.comparable());
        assertEquals(1, c.baseIterations());
        assertEquals(5, c.candidateIterations());
        assertTrue(
                c.notComparableReason().contains("at least 2 measured iterations per run; base has 1, new has 5"),
                c.notComparableReason());
        assertTrue(c.metrics().stream().allMatch(m -> m.verdict() == Verdict.NOT_COMPARABLE));
        assertTrue(c.regressions().isEmpty());
        assertEquals(
                3, c.untestedGatedMetrics().size(), "TPS and the p50 of each of the two transactions, all untested");
        MetricComparison tps = c.metrics().get(0);
        assertEquals(1000, tps.base().mean(), 1e-9, "figures side by side anyway");
        assertEquals(1000, tps.candidate().mean(), 1e-9);
        assertEquals(0, tps.changePercent(), 1e-9);
        assertTrue(Double.isNaN(tps.pValue()));
        assertTrue(tps.reason().contains("base has 1, new has 5"), tps.reason());
    }

    /** A charbench-style run stands in as its whole run: one value, shown but not tested. */
    @Test
    void runWithoutIterationsIsItsWholeRun() {
        Comparison c =
                RunComparison.compare(SampleRuns.withoutIterations(800), run(BASE_TPS), ComparisonOptions.defaults());
        assertEquals(0, c.baseIterations());
        assertEquals(800, c.metrics().get(0).base().mean(), 1e-9);
        assertEquals(1, c.metrics().get(0).base().n());
        assertTrue(c.notComparableReason().contains("base has none (its whole run is shown)"), c.notComparableReason());
        assertTrue(c.untestedGatedMetrics().isEmpty(), "no gate");
    }

    @Test
    void transactionsInOneRunOnlyAreListedNotCompared() {
        RunResult base = run(BASE_TPS);
        IterationResult a = SampleRuns.iteration(Phase.MEASUREMENT, 0, 1000, 1);
        IterationResult b = SampleRuns.iteration(Phase.MEASUREMENT, 1, 1000, 1);
        RunResult candidate = SampleRuns.withIterations(List.of(
                new IterationResult(
                        Phase.MEASUREMENT,
                        0,
                        0,
                        a.duration(),
                        List.of(a.transactions().get(0), SampleRuns.transaction("Order Products", "OP", 10, 1000))),
                new IterationResult(
                        Phase.MEASUREMENT,
                        0,
                        1,
                        b.duration(),
                        List.of(b.transactions().get(0), SampleRuns.transaction("Order Products", "OP", 10, 1000)))));
        Comparison c = RunComparison.compare(base, candidate, ComparisonOptions.defaults());
        assertEquals(List.of(SampleRuns.BP), c.onlyInBase());
        assertEquals(List.of("Order Products"), c.onlyInCandidate());
        assertTrue(c.metrics().stream().skip(1).allMatch(m -> m.transactionId().equals(SampleRuns.NCR)));
    }

    @Test
    void optionsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new ComparisonOptions(1, Double.NaN, Set.of()));
        assertThrows(IllegalArgumentException.class, () -> new ComparisonOptions(0.99, 101, Set.of()));
        assertThrows(IllegalArgumentException.class, () -> new ComparisonOptions(0.99, -1, Set.of()));
        assertFalse(ComparisonOptions.defaults().gateEnabled());
        assertEquals(
                Set.of(MetricKind.TPS, MetricKind.P50),
                ComparisonOptions.defaults().gatedMetrics());
        assertEquals(MetricKind.P99, MetricKind.parse(" P99 "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MetricKind.parse("p95"));
        assertEquals("unknown metric 'p95' (known: tps, mean, p50, p90, p99)", e.getMessage());
    }
}
