package io.dbbench.core.internal.stats;

/**
 * Log-gamma and the regularized incomplete beta function: the two pieces Student's t needs. Written
 * here (not taken from a library) to keep bench-core free of a maths dependency.
 */
final class SpecialFunctions {
    /** Lanczos approximation, g = 7, nine coefficients: about 15 significant digits for x > 0. */
    private static final double LANCZOS_G = 7;

    private static final double[] LANCZOS = {
        0.99999999999980993,
        676.5203681218851,
        -1259.1392167224028,
        771.32342877765313,
        -176.61502916214059,
        12.507343278686905,
        -0.13857109526572012,
        9.9843695780195716e-6,
        1.5056327351493116e-7
    };
    private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
    /** Keeps Lentz's divisions away from zero. */
    private static final double TINY = 1e-300;
    /** Stop when a factor changes the fraction by no more than a few units in the last place. */
    private static final double EPSILON = 4 * Math.ulp(1.0);
    /** The continued fraction needs O(√max(a, b)) terms: enough for a, b up to about 10^9. */
    private static final int MAX_TERMS = 200_000;

    private SpecialFunctions() {}

    /** ln Γ(x) for x > 0. */
    static double logGamma(double x) {
        if (!(x > 0)) throw new IllegalArgumentException("logGamma needs x > 0, was " + x);
        if (x < 0.5) {
            // reflection keeps the approximation in its accurate range: Γ(x)Γ(1-x) = π / sin(πx)
            return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
        }
        double z = x - 1;
        double sum = LANCZOS[0];
        for (int i = 1; i < LANCZOS.length; i++) {
            sum += LANCZOS[i] / (z + i);
        }
        double base = z + LANCZOS_G + 0.5;
        return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(base) - base + Math.log(sum);
    }

    /** ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). */
    static double logBeta(double a, double b) {
        return logGamma(a) + logGamma(b) - logGamma(a + b);
    }

    /**
     * I_x(a, b), the regularized incomplete beta function, for x in [0, 1] and a, b > 0.
     *
     * @param oneMinusX 1 − x, passed separately so that a caller who knows it exactly (x close to 1)
     *                  does not lose digits to the subtraction
     */
    static double regularizedBeta(double x, double oneMinusX, double a, double b) {
        if (!(a > 0 && b > 0))
            throw new IllegalArgumentException("regularizedBeta needs a, b > 0, was " + a + ", " + b);
        if (!(x >= 0 && x <= 1)) throw new IllegalArgumentException("regularizedBeta needs x in [0, 1], was " + x);
        if (x == 0) return 0;
        if (oneMinusX == 0) return 1;
        double logFront = a * Math.log(x) + b * Math.log(oneMinusX) - logBeta(a, b);
        // the continued fraction converges fast for x below the mean (a+1)/(a+b+2); above it use the symmetry
        // I_x(a, b) = 1 - I_{1-x}(b, a)
        if (x < (a + 1) / (a + b + 2)) {
            return Math.exp(logFront) * continuedFraction(x, a, b) / a;
        }
        return 1 - Math.exp(logFront) * continuedFraction(oneMinusX, b, a) / b;
    }

    /** The incomplete beta continued fraction, evaluated with the modified Lentz method. */
    private static double continuedFraction(double x, double a, double b) {
        double c = 1;
        double d = nonZero(1 - (a + b) * x / (a + 1));
        d = 1 / d;
        double fraction = d;
        for (int m = 1; m <= MAX_TERMS; m++) {
            int twoM = 2 * m;
            // even term
            double even = m * (b - m) * x / ((a - 1 + twoM) * (a + twoM));
            d = 1 / nonZero(1 + even * d);
            c = nonZero(1 + even / c);
            fraction *= d * c;
            // odd term
            double odd = -(a + m) * (a + b + m) * x / ((a + twoM) * (a + 1 + twoM));
            d = 1 / nonZero(1 + odd * d);
            c = nonZero(1 + odd / c);
            double delta = d * c;
            fraction *= delta;
            if (Math.abs(delta - 1) <= EPSILON) return fraction;
        }
        throw new ArithmeticException(
                "incomplete beta continued fraction did not converge for x=" + x + ", a=" + a + ", b=" + b);
    }

    private static double nonZero(double v) {
        return Math.abs(v) < TINY ? TINY : v;
    }
}
