package io.dbbench.hostprobe.io;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * fio's value syntax for sizes ({@code --bs=4k}, {@code --size=256m}) and times ({@code --runtime=120},
 * {@code --ramp_time=2s}), so a fio command line means the same here. Sizes follow fio's default
 * {@code kb_base=1024}: k, m, g, t (with or without a trailing {@code i}/{@code b}) are powers of 1024.
 * A plain time is in seconds, as in fio's runtime and ramp_time.
 */
public final class FioUnits {
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([kmgtp]?)(i?b?)", Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME =
            Pattern.compile("(\\d+)\\s*(us|usec|ms|msec|s|sec|m|min|h|d)?", Pattern.CASE_INSENSITIVE);

    private FioUnits() {}

    /**
     * Parses a fio size.
     *
     * @param option the option's name, for the error message
     * @param text the value as typed, e.g. {@code 4k}, {@code 1M}, {@code 512}
     * @return the size in bytes
     * @throws IllegalArgumentException naming the option when the value is not a size or overflows
     */
    public static long parseSizeBytes(String option, String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(option + ": '" + text + "' is not a size (e.g. 512, 4k, 1m, 2g)");
        }
        int shift =
                switch (m.group(2).toLowerCase(Locale.ROOT)) {
                    case "k" -> 10;
                    case "m" -> 20;
                    case "g" -> 30;
                    case "t" -> 40;
                    case "p" -> 50;
                    default -> 0;
                };
        try {
            long number = Long.parseLong(m.group(1));
            if (number > (Long.MAX_VALUE >> shift)) {
                throw new NumberFormatException();
            }
            return number << shift;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + text + "' is too large", e);
        }
    }

    /**
     * Parses a fio time; a number without a unit is in seconds.
     *
     * @param option the option's name, for the error message
     * @param text the value as typed, e.g. {@code 120}, {@code 2m}, {@code 500ms}
     * @return the duration in nanoseconds
     * @throws IllegalArgumentException naming the option when the value is not a time or overflows
     */
    public static long parseTimeNanos(String option, String text) {
        Matcher m = TIME.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(option + ": '" + text + "' is not a time (e.g. 120, 500ms, 2m, 1h)");
        }
        String unit = m.group(2) == null ? "s" : m.group(2).toLowerCase(Locale.ROOT);
        long nanosPerUnit =
                switch (unit) {
                    case "us", "usec" -> 1_000L;
                    case "ms", "msec" -> 1_000_000L;
                    case "m", "min" -> 60_000_000_000L;
                    case "h" -> 3_600_000_000_000L;
                    case "d" -> 86_400_000_000_000L;
                    default -> 1_000_000_000L;
                };
        try {
            return Math.multiplyExact(Long.parseLong(m.group(1)), nanosPerUnit);
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + text + "' is too long", e);
        }
    }
}
