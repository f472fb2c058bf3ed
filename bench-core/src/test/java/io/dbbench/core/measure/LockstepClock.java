package io.dbbench.core.measure;

import io.dbbench.core.internal.engine.Clock;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A manual clock that only transactions move ({@link #advance}), in lock-step with the engine's sampler:
 * a transaction that moves time past the instant the sampler waits for stays inside its call until the
 * sampler has drained that interval and waits for the next one (or the run stopped). So every interval
 * holds exactly the transactions that ended before its end, whatever the machine's load: a transaction
 * that moved time freely (as {@code ManualClock.drivenByTransactions()} lets it) could run whole seconds
 * of virtual time ahead before the sampler woke, and its interval's count would depend on scheduling.
 *
 * <p>A transaction that starts while no run is sampling (the previous run's end, the next one's logon) waits
 * for the next run's engine to wait on the clock first.
 *
 * <p>One caveat: the transaction that crosses the run's end is let go when the run stops, while the last
 * interval is drained, so the last interval may or may not count it (one transaction of the run). A
 * transaction that ends exactly on an interval's end races the same way: give transactions costs that do
 * not divide a second. Response times are exact: only the transaction itself moves time.
 */
final class LockstepClock implements Clock {
    /** A wait that nothing ends within this much real time (a broken test) moves on rather than hang. */
    private static final long STALLED_REAL_NANOS = TimeUnit.SECONDS.toNanos(30);

    private final long epochMillisAtZero = 1_776_952_681_000L; // 2026-04-23T13:58:01Z
    private long nanos = 1_000_000_000L;
    /** The end of the sampler's latest wait: time may pass it, but no call returns past it until the next. */
    private long limitNanos = Long.MAX_VALUE;

    private CountDownLatch limitLatch;

    @Override
    public synchronized long nanoTime() {
        return nanos;
    }

    @Override
    public synchronized long epochMillis() {
        return epochMillisAtZero + nanos / 1_000_000L;
    }

    @Override
    public synchronized boolean await(CountDownLatch latch, long waitNanos) throws InterruptedException {
        long target = nanos + waitNanos;
        limitNanos = target;
        limitLatch = latch;
        notifyAll(); // a transaction held at the previous limit may return now
        long stalledAt = System.nanoTime() + STALLED_REAL_NANOS;
        while (nanos < target && latch.getCount() > 0 && System.nanoTime() - stalledAt < 0) wait(1);
        if (nanos < target && latch.getCount() > 0) nanos = target; // stalled: move on
        return latch.getCount() == 0;
    }

    /** A transaction whose whole cost is {@code millis} of this clock: its response time, exactly. */
    Transaction costing(long millis) {
        return ctx -> {
            advance(millis * 1_000_000L);
            return Outcome.COMMITTED;
        };
    }

    /**
     * Moves time on by {@code deltaNanos}. Outside a run's sampling (before a run's sampler first waits, or
     * after the last run stopped) it first waits for the next run's sampler; past the sampler's limit, it
     * returns once the sampler waits again or the run stops.
     */
    synchronized void advance(long deltaNanos) throws InterruptedException {
        long stalledAt = System.nanoTime() + STALLED_REAL_NANOS;
        CountDownLatch entered = limitLatch;
        if (entered == null || entered.getCount() == 0) {
            // the latch of a run that is over (or none yet): this transaction belongs to the next run, whose
            // intervals start when its engine first waits; moving time before that would run ahead of them
            while (limitLatch == entered && System.nanoTime() - stalledAt < 0) wait(1);
        }
        nanos += deltaNanos;
        notifyAll();
        long limit = limitNanos;
        CountDownLatch latch = limitLatch;
        while (nanos > limit
                && limitNanos == limit
                && latch != null
                && latch.getCount() > 0
                && System.nanoTime() - stalledAt < 0) {
            wait(1);
        }
    }
}
