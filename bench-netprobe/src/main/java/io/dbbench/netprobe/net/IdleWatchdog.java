package io.dbbench.netprobe.net;

import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Closes connections that made no progress for longer than the idle timeout, or are past a deadline
 * of their {@link ConnectionActivity}. Blocking socket
 * channels ignore SO_TIMEOUT, so one watchdog thread checks every registered connection a few times
 * per timeout; closing the channel wakes the thread blocked on it with an exception.
 */
public final class IdleWatchdog implements AutoCloseable {
    private final long idleNanos;
    private final ScheduledExecutorService ticker;
    private final Map<Closeable, Watched> watched = new ConcurrentHashMap<>();

    private record Watched(ConnectionActivity activity, Consumer<Closeable> onIdle) {}

    public IdleWatchdog(Duration idleTimeout, String threadName) {
        this(idleTimeout, idleTimeout, threadName);
    }

    /** @param shortestDeadline the shortest deadline connections will set, so that checks come often enough */
    public IdleWatchdog(Duration idleTimeout, Duration shortestDeadline, String threadName) {
        this.idleNanos = idleTimeout.toNanos();
        this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        long periodMillis =
                Math.max(5, Math.min(1000, Math.min(idleTimeout.toMillis(), shortestDeadline.toMillis()) / 4));
        ticker.scheduleAtFixedRate(this::check, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    /**
     * Watches {@code connection}; when idle or past its deadline, {@code onIdle} runs first (to record why) and then the
     * connection is closed.
     */
    public void watch(Closeable connection, ConnectionActivity activity, Consumer<Closeable> onIdle) {
        watched.put(connection, new Watched(activity, onIdle));
    }

    public void unwatch(Closeable connection) {
        watched.remove(connection);
    }

    private void check() {
        long now = System.nanoTime();
        watched.forEach((connection, w) -> {
            if (w.activity.idleLongerThan(idleNanos, now) || w.activity.pastDeadline(now)) {
                watched.remove(connection);
                w.onIdle.accept(connection);
                try {
                    connection.close();
                } catch (IOException ignored) {
                    // closing is all we can do; the owning thread sees the failure and reports it
                }
            }
        });
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
