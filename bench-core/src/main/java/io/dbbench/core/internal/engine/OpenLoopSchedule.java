package io.dbbench.core.internal.engine;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The open-loop schedule ({@code --rate}): transaction {@code k} is meant to start at
 * {@code start + k × period}, whoever runs it and however late the previous one finished. A free
 * session takes the next slot; its response time is counted from the slot's intended start, so a
 * database that slows down shows as longer response times and schedule lag instead of silently
 * lowering the offered load (coordinated omission).
 *
 * <p>The schedule starts when the first session asks for a slot, i.e. when the load starts: after the
 * first logon, or after the last one with {@code WaitTillAllLogon}. Slots before that would all be
 * overdue at once and turn logon time into a burst of late transactions.
 */
final class OpenLoopSchedule {
    private static final long NOT_STARTED = Long.MIN_VALUE;

    private final double periodNanos;
    private final AtomicLong startNanos = new AtomicLong(NOT_STARTED);
    private final AtomicLong nextSlot = new AtomicLong();

    OpenLoopSchedule(double ratePerSecond) {
        if (!(ratePerSecond > 0)) throw new IllegalArgumentException("rate must be positive, was " + ratePerSecond);
        this.periodNanos = 1e9 / ratePerSecond;
    }

    /** The intended start of the next transaction of the run; the first call starts the schedule at {@code nowNanos}. */
    long nextStartNanos(long nowNanos) {
        startNanos.compareAndSet(NOT_STARTED, nowNanos);
        return startNanos.get() + Math.round(nextSlot.getAndIncrement() * periodNanos);
    }
}
