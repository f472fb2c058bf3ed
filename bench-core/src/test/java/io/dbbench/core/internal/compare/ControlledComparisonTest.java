package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.SampleRuns;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ControlledComparisonTest {
    private static final ComparisonOptions GATE = ComparisonOptions.defaults().withFailIfSlowerPercent(10);

    private static double[] times(double factor, double... values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) out[i] = values[i] * factor;
        return out;
    }

    private static double[] same(int n, double v) {
        double[] out = new double[n];
        java.util.Arrays.fill(out, v);
        return out;
    }

    private static final double[] BASE_TPS = {1000, 1010, 990, 1005, 995};
    private static final double[] BASE_CONTROL = {5000, 5050, 4950, 5020, 4980};

    @Test
    void aMachineThirtyPercentSlowerForBothLoadsIsNoRegression() {
        RunResult base = SampleRuns.run(BASE_TPS);
        RunResult baseControl = SampleRuns.run(BASE_CONTROL);
        // tonight everything runs at 0.7 of the baseline's speed: TPS × 0.7, latencies / 0.7
        RunResult slowMachine = SampleRuns.run(times(0.7, BASE_TPS), same(5, 1 / 0.7));
        RunResult slowControl = SampleRuns.run(times(0.7, BASE_CONTROL));

        Comparison absolute = RunComparison.compare(base, slowMachine, GATE);
        assertFalse(absolute.regressions().isEmpty(), "the absolute figures cry wolf");
        Comparison relative = ControlledComparison.compare(base, baseControl, slowMachine, slowControl, GATE);
        assertTrue(relative.regressions().isEmpty(), relative.regressions().toString());
        assertEquals(0, relative.metrics().get(0).changePercent(), 0.5);
    }

    @Test
    void aWorkloadSlowerWhileTheControlIsNotIsARegression() {
        RunResult base = SampleRuns.run(BASE_TPS);
        RunResult baseControl = SampleRuns.run(BASE_CONTROL);
        RunResult slowerCode = SampleRuns.run(times(0.8, BASE_TPS));
        Comparison relative =
                ControlledComparison.compare(base, baseControl, slowerCode, SampleRuns.run(BASE_CONTROL), GATE);
        assertEquals(1, relative.regressions().size(), relative.regressions().toString());
        assertEquals(MetricKind.TPS, relative.regressions().get(0).kind());
        assertEquals(-20, relative.regressions().get(0).changePercent(), 0.5);
    }

    @Test
    void aSlowerCodeOnABusierMachineIsStillCaught() {
        RunResult base = SampleRuns.run(BASE_TPS);
        RunResult baseControl = SampleRuns.run(BASE_CONTROL);
        // the machine is 30% slower AND the code 20% slower: the control accounts for the first only
        RunResult both = SampleRuns.run(times(0.7 * 0.8, BASE_TPS), same(5, 1 / 0.7));
        Comparison relative =
                ControlledComparison.compare(base, baseControl, both, SampleRuns.run(times(0.7, BASE_CONTROL)), GATE);
        assertEquals(-20, relative.metrics().get(0).changePercent(), 0.5);
        assertFalse(relative.regressions().isEmpty());
    }

    @Test
    void oneQuietMinuteInTheBaselineDoesNotHideABuildFourTimesSlower() {
        // measured on the shared build machine: the baseline's fifth iteration ran while the neighbours
        // paused, so its workload/control ratio was twice the others'; tonight the build is 75% slower
        RunResult base = SampleRuns.run(100, 100, 100, 100, 220);
        RunResult control = SampleRuns.run(same(5, 5000));
        RunResult slowerCode = SampleRuns.run(25, 24, 26, 25, 25);

        // on the values themselves the quiet minute's spread leaves p above 1%: the build would pass
        Comparison linear = RunComparison.compare(
                ControlledComparison.normalize(base, control, 5000),
                ControlledComparison.normalize(slowerCode, control, 5000),
                GATE);
        assertTrue(linear.regressions().isEmpty(), linear.metrics().get(0).toString());

        Comparison relative = ControlledComparison.compare(base, control, slowerCode, control, GATE);
        MetricComparison tps = relative.metrics().get(0);
        assertTrue(tps.onLogScale());
        assertEquals(List.of(tps), relative.regressions(), tps.toString());
        // the ratio of the geometric means, (25·24·26·25·25)^(1/5) / (100⁴·220)^(1/5) − 1
        assertEquals(-78.65, tps.changePercent(), 0.05);
    }

    @Test
    void anUnchangedBuildOnANoisyNightIsNoRegressionOnTheLogScale() {
        RunResult base = SampleRuns.run(100, 100, 100, 100, 220);
        RunResult control = SampleRuns.run(same(5, 5000));
        // the same code: tonight's quiet minute came first
        RunResult tonight = SampleRuns.run(210, 95, 105, 100, 98);
        Comparison relative = ControlledComparison.compare(base, control, tonight, control, GATE);
        assertTrue(relative.regressions().isEmpty(), relative.metrics().get(0).toString());
        assertEquals(Verdict.NO_DIFFERENCE, relative.metrics().get(0).verdict());
    }

    @Test
    void iterationByIterationPairingCancelsABusyMinute() {
        // the third iteration of tonight's run was hit by a neighbour's build: both loads at half speed
        RunResult tonight = SampleRuns.run(new double[] {1000, 1010, 495, 1005, 995}, new double[] {1, 1, 2, 1, 1});
        RunResult tonightControl = SampleRuns.run(5000, 5050, 2475, 5020, 4980);
        RunResult normalized = ControlledComparison.normalize(
                tonight, tonightControl, ControlledComparison.meanTps(SampleRuns.run(BASE_CONTROL)));
        double third = normalized.details().measuredIterations().get(2).transactionsPerSecond();
        assertEquals(1000, third, 15);
    }

    @Test
    void latenciesAreScaledByTheMachinesSpeed() {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(1_000_000, 10);
        h.recordValueWithCount(2_000_000, 10);
        Histogram scaled = ControlledComparison.scaled(h, 0.5);
        assertEquals(20, scaled.getTotalCount());
        assertEquals(750_000, scaled.getMean(), 1_000);
    }

    @Test
    void warmUpsAreDroppedAndUnpairedRunsRefused() {
        RunResult normalized =
                ControlledComparison.normalize(SampleRuns.run(BASE_TPS), SampleRuns.run(BASE_CONTROL), 5000);
        assertEquals(5, normalized.details().iterations().size());
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> ControlledComparison.normalize(SampleRuns.run(BASE_TPS), SampleRuns.run(5000, 5000), 5000));
        assertTrue(e.getMessage().contains("in pairs"), e.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> ControlledComparison.normalize(SampleRuns.run(BASE_TPS), SampleRuns.run(BASE_CONTROL), 0));
    }
}
