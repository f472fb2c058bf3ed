package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Drift is a change within a run: two steady repeats at different levels are not drifting. */
class TrendAcrossRepeatsTest {
    private static IterationResult iteration(int repeat, int index, long completed) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(1_000_000, completed);
        return new IterationResult(
                Phase.MEASUREMENT,
                repeat,
                index,
                Duration.ofSeconds(1),
                List.of(new TransactionResult("T", "T", "x", completed, 0, 0, h)));
    }

    private static List<IterationResult> repeats(long[]... perRepeat) {
        List<IterationResult> out = new ArrayList<>();
        for (int r = 0; r < perRepeat.length; r++) {
            for (int i = 0; i < perRepeat[r].length; i++) out.add(iteration(r, i, perRepeat[r][i]));
        }
        return out;
    }

    @Test
    void twoSteadyRepeatsAtDifferentLevelsDoNotDrift() {
        TrendCheck t = IterationScores.of(
                        repeats(new long[] {100, 101, 99, 100}, new long[] {200, 201, 199, 200}), 0.999)
                .trend();
        assertTrue(t.enoughData());
        assertFalse(t.drifting(), ScoreTable.trendLine(t));
    }

    @Test
    void aRepeatThatDriftsIsReported() {
        TrendCheck t = IterationScores.of(
                        repeats(new long[] {100, 101, 99, 100}, new long[] {200, 201, 150, 151}), 0.999)
                .trend();
        assertTrue(t.drifting(), ScoreTable.trendLine(t));
    }
}
