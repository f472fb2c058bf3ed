package io.dbbench.core.internal.stats;

/** Relative change between two means, as reported by the trend check and by comparisons. */
public final class RelativeChange {
    private RelativeChange() {}

    /**
     * (to − from) / |from| × 100: +10 when {@code to} is 10 % above {@code from}. NaN from 0 to 0 (no
     * change can be stated), ±∞ from 0 to anything else.
     */
    public static double percent(double from, double to) {
        if (from == 0) return to == 0 ? Double.NaN : Math.copySign(Double.POSITIVE_INFINITY, to);
        return (to - from) / Math.abs(from) * 100;
    }
}
