package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.stats.StatsFormat;
import org.junit.jupiter.api.Test;

class ScoreTest {
    /** 1..5: mean 3, s = √2.5; at 99.9 % the error is t_{0.9995,4} · s/√5 = 8.610302 · 0.7071068 = 6.088403. */
    @Test
    void jmhStyleErrorOfOneToFive() {
        Score s = Score.of(new double[] {1, 2, 3, 4, 5}, 0.999);
        assertEquals(5, s.n());
        assertEquals(3, s.mean(), 1e-15);
        assertEquals(Math.sqrt(2.5), s.stdev(), 1e-15);
        assertEquals(6.088403, s.error(), 1e-6);
        assertEquals(1, s.min());
        assertEquals(5, s.max());
        assertEquals(0.999, s.confidence());
        assertEquals(2.5, s.variance(), 1e-14);
    }

    /** The textbook set 2,4,4,4,5,5,7,9: mean 5, s = √(32/7) = 2.138090; at 95 % t_{0.975,7} = 2.364624 → 1.787488. */
    @Test
    void textbookDataAtNinetyFivePercent() {
        Score s = Score.of(new double[] {2, 4, 4, 4, 5, 5, 7, 9}, 0.95);
        assertEquals(5, s.mean(), 1e-15);
        assertEquals(2.138090, s.stdev(), 1e-6);
        assertEquals(1.787488, s.error(), 1e-6);
    }

    /** Large values with a small spread: a one-pass sum of squares would lose the spread entirely. */
    @Test
    void spreadSurvivesALargeOffset() {
        Score s = Score.of(new double[] {1e9 + 1, 1e9 + 2, 1e9 + 3}, 0.99);
        assertEquals(1.0, s.stdev(), 1e-9);
    }

    @Test
    void oneValueHasNoErrorAndNoneHasNothing() {
        Score one = Score.of(new double[] {42}, 0.999);
        assertEquals(1, one.n());
        assertEquals(42, one.mean());
        assertTrue(Double.isNaN(one.error()));
        assertTrue(Double.isNaN(one.stdev()));
        assertFalse(one.hasError());
        assertEquals("42.0 ± NaN", one.format(1, 1));
        Score none = Score.of(new double[0], 0.999);
        assertEquals(0, none.n());
        assertTrue(Double.isNaN(none.mean()));
        assertEquals("NaN", none.format(1, 1));
    }

    @Test
    void constantValuesHaveZeroError() {
        Score s = Score.of(new double[] {7, 7, 7}, 0.999);
        assertEquals(0, s.error());
        assertTrue(s.hasError());
    }

    @Test
    void formatsWithDivisorAndLabelsConfidence() {
        Score s = Score.of(new double[] {1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000}, 0.999);
        assertEquals("3.000 ± 6.088", s.format(1e6, 3));
        assertEquals("99.9%", s.confidenceLabel());
        assertEquals("99%", StatsFormat.percentLabel(0.99));
        assertEquals("95%", StatsFormat.percentLabel(0.95));
        assertEquals("99.99%", StatsFormat.percentLabel(0.9999));
    }

    @Test
    void rejectsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> Score.of(new double[] {1, 2}, 1.0));
        assertThrows(IllegalArgumentException.class, () -> Score.of(new double[] {1, 2}, 0));
        assertThrows(IllegalArgumentException.class, () -> Score.of(new double[] {1, Double.NaN}, 0.99));
    }
}
