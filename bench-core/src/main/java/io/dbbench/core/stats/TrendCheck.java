package io.dbbench.core.stats;

import io.dbbench.core.internal.stats.RelativeChange;
import java.util.Arrays;

/**
 * Does throughput drift during a run? Compares the first half of a time-ordered series of throughput
 * values (per-second readings or per-iteration TPS) with the second half using Welch's test. A steady
 * state is what every score assumes; a run whose TPS keeps falling (caches filling, tables growing,
 * checkpoints) or rising (still warming up) is flagged so nobody trusts its mean blindly.
 *
 * <p>With an odd count the middle value belongs to neither half. Drift is flagged only when it is
 * both significant (at {@link #CONFIDENCE}) and large (|drift| above the threshold): with thousands of
 * per-second readings a 0.5 % drift is significant yet harmless.
 *
 * @param count                values given
 * @param firstHalfMean        mean of the first half; NaN when there is not enough data
 * @param secondHalfMean       mean of the second half; NaN when there is not enough data
 * @param driftPercent         (second − first) / first × 100; NaN when there is not enough data or
 *                             both halves are 0, +∞ when throughput rose from 0
 * @param pValue               Welch's two-sided p-value of the two halves; NaN when there is not enough data
 * @param driftThresholdPercent the |drift| above which a significant drift is flagged
 * @param drifting             significant at 99 % and |drift| above the threshold
 */
public record TrendCheck(
        int count,
        double firstHalfMean,
        double secondHalfMean,
        double driftPercent,
        double pValue,
        double driftThresholdPercent,
        boolean drifting) {
    /** Fewer values than this leave halves of one value each: no spread, no test. */
    public static final int MIN_VALUES = 4;

    public static final double DEFAULT_DRIFT_THRESHOLD_PERCENT = 5;
    public static final double CONFIDENCE = 0.99;

    /** With the default threshold of 5 %. */
    public static TrendCheck of(double[] throughputInTimeOrder) {
        return of(throughputInTimeOrder, DEFAULT_DRIFT_THRESHOLD_PERCENT);
    }

    public static TrendCheck of(double[] throughputInTimeOrder, double driftThresholdPercent) {
        if (!(driftThresholdPercent >= 0)) {
            throw new IllegalArgumentException("drift threshold must be >= 0 %, was " + driftThresholdPercent);
        }
        int count = throughputInTimeOrder.length;
        if (count < MIN_VALUES) {
            return new TrendCheck(count, Double.NaN, Double.NaN, Double.NaN, Double.NaN, driftThresholdPercent, false);
        }
        int half = count / 2;
        Score first = Score.of(Arrays.copyOfRange(throughputInTimeOrder, 0, half), CONFIDENCE);
        Score second = Score.of(Arrays.copyOfRange(throughputInTimeOrder, count - half, count), CONFIDENCE);
        double drift = RelativeChange.percent(first.mean(), second.mean());
        WelchTest test = WelchTest.of(second, first);
        boolean drifting = test.significantAt(CONFIDENCE) && Math.abs(drift) > driftThresholdPercent;
        return new TrendCheck(
                count, first.mean(), second.mean(), drift, test.pValue(), driftThresholdPercent, drifting);
    }

    /** At least {@link #MIN_VALUES} values: the check ran. */
    public boolean enoughData() {
        return count >= MIN_VALUES;
    }
}
