package io.dbbench.core.engine;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The open-loop schedule ({@code --rate}): transaction {@code k} is meant to start at
 * {@code start + k × period}, whoever runs it and however late the previous one finished. A free
 * session takes the next slot; its response time is counted from the slot's intended start, so a
 * database that slows down shows as longer response times and schedule lag instead of silently
 * lowering the offered load (coordinated omission).
 */
final class OpenLoopSchedule {
    private final long startNanos;
    private final double periodNanos;
    private final AtomicLong nextSlot = new AtomicLong();

    OpenLoopSchedule(long startNanos, double ratePerSecond) {
        if (!(ratePerSecond > 0)) throw new IllegalArgumentException("rate must be positive, was " + ratePerSecond);
        this.startNanos = startNanos;
        this.periodNanos = 1e9 / ratePerSecond;
    }

    /** The intended start of the next transaction of the run. */
    long nextStartNanos() {
        return startNanos + Math.round(nextSlot.getAndIncrement() * periodNanos);
    }
}
