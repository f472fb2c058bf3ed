package io.dbbench.core.internal.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

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
 *
 * <p>The rate can change while the run goes on ({@link #setRate}, a capacity search's step). The slots already due
 * at the change keep their times: a schedule that is behind stays behind by the same slots (the change neither
 * forgives the backlog nor adds to it). The slots not yet due, whether a waiting session holds them or none took
 * them yet, are spaced at the new period: the first one period after the last slot due, or at the change when
 * that is later. A session waiting for its slot is woken by the change and reads its slot's new start ({@link
 * #startOf}), so no slot keeps the old spacing after the change and none starts early in a burst. Every slot is
 * taken once, by one session, whatever the changes: the counts do not depend on them.
 *
 * <p>Synchronized: taking a slot is a few arithmetic operations under a lock, and the lock is what makes "the slots
 * due at the change" one set of slots for every session. A schedule whose rate never changes (a plain {@code --rate}
 * run, {@link #fixed}) needs neither: its slots are taken with one lock-free increment each, and a session waits on the
 * run's stop, not on a change.
 */
final class OpenLoopSchedule {
    /**
     * The slots from {@code firstSlot} on (until the next segment's first), spaced {@code periodNanos} from {@code
     * startNanos}; {@code previous} holds the slots before.
     */
    private record Segment(long firstSlot, long startNanos, double periodNanos, Segment previous) {
        long startOf(long slot) {
            Segment s = this;
            while (slot < s.firstSlot) s = s.previous;
            return s.startNanos + Math.round((slot - s.firstSlot) * s.periodNanos);
        }
    }

    /** A slot's intended start and the latch that opens when the rate changes (or the run stops) after it was read. */
    record SlotStart(long startNanos, CountDownLatch changed) {}

    private static final long NOT_STARTED = Long.MIN_VALUE;

    /** Whether {@link #setRate} may change the rate; a fixed schedule's slots are taken without the lock. */
    private final boolean steerable;
    /** A fixed schedule's start and next slot. */
    private final AtomicLong fixedStartNanos = new AtomicLong(NOT_STARTED);

    private final AtomicLong fixedNextSlot = new AtomicLong();
    /** The rate as given (not rebuilt from the period, which would turn 29 into 29.000000000000004). */
    private double ratePerSecond;

    private boolean started;
    /** Until the schedule starts: the rate it will start with, as a period. */
    private double periodNanos;

    private Segment segment;
    /** The next slot to hand out, counted over the whole run. */
    private long nextSlot;
    /** Opened (and replaced) at each change, so that the sessions waiting for their slots re-read them. */
    private CountDownLatch changed = new CountDownLatch(1);

    /** A schedule whose rate {@link #setRate} may change (a capacity search over rates). */
    OpenLoopSchedule(double ratePerSecond) {
        this(ratePerSecond, true);
    }

    private OpenLoopSchedule(double ratePerSecond, boolean steerable) {
        this.periodNanos = periodNanos(ratePerSecond);
        this.ratePerSecond = ratePerSecond;
        this.steerable = steerable;
    }

    /** A schedule at one rate for the whole run ({@code --rate}): slots taken lock-free, no {@link #setRate}. */
    static OpenLoopSchedule fixed(double ratePerSecond) {
        return new OpenLoopSchedule(ratePerSecond, false);
    }

    /** Whether the rate may change: a session then waits on {@link #startOf}'s change latch, else on the stop. */
    boolean steerable() {
        return steerable;
    }

    private static double periodNanos(double ratePerSecond) {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond))
            throw new IllegalArgumentException("rate must be positive and finite, was " + ratePerSecond);
        return 1e9 / ratePerSecond;
    }

    /** The intended start of the next transaction of the run; the first call starts the schedule at {@code nowNanos}. */
    long nextStartNanos(long nowNanos) {
        if (!steerable) {
            fixedStartNanos.compareAndSet(NOT_STARTED, nowNanos);
            return fixedStartNanos.get() + Math.round(fixedNextSlot.getAndIncrement() * periodNanos);
        }
        synchronized (this) {
            return segment(nowNanos).startOf(nextSlot++);
        }
    }

    /** Takes the next slot of the run; the first call starts the schedule at {@code nowNanos}. */
    synchronized long takeSlot(long nowNanos) {
        requireSteerable();
        segment(nowNanos);
        return nextSlot++;
    }

    /** The intended start of a slot taken with {@link #takeSlot}, as the rate is now, and the latch of a change. */
    synchronized SlotStart startOf(long slot) {
        if (segment == null || slot >= nextSlot) throw new IllegalArgumentException("slot " + slot + " was not taken");
        return new SlotStart(segment.startOf(slot), changed);
    }

    private Segment segment(long nowNanos) {
        if (!started) {
            started = true;
            segment = new Segment(0, nowNanos, periodNanos, null);
        }
        return segment;
    }

    /**
     * Changes the rate from {@code nowNanos} on (see the class comment); before the schedule started, it only sets the
     * rate it starts with. Wakes the sessions waiting for a slot, so they read its new start.
     *
     * @param ratePerSecond the new rate, positive and finite
     */
    synchronized void setRate(double ratePerSecond, long nowNanos) {
        requireSteerable();
        double newPeriod = periodNanos(ratePerSecond);
        periodNanos = newPeriod;
        this.ratePerSecond = ratePerSecond;
        if (!started) return;
        // the first slot not yet due: every slot before it keeps its time
        long firstNotDue = firstAfter(nowNanos);
        long start = nowNanos;
        if (firstNotDue > 0) start = Math.max(nowNanos, segment.startOf(firstNotDue - 1) + Math.round(newPeriod));
        // a segment none of whose slots was due yet (two changes at once) is replaced, not kept
        Segment previous = firstNotDue > segment.firstSlot() ? segment : segment.previous();
        segment = new Segment(firstNotDue, start, newPeriod, previous);
        wakeAll();
    }

    /**
     * As {@link #setRate(double, long)}, the change's instant read from {@code clockNanos} under the schedule's lock:
     * read before it, the instant could be stale by the time the lock is taken, and the slots due in between would be
     * spaced from a past base, a small burst.
     */
    synchronized void setRate(double ratePerSecond, LongSupplier clockNanos) {
        setRate(ratePerSecond, clockNanos.getAsLong());
    }

    private void requireSteerable() {
        if (!steerable) throw new IllegalStateException("a fixed schedule's rate does not change");
    }

    /** The lowest slot whose intended start is after {@code nowNanos}, at the current segment's spacing. */
    private long firstAfter(long nowNanos) {
        Segment s = segment;
        long k = s.firstSlot();
        if (nowNanos >= s.startNanos()) k += (long) Math.floor((nowNanos - s.startNanos()) / s.periodNanos());
        // the rounding of the starts may put k one off either way
        while (k > s.firstSlot() && s.startOf(k - 1) > nowNanos) k--;
        while (s.startOf(k) <= nowNanos) k++;
        return k;
    }

    /** Opens the current change latch (a change, or the run's stop) and arms a new one. */
    synchronized void wakeAll() {
        changed.countDown();
        changed = new CountDownLatch(1);
    }

    /** The rate slots are spaced at now, per second. */
    synchronized double ratePerSecond() {
        return ratePerSecond;
    }
}
