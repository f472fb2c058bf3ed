package io.dbbench.netprobe.net;

/**
 * When a connection last made progress (bytes read or written), and until when it may stay quiet.
 * Written by the connection's own threads, read by the {@link IdleWatchdog}.
 */
public final class ConnectionActivity {
    // both are System.nanoTime() values, compared by difference only (nanoTime may be negative)
    private volatile long lastProgressNanos = System.nanoTime();
    private volatile long quietUntilNanos = lastProgressNanos;
    private volatile long deadlineNanos;
    private volatile boolean hasDeadline;

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

    /**
     * Sets a deadline that progress does not move: a step (e.g. a handshake) that must be over by
     * {@code nanoTime}, however many bytes trickle in before.
     */
    public void deadlineAt(long nanoTime) {
        deadlineNanos = nanoTime;
        hasDeadline = true;
    }

    /** The step the deadline bounded is done. */
    public void clearDeadline() {
        hasDeadline = false;
    }

    /** True when a deadline is set and {@code nowNanos} is past it. */
    public boolean pastDeadline(long nowNanos) {
        return hasDeadline && nowNanos - deadlineNanos > 0;
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
