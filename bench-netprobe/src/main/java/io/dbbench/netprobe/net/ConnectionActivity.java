package io.dbbench.netprobe.net;

/**
 * When a connection last made progress (bytes read or written), and until when it may stay quiet.
 * Written by the connection's own threads, read by the {@link IdleWatchdog}.
 */
public final class ConnectionActivity {
    private volatile long lastProgressNanos = System.nanoTime();
    private volatile long quietUntilNanos = Long.MIN_VALUE;

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

    /** True when nothing happened for longer than {@code idleNanos} and no quiet period covers now. */
    public boolean idleLongerThan(long idleNanos, long nowNanos) {
        if (nowNanos - quietUntilNanos < 0) {
            return false;
        }
        long since = Math.max(lastProgressNanos, quietUntilNanos);
        return nowNanos - since > idleNanos;
    }
}
