package io.dbbench.core.config;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JMH-style run: {@code warmupIterations} warm-up iterations of {@code warmupLength} (measured,
 * reported, never scored), then {@code measurementIterations} of {@code iterationLength}, the whole
 * repeated {@code repeats} times with fresh pools. Iterations are whole seconds long, because the
 * engine samples once a second and cuts iterations on those boundaries.
 */
public record MeasurementPlan(
        int warmupIterations, Duration warmupLength, int measurementIterations, Duration iterationLength, int repeats) {
    private static final Pattern COUNT_BY_LENGTH = Pattern.compile("(\\d+)x(\\d+)(ms|s|m|h)?");

    public MeasurementPlan {
        if (warmupIterations < 0) throw new IllegalArgumentException("warm-up iterations must not be negative");
        if (measurementIterations < 1) throw new IllegalArgumentException("at least 1 measurement iteration is needed");
        if (repeats < 1) throw new IllegalArgumentException("repeats must be at least 1");
        checkWholeSeconds(warmupLength, warmupIterations > 0, "warm-up");
        checkWholeSeconds(iterationLength, true, "iteration");
    }

    private static void checkWholeSeconds(Duration length, boolean needed, String what) {
        if (!needed) return;
        if (length.isNegative() || length.isZero() || length.toMillis() % 1000 != 0) {
            throw new IllegalArgumentException(what + " length must be a whole number of seconds (at least 1 s), was "
                    + length.toMillis() + " ms");
        }
    }

    /** How long one repeat runs: every warm-up and measurement iteration. */
    public Duration repeatLength() {
        return warmupLength.multipliedBy(warmupIterations).plus(iterationLength.multipliedBy(measurementIterations));
    }

    /** Where measurement starts within a repeat: after the warm-up. */
    public Duration warmupTotal() {
        return warmupLength.multipliedBy(warmupIterations);
    }

    /**
     * Parses {@code COUNTxLENGTH} as in {@code 5x60s}, {@code 2x30} (seconds), {@code 3x1m}, {@code 0x0}.
     *
     * @return {count, length in millis}
     * @throws IllegalArgumentException saying what was wrong, without the option's name
     */
    public static long[] parseCountByLength(String text) {
        Matcher m = COUNT_BY_LENGTH.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not COUNTxLENGTH, e.g. 5x60s, 2x30s or 3x1m");
        }
        long count;
        long amount;
        try {
            count = Long.parseLong(m.group(1));
            amount = Long.parseLong(m.group(2));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "': number too large");
        }
        String unit = m.group(3) == null ? "s" : m.group(3);
        long factor =
                switch (unit) {
                    case "ms" -> 1;
                    case "s" -> 1_000;
                    case "m" -> 60_000;
                    default -> 3_600_000;
                };
        if (count > 10_000 || amount > Long.MAX_VALUE / factor / 10_000) {
            throw new IllegalArgumentException("'" + text + "': too many or too long iterations");
        }
        return new long[] {count, amount * factor};
    }
}
