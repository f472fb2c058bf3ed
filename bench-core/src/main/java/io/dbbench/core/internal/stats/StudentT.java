package io.dbbench.core.internal.stats;

/**
 * Student's t distribution for real-valued degrees of freedom: Welch's test yields non-integer
 * degrees of freedom, so table look-ups or integer-only formulas will not do.
 *
 * <p>The CDF goes through the regularized incomplete beta function,
 * {@code P(T > t) = I_x(df/2, 1/2) / 2} with {@code x = df / (df + t²)}, which keeps full relative
 * precision in the tails (no {@code 1 - cdf} cancellation): what small p-values need. The quantile
 * inverts the upper tail by Newton's method kept inside a bisection bracket.
 */
public final class StudentT {
    /** Upper bound on the bracket search; beyond it the quantile is reported as infinite. */
    private static final double LARGEST_QUANTILE = 1e300;

    private static final int MAX_ROOT_STEPS = 400;

    private StudentT() {}

    /** P(T ≤ t) for {@code degreesOfFreedom} > 0 (finite). */
    public static double cdf(double t, double degreesOfFreedom) {
        checkDegreesOfFreedom(degreesOfFreedom);
        if (Double.isNaN(t)) return Double.NaN;
        double upper = upperTail(Math.abs(t), degreesOfFreedom);
        return t >= 0 ? 1 - upper : upper;
    }

    /** Two-sided p-value of a t statistic: P(|T| ≥ |t|). Exact in the tails, 1 at t = 0. */
    public static double twoSidedPValue(double t, double degreesOfFreedom) {
        checkDegreesOfFreedom(degreesOfFreedom);
        if (Double.isNaN(t)) return Double.NaN;
        return Math.min(1, 2 * upperTail(Math.abs(t), degreesOfFreedom));
    }

    /**
     * The t with P(T ≤ t) = {@code probability}: e.g. {@code quantile(0.975, 10)} = 2.228139.
     *
     * @param probability in (0, 1); 0 and 1 give -∞ and +∞
     */
    public static double quantile(double probability, double degreesOfFreedom) {
        checkDegreesOfFreedom(degreesOfFreedom);
        if (!(probability >= 0 && probability <= 1)) {
            throw new IllegalArgumentException("probability must be in [0, 1], was " + probability);
        }
        if (probability == 0.5) return 0;
        if (probability == 0) return Double.NEGATIVE_INFINITY;
        if (probability == 1) return Double.POSITIVE_INFINITY;
        // symmetric: solve for the upper tail area q < 0.5 and set the sign
        double q = probability > 0.5 ? 1 - probability : probability;
        double t = upperQuantile(q, degreesOfFreedom);
        return probability > 0.5 ? t : -t;
    }

    /** Probability density at t. */
    public static double density(double t, double degreesOfFreedom) {
        checkDegreesOfFreedom(degreesOfFreedom);
        double v = degreesOfFreedom;
        double logDensity = SpecialFunctions.logGamma((v + 1) / 2)
                - SpecialFunctions.logGamma(v / 2)
                - 0.5 * Math.log(v * Math.PI)
                - (v + 1) / 2 * Math.log1p(t * t / v);
        return Math.exp(logDensity);
    }

    /** P(T > t) for t ≥ 0. */
    private static double upperTail(double t, double v) {
        if (t == 0) return 0.5;
        if (Double.isInfinite(t)) return 0;
        // x = v / (v + t²) and 1 - x = r / (1 + r) with r = t² / v: both without cancellation
        double r = (t / Math.sqrt(v)) * (t / Math.sqrt(v));
        if (Double.isInfinite(r)) return 0;
        return 0.5 * SpecialFunctions.regularizedBeta(1 / (1 + r), r / (1 + r), v / 2, 0.5);
    }

    /** The t ≥ 0 with P(T > t) = q, for q in (0, 0.5]. */
    private static double upperQuantile(double q, double v) {
        double low = 0;
        double high = 1;
        while (upperTail(high, v) > q) {
            low = high;
            high *= 2;
            if (high > LARGEST_QUANTILE) return Double.POSITIVE_INFINITY;
        }
        double t = (low + high) / 2;
        for (int step = 0; step < MAX_ROOT_STEPS; step++) {
            double excess = upperTail(t, v) - q; // > 0: t is too small (the tail falls as t grows)
            if (excess == 0) return t;
            if (excess > 0) low = t;
            else high = t;
            double slope = density(t, v);
            double next = slope > 0 ? t + excess / slope : Double.NaN;
            // Newton when it stays inside the bracket (fast near the root), bisection otherwise (safe far off)
            if (!(next > low && next < high)) next = (low + high) / 2;
            if (Math.abs(next - t) <= 1e-15 * Math.max(1, Math.abs(t)) || high - low <= 1e-15 * high) return next;
            t = next;
        }
        return t;
    }

    private static void checkDegreesOfFreedom(double degreesOfFreedom) {
        if (!(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
            throw new IllegalArgumentException("degrees of freedom must be finite and > 0, was " + degreesOfFreedom);
        }
    }
}
