package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
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
 * @param status        first, grew, flat, or untested
 * @param oneSidedP     the one-sided p-value; NaN when first or untested
 * @param sentence      for the report, e.g. "TPS 720.1 ± 30.2 not significantly above 700.3 ± 25.0
 *                      (one-sided Welch p=0.2100, needs &lt; 0.01)"
 */
public record TpsGrowth(GrowthStatus status, double oneSidedP, String sentence) {
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
        String relation = grew ? " significantly above " : " not significantly above ";
        return new TpsGrowth(
                grew ? GrowthStatus.GREW : GrowthStatus.FLAT,
                oneSidedP,
                "TPS " + later.format(1, 1) + relation + earlier.format(1, 1) + " (one-sided Welch "
                        + StatsFormat.pEquals(oneSidedP) + ", needs < " + DisplayNumbers.plain(alpha) + ")");
    }

    /** Whether the later step grew significantly. */
    public boolean grew() {
        return status == GrowthStatus.GREW;
    }
}
