package io.dbbench.core.internal.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.hipparchus.exception.MathIllegalStateException;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresBuilder;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresOptimizer;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresProblem;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LevenbergMarquardtOptimizer;
import org.hipparchus.optim.nonlinear.vector.leastsquares.MultivariateJacobianFunction;
import org.hipparchus.util.Pair;

/**
 * Fits the Universal Scalability Law to measured points by nonlinear least squares (Hipparchus'
 * Levenberg-Marquardt, the MINPACK algorithm scipy's curve_fit uses), on the throughputs themselves: each
 * point weighs the same in throughput units, as in the R package usl and in scipy.
 *
 * <p>Normalisation as in Gunther's Guerrilla Capacity Planning: with a point at load 1, λ is the throughput
 * measured there and only σ and κ are fitted; without one (or with {@code fitLambda}), λ is fitted too.
 */
public final class UslFitter {
    /** The fewest different loads fitted: three parameters need three loads, two need more than two. */
    public static final int MIN_DISTINCT_LOADS = 3;

    private static final int MAX_ITERATIONS = 1_000;
    private static final int MAX_EVALUATIONS = 10_000;

    private UslFitter() {}

    /**
     * @param points    the measured points (any order; a load may repeat)
     * @param fitLambda fit λ even when there is a point at load 1
     * @throws UslFitException for fewer than {@value #MIN_DISTINCT_LOADS} distinct loads, a load or throughput
     *                         that is not a finite number above 0, or a fit that does not converge
     */
    public static UslFit fit(List<UslPoint> points, boolean fitLambda) throws UslFitException {
        check(points);
        double[] loads = points.stream().mapToDouble(UslPoint::load).toArray();
        double[] measured = points.stream().mapToDouble(UslPoint::throughput).toArray();
        OptionalDouble atLoadOne = points.stream()
                .filter(p -> p.load() == 1)
                .mapToDouble(UslPoint::throughput)
                .average();
        UslNormalisation normalisation = atLoadOne.isPresent() && !fitLambda
                ? UslNormalisation.MEASURED_AT_LOAD_ONE
                : UslNormalisation.FITTED_LAMBDA;
        double lambda0 = atLoadOne.isPresent() ? atLoadOne.getAsDouble() : bestPerLoad(loads, measured);
        double[] sigmaKappa0 = linearisedStart(loads, measured, lambda0);
        double lambda;
        double sigma;
        double kappa;
        if (normalisation == UslNormalisation.MEASURED_AT_LOAD_ONE) {
            double[] fitted = optimise(loads, measured, sigmaKappa0, fixedLambdaModel(loads, lambda0));
            lambda = lambda0;
            sigma = fitted[0];
            kappa = fitted[1];
        } else {
            double[] start = {lambda0, sigmaKappa0[0], sigmaKappa0[1]};
            double[] fitted = optimise(loads, measured, start, fullModel(loads));
            lambda = fitted[0];
            sigma = fitted[1];
            kappa = fitted[2];
        }
        double r2 = r2(loads, measured, lambda, sigma, kappa);
        Optional<String> noPeak = noPeakReason(sigma, kappa, r2);
        double peak = noPeak.isPresent() ? Double.NaN : UslModel.peakLoad(sigma, kappa);
        OptionalDouble peakLoad = Double.isNaN(peak) ? OptionalDouble.empty() : OptionalDouble.of(peak);
        OptionalDouble peakThroughput = Double.isNaN(peak)
                ? OptionalDouble.empty()
                : OptionalDouble.of(UslModel.throughput(lambda, sigma, kappa, peak));
        int distinct = distinctLoads(loads);
        List<String> warnings = UslWarnings.of(lambda, sigma, kappa, r2, peak, max(loads), distinct);
        return new UslFit(
                lambda, sigma, kappa, r2, peakLoad, peakThroughput, noPeak, points, distinct, normalisation, warnings);
    }

    /**
     * Why the fit gives no peak, or empty when it gives one. A peak is only as good as the curve it is read
     * from: below {@link UslFit#LOW_R2} the curve does not describe the points, and with σ or κ outside the
     * law's ranges (σ in [0, 1), κ above 0) the formula sqrt((1−σ)/κ) yields a number that is not a peak of
     * anything measured. Issue 37: a plain warning rather than a made-up peak.
     */
    public static Optional<String> noPeakReason(double sigma, double kappa, double r2) {
        List<String> reasons = new ArrayList<>();
        if (!(r2 >= UslFit.LOW_R2))
            reasons.add("R² " + UslFormat.number(r2) + " below " + String.format(Locale.ROOT, "%.2f", UslFit.LOW_R2));
        if (sigma < 0) reasons.add("σ " + UslFormat.number(sigma) + " < 0");
        if (sigma >= 1) reasons.add("σ " + UslFormat.number(sigma) + " ≥ 1");
        if (!(kappa > 0)) reasons.add("κ " + UslFormat.number(kappa) + " ≤ 0");
        return reasons.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", reasons));
    }

