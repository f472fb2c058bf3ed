package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.WelchTest;
import org.junit.jupiter.api.Test;

class TpsGrowthTest {
    private static final double C = CapacitySearch.SATURATION_CONFIDENCE;

    private static Score tps(double... values) {
        return Score.of(values, C);
    }

    /**
     * Means 100 and 104, both s² = 2.5 over 5 values: t = 4 on 8 degrees of freedom, whose upper tail
     * is 0.0019749 (numerical integration of the t density): half the two-sided p, and below 0.01.
     */
    @Test
    void oneSidedPIsTheUpperTailOfWelchsT() {
        Score lower = tps(100, 102, 98, 101, 99);
        Score higher = tps(104, 106, 102, 105, 103);
        TpsGrowth g = TpsGrowth.between(lower, higher, C);
        assertEquals(GrowthStatus.GREW, g.status());
        assertEquals(0.0019749, g.oneSidedP(), 1e-6);
        assertEquals(WelchTest.of(higher, lower).pValue() / 2, g.oneSidedP(), 1e-15);
        assertEquals(
                "TPS 104.0 ± 3.3 significantly above 100.0 ± 3.3 (± at 99%; one-sided Welch p=0.0020, needs < 0.01)",
                g.sentence());
    }

    /**
     * Steps scored at 99.9 % (± 6.1: t(0.9995, 4) = 8.610 × 1.581 / √5) and tested at 99 %: the sentence
     * shows the ± at 99 % (t(0.995, 4) = 4.604 × 1.581 / √5 = 3.3), the confidence it names.
     */
    @Test
    void theSentenceShowsTheErrorsAtTheTestsConfidence() {
        Score lower = Score.of(new double[] {100, 102, 98, 101, 99}, 0.999);
        Score higher = Score.of(new double[] {104, 106, 102, 105, 103}, 0.999);
        assertEquals("104.0 ± 6.1", higher.format(1, 1));
        assertEquals(
                "TPS 104.0 ± 3.3 significantly above 100.0 ± 3.3 (± at 99%; one-sided Welch p=0.0020, needs < 0.01)",
                TpsGrowth.between(lower, higher, C).sentence());
    }

    /** Noisy iterations (±25 %) still grow when the step doubles the throughput. */
    @Test
    void noisyButRisingGrows() {
        TpsGrowth g = TpsGrowth.between(tps(180, 220, 190, 210, 200), tps(300, 500, 380, 420, 400), C);
        assertTrue(g.grew());
    }

    /** The same mean within noise is flat; the test's p is far above 0.01. */
    @Test
    void flatIsNotGrowth() {
        TpsGrowth g = TpsGrowth.between(tps(700, 720, 690, 710, 705), tps(705, 715, 700, 712, 698), C);
        assertEquals(GrowthStatus.FLAT, g.status());
        assertTrue(g.oneSidedP() > 0.1);
    }

    /** A rise the one-sided test accepts at 95 % but not at 99 %: the confidence decides. */
    @Test
    void aSmallRiseGrowsAt95ButNotAt99() {
        Score lower = tps(100, 102, 98, 101, 99);
        Score higher = tps(102, 104, 100, 103, 101); // t = 2 on 8 df: one-sided p ≈ 0.040
        assertEquals(GrowthStatus.FLAT, TpsGrowth.between(lower, higher, 0.99).status());
        assertEquals(GrowthStatus.GREW, TpsGrowth.between(lower, higher, 0.95).status());
    }

    /** A significant fall is not growth: its one-sided p is near 1. */
    @Test
    void aFallIsFlatHoweverSignificant() {
        TpsGrowth g = TpsGrowth.between(tps(700, 710, 705, 702, 708), tps(500, 505, 498, 502, 501), C);
        assertEquals(GrowthStatus.FLAT, g.status());
        assertTrue(g.oneSidedP() > 0.99);
    }

    /** Constant iterations on both sides: a higher mean is growth (p = 0), an equal one is not (p = 0.5). */
    @Test
    void constantStepsFollowWelchsZeroVarianceRule() {
        assertEquals(0, TpsGrowth.between(tps(5, 5, 5), tps(6, 6, 6), C).oneSidedP());
        assertTrue(TpsGrowth.between(tps(5, 5, 5), tps(6, 6, 6), C).grew());
        assertEquals(0.5, TpsGrowth.between(tps(5, 5, 5), tps(5, 5, 5), C).oneSidedP());
        assertFalse(TpsGrowth.between(tps(6, 6, 6), tps(5, 5, 5), C).grew());
    }

    /**
     * 60, 140 → 1000, 1010: Welch's t is 22.3 on about 1 degree of freedom, one-sided p ≈ 0.014, not
     * below 0.01; but the mean rose tenfold, far above 5 %: inconclusive, not flat.
     */
    @Test
    void aLargeRiseTheTestCannotConfirmIsInconclusive() {
        TpsGrowth g = TpsGrowth.between(tps(60, 140), tps(1000, 1010), C);
        assertEquals(GrowthStatus.INCONCLUSIVE, g.status());
        assertFalse(g.grew());
        assertTrue(g.oneSidedP() > 0.01 && g.oneSidedP() < 0.02, "p " + g.oneSidedP());
        assertTrue(
                g.sentence().contains("not significantly above 100.0 ± ")
                        && g.sentence().contains(" but +905.0%: inconclusive, too few or too noisy iterations"),
                g.sentence());
    }

    /** A non-significant rise of 5 % or less is flat: 100 → 104.5 (+4.5 %) with noisy iterations. */
    @Test
    void aSmallUnconfirmedRiseIsFlat() {
        assertEquals(
                GrowthStatus.FLAT,
                TpsGrowth.between(tps(80, 120, 100), tps(84.5, 124.5, 104.5), C).status());
        assertEquals(
                GrowthStatus.INCONCLUSIVE,
                TpsGrowth.between(tps(80, 120, 100), tps(85.5, 125.5, 105.5), C).status());
    }

    @Test
    void oneIterationCannotBeTested() {
        TpsGrowth g = TpsGrowth.between(tps(100), tps(500, 510), C);
        assertEquals(GrowthStatus.UNTESTED, g.status());
        assertEquals(
                "TPS not tested for growth: needs at least 2 measured iterations per step, has 1 and 2", g.sentence());
        assertThrows(IllegalArgumentException.class, () -> TpsGrowth.between(tps(1, 2), tps(1, 2), 1));
    }
}
