package io.dbbench.core.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock that only moves when someone waits on it: a wait of N ns moves time N ns forward at once,
 * unless the latch is already open. A wait first gives the latch up to a millisecond of real time to
 * open, so a sampler on this clock cannot spin through millions of intervals while sessions work.
 */
final class ManualClock implements Clock {
    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final long epochMillisAtZero = 1_776_952_681_000L; // 2026-04-23T13:58:01Z

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
        if (latch.getCount() == 0 || latch.await(1, TimeUnit.MILLISECONDS)) return true;
        if (waitNanos > 0) nanos.addAndGet(waitNanos);
        return latch.getCount() == 0;
    }

    void advance(long deltaNanos) {
        nanos.addAndGet(deltaNanos);
    }
}
