package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TrendCheckTest {
    @Test
    void steadyThroughputIsNotDrifting() {
        TrendCheck c = TrendCheck.of(new double[] {1000, 1010, 990, 1005, 995, 1002});
        assertTrue(c.enoughData());
        assertEquals(1000, c.firstHalfMean(), 1e-9);
        assertEquals(1000 + 2 / 3.0, c.secondHalfMean(), 1e-9);
        assertEquals(0.0667, c.driftPercent(), 0.0001);
        assertFalse(c.drifting());
    }

    /** Falling by about 20 % with little noise: significant and large. */
    @Test
    void fallingThroughputIsFlagged() {
        TrendCheck c = TrendCheck.of(new double[] {1000, 1001, 999, 1000, 800, 801, 799, 800});
        assertEquals(-20, c.driftPercent(), 1e-9);
        assertTrue(c.pValue() < 0.01, "p = " + c.pValue());
        assertTrue(c.drifting());
    }

    /** Significant but below the threshold: 2 % is tolerated by default, flagged with a 1 % threshold. */
    @Test
    void smallSignificantDriftNeedsTheThreshold() {
        double[] values = {1000, 1001, 999, 1000, 980, 981, 979, 980};
        TrendCheck byDefault = TrendCheck.of(values);
        assertTrue(byDefault.pValue() < 0.01);
        assertFalse(byDefault.drifting());
        assertTrue(TrendCheck.of(values, 1).drifting());
    }

    /** Large but noisy: not significant, so not flagged. */
    @Test
    void largeButNoisyDriftIsNotFlagged() {
        TrendCheck c = TrendCheck.of(new double[] {1000, 600, 1400, 500, 1300, 700});
        assertTrue(Math.abs(c.driftPercent()) > 5);
        assertFalse(c.drifting());
    }

    /** Odd count: the middle value belongs to neither half. */
    @Test
    void oddCountLeavesOutTheMiddle() {
        TrendCheck c = TrendCheck.of(new double[] {10, 12, 1_000_000, 20, 22});
        assertEquals(11, c.firstHalfMean());
        assertEquals(21, c.secondHalfMean());
    }

    @Test
    void fewerThanFourValuesIsNotEnoughData() {
        TrendCheck c = TrendCheck.of(new double[] {1, 2, 3});
        assertFalse(c.enoughData());
        assertFalse(c.drifting());
        assertTrue(Double.isNaN(c.driftPercent()));
        assertEquals(3, c.count());
    }

    @Test
    void zeroThroughputHalves() {
        assertTrue(Double.isNaN(TrendCheck.of(new double[] {0, 0, 0, 0}).driftPercent()));
        assertFalse(TrendCheck.of(new double[] {0, 0, 0, 0}).drifting());
        assertEquals(
                Double.POSITIVE_INFINITY,
                TrendCheck.of(new double[] {0, 0, 5, 6}).driftPercent());
        assertThrows(IllegalArgumentException.class, () -> TrendCheck.of(new double[] {1, 2, 3, 4}, -1));
    }
}
