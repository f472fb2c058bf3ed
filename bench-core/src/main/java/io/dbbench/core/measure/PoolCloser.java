package io.dbbench.core.measure;

import io.dbbench.core.internal.engine.ConnectionSource;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Closes a run's connection sources without letting a hung database hold the run's end: closing a connection
 * whose server stopped answering waits for ever (pgjdbc's close takes the lock a session stuck in a socket read
 * holds). The closes run on a daemon thread of their own; what has not closed within the limit is abandoned to
 * the JVM's exit, and said so.
 */
final class PoolCloser {
    private PoolCloser() {}

    /**
     * @return the one-line notice when the closes were abandoned, else empty (everything closed in time)
     * @throws InterruptedException when the waiting thread is interrupted (the closes go on on their thread)
     */
    static Optional<String> closeWithin(List<ConnectionSource> sources, Duration limit) throws InterruptedException {
        if (sources.isEmpty()) return Optional.empty();
        CountDownLatch closed = new CountDownLatch(1);
        Thread closer = new Thread(
                () -> {
                    try {
                        for (ConnectionSource s : sources) s.close();
                    } finally {
                        closed.countDown();
                    }
                },
                "dbbench-close-connections");
        closer.setDaemon(true);
        closer.start();
        if (closed.await(limit.toNanos(), TimeUnit.NANOSECONDS)) return Optional.empty();
        return Optional.of(String.format(
                Locale.ROOT,
                "closing the run's connections abandoned: the database did not answer in %.1f s",
                limit.toMillis() / 1e3));
    }
}
