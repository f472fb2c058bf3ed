package io.dbbench.netprobe.net;

/**
 * When a connection last made progress (bytes read or written), and until when it may stay quiet.
 * Written by the connection's own threads, read by the {@link IdleWatchdog}.
 */
public final class ConnectionActivity {
    // both are System.nanoTime() values, compared by difference only (nanoTime may be negative)
    private volatile long lastProgressNanos = System.nanoTime();
    private volatile long quietUntilNanos = lastProgressNanos;

    /** Records progress now. */
    public void touch() {
        lastProgressNanos = System.nanoTime();
    }

    /**
     * Lets the connection stay silent until {@code nanoTime} without being called idle: a control
     * connection has nothing to say while its test runs.
     */
    public void allowQuietUntil(long nanoTime) {
        quietUntilNanos = nanoTime;
    }

    /** Ends a quiet period: idleness counts from now. */
    public void endQuiet() {
        long now = System.nanoTime();
        quietUntilNanos = now;
        lastProgressNanos = now;
    }

    /** True when nothing happened for longer than {@code idleNanos} and no quiet period covers now. */
    public boolean idleLongerThan(long idleNanos, long nowNanos) {
        if (nowNanos - quietUntilNanos < 0) {
            return false;
        }
        long last = lastProgressNanos;
        long since = quietUntilNanos - last > 0 ? quietUntilNanos : last;
        return nowNanos - since > idleNanos;
    }
}
