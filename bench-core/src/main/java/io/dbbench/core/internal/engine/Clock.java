package io.dbbench.core.internal.engine;

import java.util.concurrent.CountDownLatch;

/**
 * The engine's only source of time, so tests can drive run time, stats windows and think times
 * without sleeping. Waits go through {@link #await} so a stop request ends them at once.
 */
public interface Clock {
    /** Monotonic nanoseconds, for durations. */
    long nanoTime();

    /** Wall-clock milliseconds since the epoch, for timestamps in results. */
    long epochMillis();

    /**
     * Waits until {@code latch} opens or {@code nanos} pass.
     *
     * @return true when the latch is open
     */
    boolean await(CountDownLatch latch, long nanos) throws InterruptedException;

    Clock SYSTEM = new Clock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public long epochMillis() {
            return System.currentTimeMillis();
        }

        @Override
        public boolean await(CountDownLatch latch, long nanos) throws InterruptedException {
            return latch.await(Math.max(0, nanos), java.util.concurrent.TimeUnit.NANOSECONDS);
        }
    };
}
