package io.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PairedComparisonTest {
    private static final double[] A = {1000, 1012, 987, 1003, 995, 1008};
    private static final double[] B = {905, 918, 884, 910, 896, 903};

    @Test
    void lowerThroughputIsSlowerAndHigherLatencyToo() {
        PairedComparison tps = PairedComparison.of(A, B, 0.99, true);
        assertEquals(Verdict.SLOWER, tps.verdict());
        assertEquals(-9.81, tps.changePercent(), 0.01);
        assertEquals(9.81, tps.slowdownPercent(), 0.01);
        assertEquals("B/A 0.902 (99% interval 0.893 .. 0.911), -9.8%, p<0.0001 over 6 pairs: slower", tps.describe());

        PairedComparison latency = PairedComparison.of(B, A, 0.99, false);
        assertEquals(Verdict.SLOWER, latency.verdict(), "B's latency higher: slower");
        assertEquals(PairedComparison.of(A, B, 0.99, false).verdict(), Verdict.FASTER);
    }

    @Test
    void noiseWithinThePairsIsNotSignificant() {
        PairedComparison c =
                PairedComparison.of(new double[] {44, 61, 38, 52, 47}, new double[] {49, 55, 41, 50, 43}, 0.99, true);
        assertEquals(Verdict.NO_DIFFERENCE, c.verdict());
        assertTrue(c.describe().endsWith("over 5 pairs: not significant at 99%"), c.describe());
    }

    @Test
    void driftBetweenPairsCancelsWhereWelchSeesOnlyNoise() {
        // the machine slows by 40% over the job; each B ran beside its A and is 3% faster
        double[] a = {500, 460, 430, 400, 370, 340, 310, 290};
        double[] b = {516, 473, 444, 411, 382, 350, 320, 298};
        assertEquals(Verdict.FASTER, PairedComparison.of(a, b, 0.99, true).verdict());
        assertFalse(io.dbbench.core.stats.WelchTest.of(b, a).significantAt(0.99), "unpaired, the drift drowns the 3%");
    }

    @Test
    void untestableAndNoiselessPairsHaveClearVerdictsAndNoNaN() {
        PairedComparison one = PairedComparison.of(new double[] {1}, new double[] {2}, 0.99, true);
        assertEquals(Verdict.NOT_COMPARABLE, one.verdict());
        assertNull(one.test());
        assertEquals("not comparable: needs at least 2 pairs to estimate the noise, has 1", one.describe());

        PairedComparison zero = PairedComparison.of(new double[] {1, 0}, new double[] {1, 1}, 0.99, true);
        assertEquals(Verdict.NOT_COMPARABLE, zero.verdict());
        assertTrue(zero.reason().startsWith("pair 2 has a score that is not a positive number"), zero.reason());

        PairedComparison same = PairedComparison.of(new double[] {3, 4}, new double[] {3, 4}, 0.99, true);
        assertEquals(Verdict.NO_DIFFERENCE, same.verdict());
        assertEquals(0, same.changePercent());
        assertEquals(
                "B/A 1.000 (99% interval 1.000 .. 1.000), 0.0%, p=1.0000 over 2 pairs: not significant at 99%"
                        + " (every pair had the same ratio: no noise, the verdict rests on the ratio alone)",
                same.describe());
    }
}
