package io.dbbench.core.result.format;

import io.dbbench.core.config.Preferences.TimingUnit;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How SwingBench writes values in results.xml and in the charbench mini report. Shared so that both
 * outputs show a run the same way.
 *
 * <p>Numbers go through {@link BigDecimal} built from the exact binary value of the double, never
 * through {@code Double.toString} or {@code String.format}: their digits changed between JDK 17 and
 * JDK 19+, and these outputs are sealed by golden files that must hold on every JDK we support.
 */
final class SwingBenchText {
    /**
     * An explicit pattern, not {@code FormatStyle.MEDIUM}: from JDK 20 on (CLDR 42) the localized style
     * puts a narrow no-break space (U+202F) before AM/PM, which SwingBench's files never contain and
     * which scripts splitting on " " would trip over.
     */
    private static final DateTimeFormatter TIME_OF_RUN =
            DateTimeFormatter.ofPattern("MMM d, yyyy, h:mm:ss a", Locale.US);

    /** Decimals kept for response-time doubles in results.xml: a nanosecond when the unit is milliseconds. */
    private static final int RESPONSE_DECIMALS = 6;

    private SwingBenchText() {}

    /** "Apr 23, 2026, 2:18:01 PM" in the given zone. */
    static String timeOfRun(Instant instant, ZoneId zone) {
        return TIME_OF_RUN.format(instant.atZone(zone));
    }

    /** "h:mm:ss" with unbounded hours ("0:05:00", "26:00:00"); partial seconds are dropped, as SwingBench does. */
    static String hoursMinutesSeconds(Duration duration) {
        long seconds = Math.max(0, duration.toSeconds());
        return (seconds / 3600) + ":" + twoDigits((seconds % 3600) / 60) + ":" + twoDigits(seconds % 60);
    }

    /** Two decimals, half up, with a dot: "1499.54". */
    static String twoDecimals(double value) {
        if (!Double.isFinite(value)) return String.valueOf(value);
        return new BigDecimal(value).setScale(2, RoundingMode.HALF_UP).toPlainString();
    }

    /** A response time as a whole number of {@code unit}, rounded to nearest. */
    static long wholeUnits(long nanos, TimingUnit unit) {
        return Math.round(unit.fromNanos(nanos));
    }

    /** A response time as a fractional number of {@code unit}. */
    static double units(double nanos, TimingUnit unit) {
        return unit.fromNanos(nanos);
    }

    /**
     * A double as SwingBench's parsers expect one: plain digits with a decimal point and never an
     * exponent ("257.868165", "0.0"), so regex-based loaders ({@code [\d.]+}) read it too.
     */
    static String plainDouble(double value) {
        if (!Double.isFinite(value)) return "0.0";
        BigDecimal rounded = new BigDecimal(value)
                .setScale(RESPONSE_DECIMALS, RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
        if (rounded.scale() < 1) rounded = rounded.setScale(1, RoundingMode.UNNECESSARY);
        return rounded.toPlainString();
    }

    private static String twoDigits(long value) {
        return value < 10 ? "0" + value : Long.toString(value);
    }
}
