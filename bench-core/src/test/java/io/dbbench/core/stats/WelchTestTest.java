package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WelchTestTest {
    /**
     * R's sleep data set (Cushny &amp; Peebles 1905), {@code t.test(extra ~ group, data = sleep)}:
     * "Welch Two Sample t-test: t = -1.8608, df = 17.776, p-value = 0.07939" (R's own example; also
     * quoted in afex's examples/examples.compare.R). t and df recomputed by hand: -1.8608135, 17.776474.
     */
    @Test
    void sleepDataAsInR() {
        double[] group1 = {0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
        double[] group2 = {1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};
        WelchTest w = WelchTest.of(group1, group2);
        assertEquals(-1.8608135, w.t(), 1e-7);
        assertEquals(17.776474, w.degreesOfFreedom(), 1e-6);
        assertEquals(0.07939, w.pValue(), 0.000005);
        assertFalse(w.significantAt(0.95));
        assertTrue(w.significantAt(0.90));
    }

    /**
     * The examples of R's ?t.test: {@code t.test(1:10, y = c(7:20))} "P = .00001855"
     * (t = -5.4349, df = 21.982), and with an outlier {@code y = c(7:20, 200)} "P = .1245 -- NOT
     * significant anymore" (t = -1.6329, df = 14.165).
     */
    @Test
    void rHelpPageExamples() {
        double[] x = IntStream.rangeClosed(1, 10).asDoubleStream().toArray();
        WelchTest clean =
                WelchTest.of(x, IntStream.rangeClosed(7, 20).asDoubleStream().toArray());
        assertEquals(-5.4349298, clean.t(), 1e-7);
        assertEquals(21.982212, clean.degreesOfFreedom(), 1e-6);
        assertEquals(1.855e-5, clean.pValue(), 0.001e-5);
        assertTrue(clean.significantAt(0.999));

        double[] withOutlier = IntStream.concat(IntStream.rangeClosed(7, 20), IntStream.of(200))
                .asDoubleStream()
                .toArray();
        WelchTest outlier = WelchTest.of(x, withOutlier);
        assertEquals(-1.6329026, outlier.t(), 1e-7);
        assertEquals(14.164599, outlier.degreesOfFreedom(), 1e-6);
        assertEquals(0.1245, outlier.pValue(), 0.00005);
        assertFalse(outlier.significantAt(0.95));
    }

    @Test
    void symmetricInItsSamples() {
        double[] a = {10, 11, 12, 13};
        double[] b = {20, 22, 19, 21, 23};
        WelchTest ab = WelchTest.of(a, b);
        WelchTest ba = WelchTest.of(b, a);
        assertEquals(-ab.t(), ba.t(), 1e-12);
        assertEquals(ab.degreesOfFreedom(), ba.degreesOfFreedom(), 1e-12);
        assertEquals(ab.pValue(), ba.pValue(), 1e-15);
    }

    @Test
    void constantAndEqualIsNotSignificant() {
        WelchTest w = WelchTest.of(new double[] {5, 5, 5}, new double[] {5, 5});
        assertEquals(0, w.t());
        assertEquals(1, w.pValue());
        assertTrue(Double.isNaN(w.degreesOfFreedom()));
        assertFalse(w.significantAt(0.5));
    }

    /** No spread at all yet different: no noise explains the difference, so it is significant (documented). */
    @Test
    void constantButDifferentIsSignificant() {
        WelchTest w = WelchTest.of(new double[] {5, 5, 5}, new double[] {6, 6});
        assertEquals(Double.NEGATIVE_INFINITY, w.t());
        assertEquals(0, w.pValue());
        assertTrue(w.significantAt(0.999999));
    }

    /** One constant side: df is n − 1 of the other side and t uses only its noise. */
    @Test
    void oneConstantSide() {
        WelchTest w = WelchTest.of(new double[] {5, 5, 5}, new double[] {4, 6, 5, 5});
        assertEquals(3, w.degreesOfFreedom(), 1e-12);
        assertEquals(0, w.t());
        assertEquals(1, w.pValue(), 1e-15);
    }

    @Test
    void needsTwoValuesPerSide() {
        assertThrows(IllegalArgumentException.class, () -> WelchTest.of(new double[] {1}, new double[] {1, 2}));
        WelchTest w = WelchTest.of(new double[] {1, 2}, new double[] {3, 4});
        assertThrows(IllegalArgumentException.class, () -> w.significantAt(1));
    }
}
