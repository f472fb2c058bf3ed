package io.dbbench.core.stats;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.StudentT;
import java.util.Arrays;

/**
 * A JMH-style score of repeated measurements (one value per iteration): the mean and the half-width of
 * its Student's t confidence interval, {@code mean ± t_{(1+c)/2, n-1} · s / √n}.
 *
 * <p>With fewer than two values there is no spread to estimate: {@code error} and {@code stdev} are
 * NaN (JMH prints the same), and with no values at all every figure is NaN.
 *
 * @param n          number of values
 * @param mean       arithmetic mean
 * @param error      half-width of the confidence interval; NaN when n &lt; 2
 * @param confidence the interval's confidence, in (0, 1), e.g. 0.999
 * @param min        smallest value
 * @param max        largest value
 * @param stdev      sample standard deviation (n − 1 in the denominator); NaN when n &lt; 2
 */
public record Score(int n, double mean, double error, double confidence, double min, double max, double stdev) {
    /** JMH's default: 99.9 %. */
    public static final double DEFAULT_CONFIDENCE = 0.999;

    public Score {
        checkConfidence(confidence);
        if (n < 0) throw new IllegalArgumentException("n must not be negative, was " + n);
    }

    /** The score of {@code values} (not modified) at {@code confidence}, e.g. 0.999. */
    public static Score of(double[] values, double confidence) {
        checkConfidence(confidence);
        int n = values.length;
        if (n == 0) return new Score(0, Double.NaN, Double.NaN, confidence, Double.NaN, Double.NaN, Double.NaN);
        for (double v : values) {
            if (!Double.isFinite(v)) throw new IllegalArgumentException("values must be finite, got " + v);
        }
        double mean = Arrays.stream(values).sum() / n;
        double min = Arrays.stream(values).min().orElseThrow();
        double max = Arrays.stream(values).max().orElseThrow();
        if (n == 1) return new Score(1, mean, Double.NaN, confidence, min, max, Double.NaN);
        double sumOfSquares = 0;
        for (double v : values) {
            sumOfSquares += (v - mean) * (v - mean); // two-pass: no catastrophic cancellation of sum(x²) - n·mean²
        }
        double stdev = Math.sqrt(sumOfSquares / (n - 1));
        double error = StudentT.quantile((1 + confidence) / 2, n - 1) * stdev / Math.sqrt(n);
        return new Score(n, mean, error, confidence, min, max, stdev);
    }

    /** Sample variance, s²; NaN when n &lt; 2. */
    public double variance() {
        return stdev * stdev;
    }

    /** Whether the error (and so a statistical test) exists: at least two values. */
    public boolean hasError() {
        return n >= 2;
    }

    /**
     * {@code "1234.5 ± 12.3"} with {@code decimals} digits after the point for both, each divided by
     * {@code divisor} first (e.g. 1e6 to show nanoseconds as milliseconds); {@code "1234.5 ± NaN"} for
     * one value, {@code "NaN"} for none.
     */
    public String format(double divisor, int decimals) {
        if (n == 0) return "NaN";
        return StatsFormat.number(mean / divisor, decimals) + " ± " + StatsFormat.number(error / divisor, decimals);
    }

    /** The confidence as a percentage label: 0.999 → "99.9%", 0.99 → "99%". */
    public String confidenceLabel() {
        return StatsFormat.percentLabel(confidence);
    }

    private static void checkConfidence(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
    }
}