    private static void check(List<UslPoint> points) throws UslFitException {
        for (UslPoint p : points) {
            if (!(p.load() > 0) || Double.isInfinite(p.load()))
                throw new UslFitException("a load must be above 0, was " + UslFormat.number(p.load()));
            if (!(p.throughput() > 0) || Double.isInfinite(p.throughput()))
                throw new UslFitException("the throughput at load " + UslFormat.number(p.load())
                        + " is " + UslFormat.number(p.throughput())
                        + ": every throughput must be above 0 (a failed or empty step? leave it out)");
        }
        int distinct = distinctLoads(points.stream().mapToDouble(UslPoint::load).toArray());
        if (distinct < MIN_DISTINCT_LOADS)
            throw new UslFitException("too few points: " + distinct + " distinct load" + (distinct == 1 ? "" : "s")
                    + ", the fit needs at least " + MIN_DISTINCT_LOADS);
    }

    /** λ's start without a load-1 point: the highest throughput per unit of load, which contention only lowers. */
    private static double bestPerLoad(double[] loads, double[] measured) {
        double best = 0;
        for (int i = 0; i < loads.length; i++) best = Math.max(best, measured[i] / loads[i]);
        return best;
    }

    /**
     * σ and κ to start from: λN/X − 1 = σ(N−1) + κN(N−1) is linear in σ and κ (Gunther's transformation), so
     * ordinary least squares through the origin gives them; the nonlinear fit then corrects the weighting.
     */
    static double[] linearisedStart(double[] loads, double[] measured, double lambda) {
        double saa = 0, sab = 0, sbb = 0, say = 0, sby = 0;
        for (int i = 0; i < loads.length; i++) {
            double n = loads[i];
            double a = n - 1;
            double b = n * (n - 1);
            double y = lambda * n / measured[i] - 1;
            saa += a * a;
            sab += a * b;
            sbb += b * b;
            say += a * y;
            sby += b * y;
        }
        double det = saa * sbb - sab * sab;
        if (det == 0 || !Double.isFinite(det)) return new double[] {0, 0};
        return new double[] {(say * sbb - sby * sab) / det, (saa * sby - sab * say) / det};
    }

    private static MultivariateJacobianFunction fixedLambdaModel(double[] loads, double lambda) {
        return p -> {
            double sigma = p.getEntry(0);
            double kappa = p.getEntry(1);
            RealVector value = new ArrayRealVector(loads.length);
            RealMatrix jacobian = new Array2DRowRealMatrix(loads.length, 2);
            for (int i = 0; i < loads.length; i++) {
                double n = loads[i];
                value.setEntry(i, UslModel.throughput(lambda, sigma, kappa, n));
                jacobian.setEntry(i, 0, UslModel.dSigma(lambda, sigma, kappa, n));
                jacobian.setEntry(i, 1, UslModel.dKappa(lambda, sigma, kappa, n));
            }
            return new Pair<>(value, jacobian);
        };
    }

    private static MultivariateJacobianFunction fullModel(double[] loads) {
        return p -> {
            double lambda = p.getEntry(0);
            double sigma = p.getEntry(1);
            double kappa = p.getEntry(2);
            RealVector value = new ArrayRealVector(loads.length);
            RealMatrix jacobian = new Array2DRowRealMatrix(loads.length, 3);
            for (int i = 0; i < loads.length; i++) {
                double n = loads[i];
                value.setEntry(i, UslModel.throughput(lambda, sigma, kappa, n));
                jacobian.setEntry(i, 0, UslModel.dLambda(sigma, kappa, n));
                jacobian.setEntry(i, 1, UslModel.dSigma(lambda, sigma, kappa, n));
                jacobian.setEntry(i, 2, UslModel.dKappa(lambda, sigma, kappa, n));
            }
            return new Pair<>(value, jacobian);
        };
    }

    private static double[] optimise(
            double[] loads, double[] measured, double[] start, MultivariateJacobianFunction model)
            throws UslFitException {
        LeastSquaresProblem problem = new LeastSquaresBuilder()
                .start(start)
                .model(model)
                .target(measured)
                .maxIterations(MAX_ITERATIONS)
                .maxEvaluations(MAX_EVALUATIONS)
                .lazyEvaluation(false)
                .build();
        try {
            LeastSquaresOptimizer.Optimum optimum = new LevenbergMarquardtOptimizer().optimize(problem);
            double[] fitted = optimum.getPoint().toArray();
            for (double v : fitted) {
                if (!Double.isFinite(v))
                    throw new UslFitException("the fit diverged on these " + loads.length + " points");
            }
            return fitted;
        } catch (MathIllegalStateException e) {
            throw new UslFitException(
                    "the fit did not converge on these " + loads.length + " points: " + e.getMessage(), e);
        }
    }

    private static double r2(double[] loads, double[] measured, double lambda, double sigma, double kappa) {
        double mean = 0;
        for (double x : measured) mean += x;
        mean /= measured.length;
        double residual = 0;
        double total = 0;
        for (int i = 0; i < loads.length; i++) {
            double e = measured[i] - UslModel.throughput(lambda, sigma, kappa, loads[i]);
            residual += e * e;
            total += (measured[i] - mean) * (measured[i] - mean);
        }
        if (total == 0) return residual == 0 ? 1 : 0;
        return 1 - residual / total;
    }

    private static int distinctLoads(double[] loads) {
        return (int) java.util.Arrays.stream(loads).distinct().count();
    }

    private static double max(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) max = Math.max(max, v);
        return max;
    }
}
