package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.StudentT;
import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.WelchTest;
import java.util.Objects;

/**
 * Whether one step's TPS is significantly above another's: the saturation stop rule and the knee both
 * rest on it.
 *
 * <p>The test is Welch's t-test of the two steps' per-iteration TPS, made one-sided because only a rise
 * counts as growth: H₀ "the higher step's mean TPS is not above the lower's" is rejected when {@code
 * P(T ≥ t) < 1 − confidence}, i.e. {@code p = p₂/2} for t &gt; 0 and {@code 1 − p₂/2} otherwise, where
 * p₂ is {@link WelchTest}'s two-sided p-value. At the search's 99 % a rise is growth when that p is
 * below 0.01. A fall is never growth, however significant.
 *
 * <p>A rise the test cannot confirm is {@link GrowthStatus#INCONCLUSIVE} rather than flat when the mean
 * rose by more than {@link #INCONCLUSIVE_GAIN}: with two iterations per step Welch's t may have about
 * one degree of freedom, and then even a tenfold rise (60, 140 → 1000, 1010 TPS) is "not significant";
 * calling it flat would stop a search that is still growing.
 *
 * <p>The growth rules need at least {@link #MEANINGFUL_ITERATIONS} measured iterations per step to mean
 * something (see {@link CapacitySearch#iterationsWarning}). And even then the p-value is a screening
 * figure rather than an exact error rate: Welch's test assumes independent values, while the iterations
 * of one run are autocorrelated (warm caches, a checkpoint or vacuum spanning two iterations, tables
 * growing as the run goes), so their spread understates the run-to-run spread and the test overstates
 * significance. Repeated runs ({@code --repeats}) are the remedy when a verdict matters.
 *
 * @param status        first, grew, inconclusive, flat, or untested
 * @param oneSidedP     the one-sided p-value; NaN when first or untested
 * @param sentence      for the report, e.g. "TPS 720.1 ± 30.2 not significantly above 700.3 ± 25.0
 *                      (± at 99%; one-sided Welch p=0.2100, needs &lt; 0.01)", the ± at the test's
 *                      confidence whatever the steps' scores were computed at
 */
public record TpsGrowth(GrowthStatus status, double oneSidedP, String sentence) {
    /**
     * A rise of the mean above this share that the test does not confirm is inconclusive, not flat: 5 %.
     * Steady iterations of a run spread by a few percent, so a larger rise is above their noise even when
     * too few iterations leave the test without power; and a step that buys 5 % or less (usually for
     * twice the load) is saturated for any sizing purpose, so nothing real is lost by calling that flat.
     */
    public static final double INCONCLUSIVE_GAIN = 0.05;

    /**
     * Measured iterations per step the growth rules need to mean something: 3. With 2 per step Welch's t
     * has 1 to 2 degrees of freedom, whose one-sided 99 % critical values (31.8 and 6.96) only a huge,
     * steady rise passes; with 1 no test is possible at all.
     */
    public static final int MEANINGFUL_ITERATIONS = 3;

    public TpsGrowth {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(sentence, "sentence");
    }

    /** The first step's: nothing before it. */
    public static TpsGrowth first() {
        return new TpsGrowth(GrowthStatus.FIRST, Double.NaN, "first step: no earlier step to compare with");
    }

    /**
     * Whether {@code later}'s TPS is significantly above {@code earlier}'s at {@code confidence}.
     *
     * @param confidence in (0, 1), e.g. 0.99
     */
    public static TpsGrowth between(Score earlier, Score later, double confidence) {
        if (!(confidence > 0 && confidence < 1))
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        if (!earlier.hasError() || !later.hasError()) {
            return new TpsGrowth(
                    GrowthStatus.UNTESTED,
                    Double.NaN,
                    "TPS not tested for growth: needs at least 2 measured iterations per step, has " + earlier.n()
                            + " and " + later.n());
        }
        WelchTest test = WelchTest.of(later, earlier);
        double oneSidedP = test.t() > 0 ? test.pValue() / 2 : 1 - test.pValue() / 2;
        double alpha = 1 - confidence;
        boolean grew = oneSidedP < alpha;
        // the ± shown are at the test's confidence, whatever confidence the steps were scored at, and say so
        String welch = " (± at " + StatsFormat.percentLabel(confidence) + "; one-sided Welch "
                + StatsFormat.pEquals(oneSidedP) + ", needs < " + DisplayNumbers.plain(alpha) + ")";
        String tps = "TPS " + shown(later, confidence);
        String below = shown(earlier, confidence);
        if (grew) {
            return new TpsGrowth(GrowthStatus.GREW, oneSidedP, tps + " significantly above " + below + welch);
        }
        if (later.mean() > earlier.mean() * (1 + INCONCLUSIVE_GAIN)) {
            double gain = later.mean() / earlier.mean() - 1;
            return new TpsGrowth(
                    GrowthStatus.INCONCLUSIVE,
                    oneSidedP,
                    tps + " not significantly above " + below + " but " + StatsFormat.signedPercent(gain * 100)
                            + ": inconclusive, too few or too noisy iterations" + welch);
        }
        return new TpsGrowth(GrowthStatus.FLAT, oneSidedP, tps + " not significantly above " + below + welch);
    }

    /** "104.0 ± 3.3" with the ± the half-width of {@code score}'s interval at {@code confidence} (n ≥ 2). */
    private static String shown(Score score, double confidence) {
        double error = StudentT.quantile((1 + confidence) / 2, score.n() - 1) * score.stdev() / Math.sqrt(score.n());
        return new Score(score.n(), score.mean(), error, confidence, score.min(), score.max(), score.stdev())
                .format(1, 1);
    }

    /** Whether the later step grew significantly. */
    public boolean grew() {
        return status == GrowthStatus.GREW;
    }
}
