package io.dbbench.core.internal.config;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SwingBench's ways of writing a duration. Config files write hours and minutes ({@code RunTime},
 * {@code StatsCollectionStart/End}: "0:05" = 5 minutes, "1:0" = one hour); charbench's {@code -rt},
 * {@code -bs} and {@code -be} add seconds after a dot ("0:05.30" = 5 minutes 30 seconds); results.xml
 * writes "h:mm:ss". One parser takes all three so a value can move between them.
 */
public final class SwingBenchTimes {
    // hours : minutes [ (. or :) seconds ]; seconds always two digits so "0:05.3" is not read as 3 or 30
    private static final Pattern TIME = Pattern.compile("(\\d{1,6}):(\\d{1,2})(?:[.:](\\d{2}))?");

    private SwingBenchTimes() {}

    /**
     * Parses "h:m", "h:mm.ss" or "h:mm:ss"; "0:0" is {@link Duration#ZERO}.
     *
     * @throws IllegalArgumentException naming the text when it is none of those forms or minutes or
     *                                  seconds are above 59
     */
    public static Duration parse(String text) {
        if (text == null) throw new IllegalArgumentException("missing time: expected h:m such as 0:05 or 1:30");
        Matcher m = TIME.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a time: expected h:m such as 0:05 (5 minutes)"
                    + " or 1:0 (one hour), or h:mm.ss such as 0:05.30");
        }
        long hours = Long.parseLong(m.group(1));
        long minutes = Long.parseLong(m.group(2));
        long seconds = m.group(3) == null ? 0 : Long.parseLong(m.group(3));
        if (minutes > 59)
            throw new IllegalArgumentException("'" + text + "' has " + minutes + " minutes; minutes must be 0..59");
        if (seconds > 59)
            throw new IllegalArgumentException("'" + text + "' has " + seconds + " seconds; seconds must be 0..59");
        return Duration.ofHours(hours).plusMinutes(minutes).plusSeconds(seconds);
    }

    /** Formats as "h:mm:ss" (results.xml's TotalRunTime), dropping fractions of a second. */
    public static String format(Duration duration) {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative()) throw new IllegalArgumentException("cannot format a negative duration " + duration);
        long totalSeconds = duration.getSeconds();
        return String.format(
                Locale.ROOT, "%d:%02d:%02d", totalSeconds / 3600, (totalSeconds / 60) % 60, totalSeconds % 60);
    }
}
