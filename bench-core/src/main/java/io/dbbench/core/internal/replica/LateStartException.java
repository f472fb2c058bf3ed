package io.dbbench.core.internal.replica;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** A replica came up after the common start plus its tolerance, and must not run. */
public final class LateStartException extends Exception {
    private static final long serialVersionUID = 1L;

    private final Duration late;

    public LateStartException(Instant startAt, Duration late, Duration tolerance) {
        super(String.format(
                Locale.ROOT,
                "too late for the common start %s: %.3f s past it, more than the tolerance of %.3f s "
                        + "(start the replicas earlier or give a later --start-at)",
                startAt,
                late.toMillis() / 1000.0,
                tolerance.toMillis() / 1000.0));
        this.late = late;
    }

    public Duration late() {
        return late;
    }
}
