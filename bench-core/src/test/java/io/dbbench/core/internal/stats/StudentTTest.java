package io.dbbench.core.internal.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class StudentTTest {
    /**
     * Quantiles t_{p,df} from the standard two-sided tables of Student's t (as printed, e.g., in the
     * NIST/SEMATECH e-Handbook of Statistical Methods, table 1.4.2.3, and any statistics textbook),
     * 6 to 7 significant digits. The 0.9995 rows are the ones JMH uses for 99.9 % intervals.
     */
    @ParameterizedTest(name = "t({0}, {1}) = {2}")
    @CsvSource({
        "0.975, 10, 2.228139",
        "0.9995, 4, 8.610302",
        "0.995, 1, 63.65674",
        "0.975, 1, 12.70620",
        "0.95, 1, 6.313752",
        "0.975, 2, 4.302653",
        "0.995, 9, 3.249836",
        "0.9995, 9, 4.780913",
        "0.975, 30, 2.042272",
        "0.95, 100, 1.660234",
        "0.975, 120, 1.979930",
    })
    void quantilesMatchPublishedTables(double p, double df, double expected) {
        assertEquals(expected, StudentT.quantile(p, df), expected * 5e-7);
        assertEquals(-expected, StudentT.quantile(1 - p, df), expected * 5e-7, "symmetric");
    }

    /** With df → ∞ t tends to the normal: z_{0.95} = 1.644854, z_{0.975} = 1.959964 (normal tables). */
    @Test
    void largeDegreesOfFreedomApproachTheNormal() {
        assertEquals(1.6448536, StudentT.quantile(0.95, 1e7), 2e-6);
        assertEquals(1.9599640, StudentT.quantile(0.975, 1e7), 2e-6);
    }

    /** df = 1 is the Cauchy distribution: F(t) = 1/2 + atan(t)/π, quantile tan(π(p − 1/2)). Exact. */
    @ParameterizedTest
    @ValueSource(doubles = {0.001, 0.1, 0.3, 0.6, 0.9, 0.975, 0.999, 0.99999})
    void oneDegreeOfFreedomIsCauchy(double p) {
        double exact = Math.tan(Math.PI * (p - 0.5));
        assertEquals(exact, StudentT.quantile(p, 1), Math.abs(exact) * 1e-10);
        assertEquals(p, StudentT.cdf(exact, 1), p * 1e-12);
    }

    /** df = 2 in closed form: F(t) = 1/2 + t / (2√(2 + t²)), quantile (2p − 1) / √(2p(1 − p)). */
    @ParameterizedTest
    @ValueSource(doubles = {0.0005, 0.05, 0.4, 0.7, 0.975, 0.9995})
    void twoDegreesOfFreedomInClosedForm(double p) {
        double exact = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
        assertEquals(exact, StudentT.quantile(p, 2), Math.abs(exact) * 1e-10);
        assertEquals(0.5 + exact / (2 * Math.sqrt(2 + exact * exact)), StudentT.cdf(exact, 2), 1e-13);
    }

    /** df = 3 in closed form: F(t) = 1/2 + (t√3 / (3 + t²) + atan(t/√3)) / π. */
    @ParameterizedTest
    @ValueSource(doubles = {-20, -2.5, -0.3, 0, 0.7, 3.182446, 12.9})
    void threeDegreesOfFreedomInClosedForm(double t) {
        double exact = 0.5 + (t * Math.sqrt(3) / (3 + t * t) + Math.atan(t / Math.sqrt(3))) / Math.PI;
        assertEquals(exact, StudentT.cdf(t, 3), exact * 1e-11);
    }

    /** Far tails keep relative precision: P(|T| ≥ 1000) at df = 1 is 2·atan(1/1000)/π. */
    @Test
    void smallPValuesKeepTheirDigits() {
        double exact = 2 * Math.atan(1e-3) / Math.PI;
        assertEquals(exact, StudentT.twoSidedPValue(1000, 1), exact * 1e-10);
        assertEquals(exact, StudentT.twoSidedPValue(-1000, 1), exact * 1e-10);
        assertEquals(1, StudentT.twoSidedPValue(0, 7.3));
        assertEquals(0, StudentT.twoSidedPValue(Double.POSITIVE_INFINITY, 7.3));
    }

    /**
     * Non-integer degrees of freedom (what Welch produces) have no table: check the CDF against an
     * independent route, Simpson's rule over the density, and the quantile against the CDF.
     */
    @ParameterizedTest
    @CsvSource({"2.5, 1.7", "17.776, 2.1", "0.7, 3.0", "4.2, -0.9"})
    void nonIntegerDegreesOfFreedomAgreeWithIntegratedDensity(double df, double t) {
        int intervals = 20_000;
        double h = t / intervals;
        double sum = StudentT.density(0, df) + StudentT.density(t, df);
        for (int i = 1; i < intervals; i++) {
            sum += (i % 2 == 1 ? 4 : 2) * StudentT.density(i * h, df);
        }
        double integrated = 0.5 + sum * h / 3;
        assertEquals(integrated, StudentT.cdf(t, df), 1e-11);
        double p = StudentT.cdf(t, df);
        assertEquals(t, StudentT.quantile(p, df), Math.abs(t) * 1e-10);
    }

    @Test
    void quantileIsMonotoneInDegreesOfFreedom() {
        double previous = Double.POSITIVE_INFINITY;
        for (double df = 0.5; df < 200; df *= 1.3) {
            double t = StudentT.quantile(0.995, df);
            assertTrue(t < previous, "t(0.995, " + df + ") = " + t + " should fall below " + previous);
            previous = t;
        }
    }

    @Test
    void logGammaMatchesKnownValues() {
        assertEquals(Math.log(Math.sqrt(Math.PI)), SpecialFunctions.logGamma(0.5), 1e-14); // Γ(1/2) = √π
        assertEquals(Math.log(24), SpecialFunctions.logGamma(5), 1e-14); // Γ(5) = 4!
        assertEquals(0, SpecialFunctions.logGamma(1), 1e-15);
        // ln Γ(100) = ln(99!) = 359.13420536957539878... (Abramowitz & Stegun; any big-number calculator)
        assertEquals(359.1342053695754, SpecialFunctions.logGamma(100), 359.13 * 1e-14);
        // Γ(0.1) = 9.5135076986687318 (A&S table 6.1 gives Γ(1.1) = 0.95135 07699; Γ(0.1) = Γ(1.1) / 0.1)
        assertEquals(Math.log(9.5135076986687318), SpecialFunctions.logGamma(0.1), 1e-13);
    }

    @Test
    void edgesAndBadArguments() {
        assertEquals(0, StudentT.quantile(0.5, 3));
        assertEquals(Double.NEGATIVE_INFINITY, StudentT.quantile(0, 3));
        assertEquals(Double.POSITIVE_INFINITY, StudentT.quantile(1, 3));
        assertEquals(0.5, StudentT.cdf(0, 3));
        assertThrows(IllegalArgumentException.class, () -> StudentT.quantile(1.5, 3));
        assertThrows(IllegalArgumentException.class, () -> StudentT.quantile(0.9, 0));
        assertThrows(IllegalArgumentException.class, () -> StudentT.cdf(1, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> StudentT.cdf(1, Double.POSITIVE_INFINITY));
    }
}
