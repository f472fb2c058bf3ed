package io.dbbench.core.internal.engine;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock that only moves when someone moves it. By default a wait of N ns moves time N ns forward at once,
 * unless the latch is already open; a wait first gives the latch up to a millisecond of real time to open,
 * so a sampler on this clock cannot spin through millions of intervals while sessions work.
 *
 * <p>{@link #drivenByTransactions()} is for tests whose transactions move the clock themselves: there a wait
 * does not move time but waits (in real time) until the transactions have moved it that far. On a loaded
 * machine, a waiter that moved time itself after a millisecond would skip whole seconds in which no user
 * thread was scheduled: empty intervals, and runs that end before some users have started. A test that moves
 * time in place of the wall clock (no transaction can) first waits, with {@link #awaitParked}, until every user
 * waits on the clock for a later time: else a step can pass before a user has seen the one before it.
 */
final class ManualClock implements Clock {
    /** A waiter moves time itself after this much real time without the transactions moving it (no hang). */
    private static final long STALLED_REAL_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final long epochMillisAtZero = 1_776_952_681_000L; // 2026-04-23T13:58:01Z
    private final boolean drivenByTransactions;
    /** Driven by transactions: the waits in progress, so a test can tell when every user is parked. */
    private final Set<Wait> waits = ConcurrentHashMap.newKeySet();

    /** One wait in progress: a class, not a record, so two equal waits are still two. */
    private static final class Wait {
        final CountDownLatch latch;
        final long untilNanos;
        final Thread thread = Thread.currentThread();

        Wait(CountDownLatch latch, long untilNanos) {
            this.latch = latch;
            this.untilNanos = untilNanos;
        }
    }

    ManualClock() {
        this(false);
    }

    private ManualClock(boolean drivenByTransactions) {
        this.drivenByTransactions = drivenByTransactions;
    }

    /** A clock that only the transactions move (see the class comment). */
    static ManualClock drivenByTransactions() {
        return new ManualClock(true);
    }

    @Override
    public long nanoTime() {
        return nanos.get();
    }

    @Override
    public long epochMillis() {
        return epochMillisAtZero + nanos.get() / 1_000_000L;
    }

    @Override
    public boolean await(CountDownLatch latch, long waitNanos) throws InterruptedException {
        // the end of the wait is fixed when it is asked for: read after the real millisecond below, it moved on with
        // every transaction run meanwhile, and a sampler waited a second longer than asked (for ever, unless
        // someone else moved time: the stall fallback, ten real seconds per interval)
        long target = nanos.get() + waitNanos;
        if (!drivenByTransactions) return awaitMovingTime(latch, waitNanos);
        Wait wait = new Wait(latch, target);
        waits.add(wait);
        try {
            return awaitMovedBySomeoneElse(latch, waitNanos, target);
        } finally {
            waits.remove(wait);
        }
    }

    private boolean awaitMovingTime(CountDownLatch latch, long waitNanos) throws InterruptedException {
        if (latch.getCount() == 0 || latch.await(1, TimeUnit.MILLISECONDS)) return true;
        if (waitNanos > 0) nanos.addAndGet(waitNanos);
        return latch.getCount() == 0;
    }

    private boolean awaitMovedBySomeoneElse(CountDownLatch latch, long waitNanos, long target)
            throws InterruptedException {
        if (latch.getCount() == 0 || latch.await(1, TimeUnit.MILLISECONDS)) return true;
        if (waitNanos <= 0) return latch.getCount() == 0;
        long stalledAt = System.nanoTime() + STALLED_REAL_NANOS;
        while (nanos.get() < target && System.nanoTime() - stalledAt < 0) {
            if (latch.await(1, TimeUnit.MILLISECONDS)) return true;
        }
        nanos.accumulateAndGet(target, Math::max);
        return latch.getCount() == 0;
    }

    /**
     * Driven by transactions: waits in real time, at most {@code realTimeout}, until at least {@code threads}
     * threads wait on this clock for a time still ahead with their latch closed, so that only moving time
     * wakes them.
     *
     * @return false when they did not all get there in time
     */
    boolean awaitParked(int threads, Duration realTimeout) throws InterruptedException {
        return awaitParked(threads, null, realTimeout);
    }

    /**
     * {@link #awaitParked(int, Duration)} without counting {@code besides} (may be null): a user asking while the
     * engine's sampler waits on this clock for its interval's end would count the sampler as a parked user.
     */
    boolean awaitParked(int threads, Thread besides, Duration realTimeout) throws InterruptedException {
        long giveUpAt = System.nanoTime() + realTimeout.toNanos();
        while (parked(besides) < threads) {
            if (System.nanoTime() - giveUpAt >= 0) return false;
            Thread.sleep(1);
        }
        return true;
    }

    private long parked(Thread besides) {
        long now = nanos.get();
        return waits.stream()
                .filter(w -> w.thread != besides && w.untilNanos > now && w.latch.getCount() > 0)
                .count();
    }

    /**
     * Driven by transactions: moves time to the earliest time a thread parked on this clock waits for, the next
     * thing that happens when every thread that could move time waits ({@link #awaitParked} first); no move when
     * none is parked.
     */
    void advanceToEarliestWait() {
        long now = nanos.get();
        waits.stream()
                .filter(w -> w.untilNanos > now && w.latch.getCount() > 0)
                .mapToLong(w -> w.untilNanos)
                .min()
                .ifPresent(next -> nanos.accumulateAndGet(next, Math::max));
    }

    /**
     * For a test's failure message: the clock, each wait in progress (its thread, until when, whether its latch is
     * open) and where every thread of the engine's code is, so a test that gave up waiting says who was not parked.
     * Only platform threads are listed: {@link Thread#getAllStackTraces()} includes no virtual thread, so users on
     * them show only in the waits.
     */
    String describeWaits() {
        long now = nanos.get();
        StringBuilder out = new StringBuilder("clock at ").append(now).append(" ns; waits:");
        for (Wait w : waits)
            out.append(' ')
                    .append(w.thread.getName())
                    .append(" until ")
                    .append(w.untilNanos)
                    .append(w.latch.getCount() == 0 ? " (latch open)" : "");
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            List<StackTraceElement> ours = Arrays.stream(stack)
                    .filter(f -> f.getClassName().startsWith("io.dbbench"))
                    .limit(4)
                    .toList();
            if (!ours.isEmpty())
                out.append("; ")
                        .append(thread.getName())
                        .append(' ')
                        .append(thread.getState())
                        .append(" at ")
                        .append(ours);
        });
        return out.toString();
    }

    void advance(long deltaNanos) {
        nanos.addAndGet(deltaNanos);
    }
}
