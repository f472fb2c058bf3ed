package io.dbbench.netprobe.stats;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Paces a reporting loop: wakes at start + k * interval until the end, or earlier when a stop is
 * requested (the stopper unparks the waiting thread). Ticks are computed from the start, not from
 * the previous wake-up, so intervals do not drift.
 */
public final class IntervalTicker {
    private final long startNanos;
    private final long intervalNanos;
    private final long endNanos;
    private long nextTick;

    public IntervalTicker(long startNanos, long intervalNanos, long endNanos) {
        if (intervalNanos <= 0) {
            throw new IllegalArgumentException("interval must be positive, got " + intervalNanos + " ns");
        }
        this.startNanos = startNanos;
        this.intervalNanos = intervalNanos;
        this.endNanos = endNanos;
        this.nextTick = startNanos + intervalNanos;
    }

    /** The next wake-up after {@code tick}: the following interval boundary, capped at the end. */
    public static long nextBoundary(long startNanos, long intervalNanos, long endNanos, long tick) {
        long k = Math.floorDiv(tick - startNanos, intervalNanos) + 1;
        long boundary = startNanos + k * intervalNanos;
        return boundary - endNanos > 0 ? endNanos : boundary;
    }

    /**
     * Waits until the next boundary (or the end) and returns the time it woke, or -1 when
     * {@code stopped} turned true first.
     */
    public long awaitNext(BooleanSupplier stopped) {
        long target = nextTick - endNanos > 0 ? endNanos : nextTick;
        long now = System.nanoTime();
        while (target - now > 0) {
            if (stopped.getAsBoolean()) {
                return -1;
            }
            LockSupport.parkNanos(target - now);
            now = System.nanoTime();
        }
        if (stopped.getAsBoolean()) {
            return -1;
        }
        nextTick = nextBoundary(startNanos, intervalNanos, endNanos, now);
        return now;
    }

    /** True once the end has been reached. */
    public boolean finished(long nowNanos) {
        return nowNanos - endNanos >= 0;
    }

    /**
     * The probes' reporting loop: at each tick until the end, {@code sampler} gets the interval from the
     * previous tick (the start, the first time) to this one; a stop ends it without a last sample.
     *
     * @return the last tick sampled, or the start when there was none
     */
    public long sampleEachTick(BooleanSupplier stopped, TickSampler sampler) {
        long lastTick = startNanos;
        while (true) {
            long now = awaitNext(stopped);
            if (now < 0) {
                return lastTick;
            }
            sampler.sample(lastTick, now);
            lastTick = now;
            if (finished(now)) {
                return lastTick;
            }
        }
    }

    /** Takes one interval's sample, from and to as System.nanoTime() values. */
    @FunctionalInterface
    public interface TickSampler {
        void sample(long fromNanos, long toNanos);
    }
}
