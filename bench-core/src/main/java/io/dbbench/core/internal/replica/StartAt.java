package io.dbbench.core.internal.replica;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/**
 * A common start ({@code --start-at}): replicas log on, then wait for one wall-clock instant, so they
 * all measure the same window. A replica that comes up after the instant plus a tolerance must not run:
 * it would measure a different window.
 */
public record StartAt(Instant instant, Duration tolerance) {
    public static final String NEXT_MINUTE = "next-minute";
    public static final Duration DEFAULT_TOLERANCE = io.dbbench.core.engine.StartGate.DEFAULT_TOLERANCE;

    public StartAt {
        if (tolerance.isNegative()) throw new IllegalArgumentException("the start tolerance must not be negative");
    }

    /**
     * {@code 2026-11-23T10:00:00Z} (ISO-8601 instant, or with an offset) or {@code next-minute}: the next
     * whole minute after {@code now}, at least 10 s away so that a replica started late in a minute still
     * has time to log on.
     */
    public static Instant parse(String text, Instant now) {
        if (NEXT_MINUTE.equalsIgnoreCase(text.trim())) {
            return now.plusSeconds(10).truncatedTo(ChronoUnit.MINUTES).plus(1, ChronoUnit.MINUTES);
        }
        try {
            return java.time.OffsetDateTime.parse(text.trim()).toInstant();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(
                    "'" + text + "' is neither an ISO-8601 instant such as 2026-11-23T10:00:00Z nor " + NEXT_MINUTE);
        }
    }

    /** How far {@code now} is past the instant; zero or negative while it is still ahead. */
    public Duration lateness(Instant now) {
        return Duration.between(instant, now);
    }

    /** @throws LateStartException when {@code now} is past the instant by more than the tolerance */
    public void checkNotLate(Instant now) throws LateStartException {
        Duration late = lateness(now);
        if (late.compareTo(tolerance) > 0) throw new LateStartException(instant, late, tolerance);
    }
}
