package io.dbbench.core.internal.engine;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The run's query timeout: one thread that cancels ({@link Statement#cancel}) a user's statement once it has run
 * longer than its timeout. It replaces the driver's own timer ({@code Statement.setQueryTimeout}), which in pgjdbc
 * schedules and cancels a task on one JVM-wide {@code java.util.Timer} for every execution: a lock every user
 * takes twice per statement (33 of 1,000 users were found blocked on it, and its work was ~20% of the client's
 * Java samples). Here a user arms and disarms its own {@link StatementDeadline} without any lock shared with the
 * others, and the watchdog scans them every {@link #SCAN_PERIOD_NANOS}: a statement is cancelled between its
 * timeout and the timeout plus one scan period (plus the time the cancels before it in the same scan take).
 *
 * <p>A cancelled statement fails as the driver's own timeout made it fail: the driver sends the same cancel
 * (PostgreSQL answers 57014 query_canceled, Oracle ORA-01013), so the error counts under the same code and kind.
 * The thread starts with the first statement armed: a run without a timeout has none.
 */
final class QueryWatchdog implements AutoCloseable {
    /** How often the deadlines are scanned: the timeout's precision. */
    static final long SCAN_PERIOD_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final Clock clock;
    private final StatementDeadline[] deadlines;
    /** The watchdog's own: the arming of each session it cancelled last, so a statement is cancelled once. */
    private final long[] cancelledVersion;

    private final CountDownLatch closed = new CountDownLatch(1);
    /** Starts the watchdog's thread: a platform daemon thread, or a test's that scans by itself. */
    private final Consumer<Runnable> threadStart;

    private volatile boolean started;

    /** @param sessions one deadline per session, by session id */
    QueryWatchdog(Clock clock, int sessions) {
        this(clock, sessions, watch -> {
            Thread t = new Thread(watch, "dbbench-query-watchdog");
            t.setDaemon(true);
            t.start();
        });
    }

    QueryWatchdog(Clock clock, int sessions, Consumer<Runnable> threadStart) {
        this.clock = clock;
        this.threadStart = threadStart;
        this.deadlines = new StatementDeadline[sessions];
        this.cancelledVersion = new long[sessions];
        for (int s = 0; s < sessions; s++) {
            deadlines[s] = new StatementDeadline();
            cancelledVersion[s] = -1;
        }
    }

    StatementDeadline deadline(int sessionId) {
        return deadlines[sessionId];
    }

    /** The session's thread: {@code st} runs next, for {@code timeoutSeconds}. */
    void arm(int sessionId, Statement st, int timeoutSeconds) {
        if (!started) start();
        deadlines[sessionId].arm(st, clock.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds));
    }

    private synchronized void start() {
        if (started || closed.getCount() == 0) return;
        threadStart.accept(this::watch);
        started = true;
    }

    /**
     * Paced by real time, whatever the engine's clock: the deadlines are the engine clock's, so a test that drives
     * it sees its statements cancelled by {@link #scan}.
     */
    private void watch() {
        try {
            while (!closed.await(SCAN_PERIOD_NANOS, TimeUnit.NANOSECONDS)) scan(clock.nanoTime());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Cancels every statement whose deadline has passed at {@code nowNanos} and that it has not cancelled yet. The
     * cancel runs here, as pgjdbc's timer runs it on its own thread: it sends the database a cancel request.
     *
     * @return how many statements it cancelled
     */
    int scan(long nowNanos) {
        int cancelled = 0;
        for (int s = 0; s < deadlines.length; s++) {
            long version = deadlines[s].version();
            if (version < 0 || version == cancelledVersion[s]) continue;
            Statement st = deadlines[s].expired(version, nowNanos);
            if (st == null) continue;
            cancelledVersion[s] = version;
            cancelled++;
            try {
                st.cancel();
            } catch (SQLException | RuntimeException e) {
                // finished or closed meanwhile: there is nothing left to cut
            }
        }
        return cancelled;
    }

    /** Stops the watchdog; statements still armed are no longer cut. */
    @Override
    public void close() {
        closed.countDown();
    }
}
