package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.Verdict;
import org.junit.jupiter.api.Test;

/** A metric compared on the log scale: the test, the change and its interval are those of the logarithms. */
class MetricComparisonTest {
    @Test
    void theChangeIsTheRatioOfTheGeometricMeansAndTheScoresStayTheValues() {
        MetricComparison m = MetricComparison.onLogScale(
                MetricKind.TPS, null, null, new double[] {100, 400}, new double[] {50, 200}, 0.99);
        assertTrue(m.onLogScale());
        assertEquals(-50, m.changePercent(), 1e-9); // geometric means 200 and 100
        assertEquals(250, m.base().mean(), 1e-9); // shown as measured
        assertEquals(125, m.candidate().mean(), 1e-9);
        assertEquals(Verdict.NO_DIFFERENCE, m.verdict()); // a factor 4 within each run: no significance
    }

    @Test
    void theIntervalIsWelchsOnTheLogarithmsAsARatio() {
        MetricComparison m = MetricComparison.onLogScale(
                MetricKind.TPS, null, null, new double[] {90, 100, 110}, new double[] {91, 100, 109}, 0.99);
        double[] interval = m.changeInterval(0.99);
        // symmetric on the log scale: (1 + low) · (1 + high) = 1 when the geometric means are equal
        assertEquals(1, (1 + interval[0] / 100) * (1 + interval[1] / 100), 0.01);
        assertTrue(interval[0] < 0 && interval[1] > 0, interval[0] + " .. " + interval[1]);
    }

    @Test
    void aConsistentSlowdownIsSlowerAndAConsistentSpeedUpFaster() {
        double[] base = {1000, 1010, 990, 1005, 995};
        double[] slower = {800, 808, 792, 804, 796};
        MetricComparison down = MetricComparison.onLogScale(MetricKind.TPS, null, null, base, slower, 0.99);
        assertEquals(Verdict.SLOWER, down.verdict());
        assertEquals(20, down.slowdownPercent(), 0.01);
        MetricComparison up = MetricComparison.onLogScale(MetricKind.TPS, null, null, slower, base, 0.99);
        assertEquals(Verdict.FASTER, up.verdict());
    }

    @Test
    void tooFewValuesOrAnEmptyIterationCannotBeTested() {
        MetricComparison one = MetricComparison.onLogScale(
                MetricKind.TPS, null, null, new double[] {100}, new double[] {90, 95}, 0.99);
        assertEquals(Verdict.NOT_COMPARABLE, one.verdict());
        assertNull(one.changeInterval(0.99));
        MetricComparison zero = MetricComparison.onLogScale(
                MetricKind.TPS, null, null, new double[] {100, 110}, new double[] {0, 95}, 0.99);
        assertEquals(Verdict.NOT_COMPARABLE, zero.verdict());
        assertTrue(zero.reason().contains("no positive value"), zero.reason());
    }

    @Test
    void onTheValuesThemselvesTheIntervalIsOfTheRatioOfTheMeansSymmetricOnTheLogScale() {
        MetricComparison m = RunComparison.compare(
                        io.dbbench.core.stats.SampleRuns.run(100, 110, 90),
                        io.dbbench.core.stats.SampleRuns.run(100, 110, 90),
                        ComparisonOptions.defaults())
                .metrics()
                .get(0);
        assertFalse(m.onLogScale());
        double[] interval = m.changeInterval(0.99);
        // equal means: ln(new/base) = 0 ± h, so (1 + low) · (1 + high) = 1
        assertEquals(1, (1 + interval[0] / 100) * (1 + interval[1] / 100), 1e-9);
        assertTrue(interval[0] < 0 && interval[1] > 0, interval[0] + " .. " + interval[1]);
    }

    /**
     * A noisy positive quantity: the difference of the means over the base mean gave -810% .. +996% here (a
     * TPS cannot fall by more than all of it); the interval of the ratio stays above -100% and holds the change.
     */
    @Test
    void aNoisyPositiveQuantityNeverGetsAnIntervalBelowMinusAHundredPercent() {
        MetricComparison m = RunComparison.compare(
                        io.dbbench.core.stats.SampleRuns.run(2, 9, 3),
                        io.dbbench.core.stats.SampleRuns.run(3, 20, 4),
                        ComparisonOptions.defaults())
                .metrics()
                .get(0);
        assertEquals(Verdict.NO_DIFFERENCE, m.verdict());
        double[] interval = m.changeInterval(0.99);
        assertTrue(interval[0] > -100, "lower bound " + interval[0]);
        assertTrue(
                interval[0] < m.changePercent() && m.changePercent() < interval[1], interval[0] + " .. " + interval[1]);
    }

    @Test
    void aRunWithoutIterationsIsASingleReadingWhoseChangeIsShown() {
        MetricComparison m = RunComparison.compare(
                        io.dbbench.core.stats.SampleRuns.withoutIterations(1000),
                        io.dbbench.core.stats.SampleRuns.withoutIterations(900),
                        ComparisonOptions.defaults())
                .metrics()
                .get(0);
        assertEquals(Verdict.NOT_COMPARABLE, m.verdict());
        assertTrue(m.singleReading());
        assertEquals(-10, m.changePercent(), 1e-9);
        assertNull(m.changeInterval(0.99));
    }

    /** On the log scale the verdict and the interval are one test: significant exactly when the interval leaves out 0. */
    @Test
    void onTheLogScaleTheVerdictAndTheIntervalNeverDisagree() {
        java.util.Random random = new java.util.Random(37);
        for (int trial = 0; trial < 2000; trial++) {
            int n = 2 + random.nextInt(4);
            double[] base = new double[n];
            double[] candidate = new double[n];
            double shift = 1 + (random.nextDouble() - 0.5) * 0.4;
            for (int i = 0; i < n; i++) {
                base[i] = 1000 * Math.exp(random.nextGaussian() * 0.1);
                candidate[i] = 1000 * shift * Math.exp(random.nextGaussian() * (0.02 + random.nextDouble() * 0.3));
            }
            MetricComparison m = MetricComparison.onLogScale(MetricKind.TPS, null, null, base, candidate, 0.99);
            double[] interval = m.changeInterval(0.99);
            boolean leavesOutZero = interval[0] > 0 || interval[1] < 0;
            assertEquals(m.verdict() != Verdict.NO_DIFFERENCE, leavesOutZero, "trial " + trial);
            // and its verdict reads as before the disagreement line was added: the interval alone, as the test says
            String printed = interval(m);
            String expected =
                    switch (m.verdict()) {
                        case FASTER -> "faster";
                        case SLOWER -> "slower";
                        default -> (m.equivalentWithin(0.99, 5) ? "no difference: " : "not significant: ") + printed;
                    };
            assertEquals(expected, ComparisonTable.verdictText(m, ComparisonOptions.defaults()), "trial " + trial);
        }
    }

    private static String interval(MetricComparison m) {
        double[] interval = m.changeInterval(0.99);
        return io.dbbench.core.internal.stats.StatsFormat.signedPercent(interval[0]) + " .. "
                + io.dbbench.core.internal.stats.StatsFormat.signedPercent(interval[1]);
    }
}
