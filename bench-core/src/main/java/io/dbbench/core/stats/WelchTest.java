package io.dbbench.core.stats;

import io.dbbench.core.internal.stats.StudentT;
import java.util.Objects;

/**
 * Welch's unequal-variances t-test of two independent samples (e.g. the per-iteration TPS of two
 * runs): does their mean differ by more than their noise explains? Unlike Student's pooled test it
 * does not assume the two runs are equally noisy, which two benchmark runs rarely are.
 *
 * <p>{@code t = (mean_a − mean_b) / √(s_a²/n_a + s_b²/n_b)} with the Welch–Satterthwaite degrees of
 * freedom {@code (s_a²/n_a + s_b²/n_b)² / ((s_a²/n_a)²/(n_a−1) + (s_b²/n_b)²/(n_b−1))}.
 *
 * <p>Zero variance on both sides leaves t and df undefined (0/0 or x/0). This class then decides
 * from the data as they are: equal means give t = 0 and p = 1 (not significant); different means
 * give t = ±∞ and p = 0, i.e. significant at every confidence, because two samples without any
 * spread that still differ are not explained by noise. df is NaN in both cases. With zero variance on
 * one side only the formulas above stay well defined (df = n − 1 of the noisy side).
 *
 * @param t                t statistic, positive when sample a's mean is higher
 * @param degreesOfFreedom Welch–Satterthwaite degrees of freedom (not an integer in general); NaN when
 *                         both samples are constant
 * @param pValue           two-sided p-value: the chance of a |t| at least this large if the means were equal
 */
public record WelchTest(double t, double degreesOfFreedom, double pValue) {
    /** Tests the two score's samples; both need n ≥ 2. */
    public static WelchTest of(Score a, Score b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if (a.n() < 2 || b.n() < 2) {
            throw new IllegalArgumentException(
                    "Welch's test needs at least 2 values per sample, got " + a.n() + " and " + b.n());
        }
        double squaredErrorA = a.variance() / a.n();
        double squaredErrorB = b.variance() / b.n();
        double meanDifference = a.mean() - b.mean();
        double squaredError = squaredErrorA + squaredErrorB;
        if (squaredError == 0) {
            if (meanDifference == 0) return new WelchTest(0, Double.NaN, 1);
            return new WelchTest(Math.copySign(Double.POSITIVE_INFINITY, meanDifference), Double.NaN, 0);
        }
        double t = meanDifference / Math.sqrt(squaredError);
        double df = squaredError
                * squaredError
                / (squaredErrorA * squaredErrorA / (a.n() - 1) + squaredErrorB * squaredErrorB / (b.n() - 1));
        return new WelchTest(t, df, StudentT.twoSidedPValue(t, df));
    }

    /** Tests two raw samples; both need at least 2 values. */
    public static WelchTest of(double[] a, double[] b) {
        // the confidence only affects Score's error, not the test
        return of(Score.of(a, Score.DEFAULT_CONFIDENCE), Score.of(b, Score.DEFAULT_CONFIDENCE));
    }

    /** Whether the means differ at {@code confidence} (e.g. 0.99): p &lt; 1 − confidence. */
    public boolean significantAt(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
        return pValue < 1 - confidence;
    }
}
