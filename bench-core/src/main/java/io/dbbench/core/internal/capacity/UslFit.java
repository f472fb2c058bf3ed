package io.dbbench.core.internal.capacity;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A Universal Scalability Law fit of measured points.
 *
 * @param lambda         λ, the throughput of one user with no contention (the unit of the points' throughput)
 * @param sigma          σ, contention: the fraction of the work that waits its turn (serialised)
 * @param kappa          κ, coherency: the cost per pair of users of keeping shared data consistent
 * @param r2             the coefficient of determination of the fitted throughputs against the measured ones
 * @param peakLoad       N* = sqrt((1−σ)/κ), the load of the highest throughput; empty when the fit gives no peak
 * @param peakThroughput X(N*); empty when the fit gives no peak
 * @param noPeakReason   why the fit gives no peak (R² below {@link #LOW_R2}, σ &lt; 0, σ ≥ 1 or κ ≤ 0), such as
 *                       "R² 0.2528 below 0.90"; empty when it gives one
 * @param points         the measured points, in the order given
 * @param distinctLoads  how many different loads the points have
 * @param normalisation  where λ comes from
 * @param warnings       why the fit should not be trusted, or what it cannot say; empty when it fits well
 */
public record UslFit(
        double lambda,
        double sigma,
        double kappa,
        double r2,
        OptionalDouble peakLoad,
        OptionalDouble peakThroughput,
        Optional<String> noPeakReason,
        List<UslPoint> points,
        int distinctLoads,
        UslNormalisation normalisation,
        List<String> warnings) {

    /**
     * Below this R² the fit gets a warning. 0.9 leaves a tenth of the throughput's variance unexplained: for
     * the few points a capacity curve has, that means at least one step far off the curve (a noisy or cut-short
     * step, or a limit the law does not model, such as a client, a network or a connection pool). Below it the
     * fit gives no peak.
     */
    public static final double LOW_R2 = 0.90;

    /**
     * With this many distinct loads or fewer, the fit's parameters pass the curve through every load (λ = X(1) fixed,
     * σ and κ free): R² is 1 whatever the system does, and the fit warns so.
     */
    public static final int EXACT_FIT_LOADS = 3;

    public UslFit {
        points = List.copyOf(points);
        warnings = List.copyOf(warnings);
    }

    /**
     * Whether the fitted curve describes the points, so that a plot may draw it: more than {@link #EXACT_FIT_LOADS}
     * distinct loads and R² at least {@link #LOW_R2}, the two warnings that say the fit is no evidence.
     */
    public boolean describesPoints() {
        return describes(distinctLoads, r2);
    }

    /** {@link #describesPoints()} of a fit with {@code distinctLoads} and {@code r2}, as a results.json records them. */
    public static boolean describes(int distinctLoads, double r2) {
        return distinctLoads > EXACT_FIT_LOADS && r2 >= LOW_R2;
    }

    /** X(N) of this fit. */
    public double throughputAt(double load) {
        return UslModel.throughput(lambda, sigma, kappa, load);
    }
}
