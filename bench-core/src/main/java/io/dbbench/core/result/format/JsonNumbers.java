package io.dbbench.core.result.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;

/** Number conventions of results.json, shared by the writer and the reader. */
final class JsonNumbers {
    /** Nanoseconds in a millisecond, as a decimal shift. */
    private static final int MILLIS_SCALE = 6;
    /** Decimals kept for derived statistics (means in nanoseconds, average TPS). */
    private static final int DERIVED_SCALE = 3;

    private JsonNumbers() {}

    /**
     * A duration in milliseconds, exact to the nanosecond: "300000", "1234.5", "0.000125". Written as a
     * decimal rather than a double so that reading it back gives the same {@link Duration}.
     */
    static BigDecimal millis(Duration duration) {
        return stripped(BigDecimal.valueOf(duration.toNanos(), MILLIS_SCALE));
    }

    /** @throws ArithmeticException if {@code millis} has more than six decimals or does not fit */
    static Duration duration(BigDecimal millis) {
        return Duration.ofNanos(millis.movePointRight(MILLIS_SCALE).longValueExact());
    }

    /**
     * A derived statistic, rounded to three decimals. Such values are recomputed from the histograms on
     * reading, so rounding loses nothing; it keeps the file identical across JDKs and CPUs, whose
     * {@code Math.log}/{@code exp} may differ in the last bit.
     */
    static BigDecimal derived(double value) {
        return derived(value, DERIVED_SCALE);
    }

    /** A derived ratio whose interesting part may lie beyond three decimals (commits per transaction: 1.0003). */
    static BigDecimal derived(double value, int decimals) {
        if (!Double.isFinite(value)) return BigDecimal.ZERO;
        return stripped(new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN));
    }

    private static BigDecimal stripped(BigDecimal value) {
        return value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
    }
}
