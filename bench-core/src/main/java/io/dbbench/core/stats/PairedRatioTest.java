package io.dbbench.core.stats;

import io.dbbench.core.internal.stats.StudentT;
import java.util.Objects;
import java.util.Optional;

/**
 * The paired t-test of interleaved runs on the log scale: given the scores (A_i, B_i) of runs made in
 * the order A B B A A B ..., does B differ from A by more than the pairs' noise explains? Each pair ran
 * side by side, so whatever moved the machine between pairs (load, drift, the database growing) moves
 * both of a pair and drops out of {@code d_i = ln(B_i / A_i)}; Welch's test over the two sides would
 * count it as noise instead.
 *
 * <p>{@code t = mean(d) / (s_d / √n)} with n − 1 degrees of freedom (scipy's {@code ttest_rel(log B,
 * log A)}); the ratio is {@code exp(mean(d))}, the geometric mean of B_i / A_i, and its interval
 * {@code exp(mean(d) ± t_{(1+c)/2, n−1} · s_d / √n)}. The log scale because the noise of rates on a busy
 * machine is multiplicative: a quiet minute doubles a value as easily as a busy one halves it.
 *
 * <p>When every pair has the same ratio (s_d = 0, or below {@link #SAME_RATIO_LOG_SPREAD}: ln(50/100) and
 * ln(40/80) differ in the last bit) the test decides from the data as {@link WelchTest}
 * does: a ratio of exactly 1 is no difference (t = 0, p = 1), any other ratio is significant at every
 * confidence (t = ±∞, p = 0), since there is no noise that could explain it; the interval is that one
 * ratio.
 *
 * @param pairs            n, at least 2
 * @param meanLogRatio     mean of ln(B_i / A_i)
 * @param stdevLogRatio    sample standard deviation of ln(B_i / A_i) (n − 1 in the denominator)
 * @param t                t statistic, positive when B is higher
 * @param degreesOfFreedom n − 1
 * @param pValue           two-sided p-value
 * @param confidence       of the interval, in (0, 1)
 * @param lowLogRatio      lower end of the confidence interval of the mean log ratio
 * @param highLogRatio     upper end
 */
public record PairedRatioTest(
        int pairs,
        double meanLogRatio,
        double stdevLogRatio,
        double t,
        double degreesOfFreedom,
        double pValue,
        double confidence,
        double lowLogRatio,
        double highLogRatio) {
    /**
     * A spread of the log ratios this small is rounding, not noise: the pairs' ratios agree to 12 digits
     * (no measured score does), so they count as the same ratio.
     */
    public static final double SAME_RATIO_LOG_SPREAD = 1e-12;

    /**
     * Tests the pairs (a[i], b[i]) at {@code confidence} (e.g. 0.99).
     *
     * @throws IllegalArgumentException with {@link #whyNotTestable}'s message when they cannot be tested
     */
    public static PairedRatioTest of(double[] a, double[] b, double confidence) {
        if (!(confidence > 0 && confidence < 1))
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        whyNotTestable(a, b).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        int n = a.length;
        double[] logRatios = new double[n];
        for (int i = 0; i < n; i++) logRatios[i] = Math.log(b[i]) - Math.log(a[i]);
        Score score = Score.of(logRatios, confidence);
        double mean = score.mean();
        double df = n - 1;
        double standardError = score.stdev() / Math.sqrt(n);
        if (score.stdev() <= SAME_RATIO_LOG_SPREAD) {
            double t = mean == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, mean);
            return new PairedRatioTest(n, mean, 0, t, df, mean == 0 ? 1 : 0, confidence, mean, mean);
        }
        double t = mean / standardError;
        double halfWidth = StudentT.quantile((1 + confidence) / 2, df) * standardError;
        return new PairedRatioTest(
                n,
                mean,
                score.stdev(),
                t,
                df,
                StudentT.twoSidedPValue(t, df),
                confidence,
                mean - halfWidth,
                mean + halfWidth);
    }

    /**
     * Why the pairs cannot be tested, in one line naming the pair, or empty when they can: fewer than 2
     * pairs (no spread to estimate), sides of different lengths, or a score that is not a positive finite
     * number (no logarithm).
     */
    public static Optional<String> whyNotTestable(double[] a, double[] b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if (a.length != b.length)
            return Optional.of("the sides have different numbers of runs (A " + a.length + ", B " + b.length
                    + "): every run of A needs its B to pair with");
        if (a.length < 2) return Optional.of("needs at least 2 pairs to estimate the noise, has " + a.length);
        for (int i = 0; i < a.length; i++) {
            if (!(a[i] > 0 && b[i] > 0 && Double.isFinite(a[i]) && Double.isFinite(b[i])))
                return Optional.of("pair " + (i + 1) + " has a score that is not a positive number (A " + a[i] + ", B "
                        + b[i] + "): no ratio on the log scale");
        }
        return Optional.empty();
    }

    /** B / A: the geometric mean of the pairs' ratios. */
    public double ratio() {
        return Math.exp(meanLogRatio);
    }

    /** Lower end of the ratio's confidence interval. */
    public double lowRatio() {
        return Math.exp(lowLogRatio);
    }

    /** Upper end of the ratio's confidence interval. */
    public double highRatio() {
        return Math.exp(highLogRatio);
    }

    /** Whether B differs from A at the test's confidence: p &lt; 1 − confidence. */
    public boolean significant() {
        return pValue < 1 - confidence;
    }

    /** Whether every pair had the same ratio, so the verdict rests on the ratio alone. */
    public boolean withoutNoise() {
        return stdevLogRatio == 0;
    }
}
