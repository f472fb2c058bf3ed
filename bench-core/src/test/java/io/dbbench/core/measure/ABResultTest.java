package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.SampleRuns;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ABResult}'s figures for runs of a whole config: several transaction types in every run. */
class ABResultTest {
    private static RunResult run(double bpScale) {
        return SampleRuns.run(new double[] {100}, new double[] {1}, new double[] {bpScale});
    }

    @Test
    void theMeanResponseTimeWeighsEveryTransactionTypeByItsCount() {
        // NCR (40%) means 5.05 ms, BP (60%) 1.01 ms: 2.626 ms; B's BP at twice the cost: 0.4 x 5.05 + 0.6 x 2.02
        ABResult ab = new ABResult("a", "b", List.of(run(1), run(1), run(1)), List.of(run(2), run(2), run(2)), 0.99);
        assertEquals(2.626e6, ABResult.meanNanosOf(ab.runsA())[0], 2.626e6 * 1e-3);
        assertEquals(3.232 / 2.626, ab.meanLatency().ratio(), 2e-3, ab.summary());
        assertEquals(Verdict.SLOWER, ab.meanLatency().verdict(), ab.summary());
        assertEquals(1.0, ab.tps().ratio(), 1e-9, "the same TPS: response times alone moved");
    }
}
