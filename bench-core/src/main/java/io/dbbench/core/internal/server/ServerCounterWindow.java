package io.dbbench.core.internal.server;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.ServerSummary;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Reads the database server's counters at the start and the end of a run's statistics window, on a
 * monitor connection of its own, and gives their difference as a {@link ServerSummary}. Attach it to the
 * run as a listener: the first reading is taken by {@link #start()} before the run and retaken at the end
 * of each interval before the window opens (a window that starts later, StatsCollectionStart); the last
 * at the end of the first interval after the window closed, or by {@link #finish()}. Every reading runs
 * on a thread of its own, so the engine's sampler never waits on the database.
 *
 * <p>With a live consumer (/metrics, docs/metrics.md) it also reads the counters once per interval while the
 * run goes on, skipping an interval whose previous reading has not finished, and hands every reading, the
 * window's own included, to the consumer on the reading thread. Each reading adds its own few commits on
 * PostgreSQL, so the window's {@code commits} then include about four per interval more.
 */
public final class ServerCounterWindow implements ProgressListener {
    /** Opens the monitor connection (auto-commit on). */
    @FunctionalInterface
    public interface ConnectionOpener {
        Connection open() throws SQLException;
    }

    /**
     * How long a run's end waits for the last reading, the run's sessions leaving included: a reading is a
     * handful of catalogue queries and sessions leave within milliseconds; only a hung server takes longer, and a
     * run's end must not wait on it (it used to wait 60 s, and a signal's results were lost meanwhile).
     */
    public static final Duration FINISH_WAIT = Duration.ofSeconds(5);
    /** A wait on the last reading longer than this is said while it goes on. */
    private static final long WAITING_NOTICE_AFTER_NANOS = 1_000_000_000L;
    /** How often the end reading looks whether the run's sessions have left. */
    private static final long LEAVE_POLL_MILLIS = 100;

    private final ServerCounters counters;
    private final ConnectionOpener opener;
    /** Every reading, for live figures; a no-op without them. */
    private final Consumer<CounterSnapshot> live;

    private final boolean readsLive;
    /** A live reading is queued or running: the next interval does not queue another. */
    private final AtomicBoolean livePending = new AtomicBoolean();

    private final ExecutorService reader = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "dbbench-server-counters");
        t.setDaemon(true);
        return t;
    });
    // written on the reader thread only; read after it has finished (start's get(), finish's termination)
    private Connection connection;
    private volatile CounterSnapshot before;
    private volatile CounterSnapshot after;
    private volatile String problem;
    /** Other sessions before the run: at the end, the run's have left when no more than these remain. */
    private volatile int sessionsBefore = -1;
    /** Until when the end reading waits for the run's sessions to leave (set by finish, before it is queued). */
    private volatile long leaveDeadlineNanos;
    // the sampler thread's own
    private boolean windowOpened;
    private boolean endRequested;

    public ServerCounterWindow(ServerCounters counters, ConnectionOpener opener) {
        this(counters, opener, null);
    }

    /** @param live given every reading on the reading thread, or null for the window's two readings only */
    public ServerCounterWindow(ServerCounters counters, ConnectionOpener opener, Consumer<CounterSnapshot> live) {
        this.counters = counters;
        this.opener = opener;
        this.readsLive = live != null;
        this.live = live != null ? live : reading -> {};
    }

    /** Opens the monitor connection and takes the first reading; a failure is kept for {@link #finish()}. */
    public void start() throws InterruptedException {
        try {
            reader.submit(() -> {
                        before = read();
                        sessionsBefore = otherSessions();
                    })
                    .get();
        } catch (ExecutionException e) {
            problem = "server counters off: " + e.getCause().getMessage();
        }
    }

    @Override
    public void onInterval(ProgressSnapshot snapshot) {
        if (snapshot.inStatisticsWindow()) {
            windowOpened = true;
        } else if (!windowOpened) {
            reader.execute(() -> before = read());
            return;
        } else if (!endRequested) {
            endRequested = true;
            reader.execute(() -> after = read());
            return;
        }
        if (readsLive && livePending.compareAndSet(false, true))
            reader.execute(() -> {
                try {
                    read();
                } finally {
                    livePending.set(false);
                }
            });
    }

    /**
     * Queues one more reading on the readings' thread and returns at once (a capacity step's boundary, asked on the
     * sampler thread): the future completes with the reading, or exceptionally with why it was not taken (the
     * window's own problem, or a window already finished, or this reading's failure). A failed reading of this kind
     * is its own: it never becomes the window's problem, so neither the later readings nor the run's summary are lost
     * with it; its connection is dropped, and the next reading, a step's or the window's, opens a new one. Like every
     * reading, on PostgreSQL it adds its own few commits to the database's count.
     */
    public CompletableFuture<CounterSnapshot> readSoon() {
        CompletableFuture<CounterSnapshot> reading = new CompletableFuture<>();
        try {
            reader.execute(() -> readInto(reading));
        } catch (RejectedExecutionException finished) {
            reading.completeExceptionally(
                    new IllegalStateException("the run's server counters had already finished", finished));
        }
        return reading;
    }

    /** One {@link #readSoon()} reading, on the readings' thread; a failure is the reading's alone. */
    private void readInto(CompletableFuture<CounterSnapshot> reading) {
        if (problem != null) {
            reading.completeExceptionally(new IllegalStateException(problem));
            return;
        }
        try {
            if (connection == null) connection = opener.open();
            CounterSnapshot taken = counters.read(connection);
            publish(taken);
            reading.complete(taken);
        } catch (ServerCountersUnavailableException e) {
            closeConnection();
            reading.completeExceptionally(new IllegalStateException(e.getMessage(), e));
        } catch (SQLException | RuntimeException e) {
            // a connection killed or broken: the next reading gets a new one rather than the same failure
            closeConnection();
            reading.completeExceptionally(
                    new IllegalStateException("server counters not read: " + firstLine(e.getMessage()), e));
        }
    }

    /** {@link #finish(Duration, Consumer)} with {@link #FINISH_WAIT} and nothing said while it waits. */
    public ServerSummary finish() throws InterruptedException {
        return finish(FINISH_WAIT, notice -> {});
    }

    /**
     * Takes the last reading unless the window's end already did, closes the monitor connection and returns
     * the counters' growth, or why they could not be read. Waits at most {@code limit} for a database that does
     * not answer: then the reading is abandoned (its daemon thread goes with the JVM) and the summary says so.
     *
     * @param notices told, a line each, when the wait has lasted a second and goes on, and when the reading is
     *                abandoned
     */
    public ServerSummary finish(Duration limit, Consumer<String> notices) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        // the sessions get half the wait to leave: the reading after them must fit in the rest
        leaveDeadlineNanos = System.nanoTime() + limit.toNanos() / 2;
        if (!endRequested) {
            endRequested = true;
            reader.execute(() -> {
                awaitSessionsGone();
                after = read();
            });
        }
        reader.execute(this::closeConnection);
        reader.shutdown();
        if (!reader.awaitTermination(Math.min(limit.toNanos(), WAITING_NOTICE_AFTER_NANOS), TimeUnit.NANOSECONDS)) {
            long left = deadline - System.nanoTime();
            if (left > 0)
                notices.accept(String.format(
                        Locale.ROOT,
                        "waiting up to %.1f s more for the database's last server-counter reading",
                        left / 1e9));
            if (left <= 0 || !reader.awaitTermination(left, TimeUnit.NANOSECONDS)) {
                reader.shutdownNow();
                String abandoned = String.format(
                        Locale.ROOT,
                        "server counters off: the database did not answer the last reading within %.1f s (abandoned)",
                        limit.toMillis() / 1e3);
                notices.accept(abandoned);
                return ServerSummary.unavailable(abandoned);
            }
        }
        if (problem != null) return ServerSummary.unavailable(problem);
        if (before == null || after == null) return ServerSummary.unavailable("server counters off: not read");
        CounterDelta delta = before.until(after);
        return new ServerSummary(delta.values(), delta.windowNanos(), null);
    }

    /** One reading, or null with the first problem kept: a run goes on without its server counters. */
    private CounterSnapshot read() {
        if (problem != null) return null;
        try {
            if (connection == null) connection = opener.open();
            CounterSnapshot reading = counters.read(connection);
            publish(reading);
            return reading;
        } catch (ServerCountersUnavailableException e) {
            problem = e.getMessage();
        } catch (SQLException | RuntimeException e) {
            problem = "server counters off: " + firstLine(e.getMessage());
        }
        return null;
    }

    /** Whether a live reading is queued or running; for tests that wait for one. */
    boolean liveReadingPending() {
        return livePending.get();
    }

    private void publish(CounterSnapshot reading) {
        try {
            live.accept(reading);
        } catch (RuntimeException e) {
            // a registry that throws loses the live figure, never the window's reading
        }
    }

    private int otherSessions() {
        if (problem != null) return -1;
        try {
            // a step's failed reading may have dropped the connection: the run's end still waits for its sessions
            if (connection == null) connection = opener.open();
            return counters.otherSessions(connection);
        } catch (SQLException e) {
            return -1;
        }
    }

    /**
     * Waits, a bounded while, until no more sessions are connected than before the run: a PostgreSQL backend
     * publishes its last counts as it exits, a moment after its client closed the connection.
     */
    private void awaitSessionsGone() {
        if (sessionsBefore < 0) return;
        try {
            while (otherSessions() > sessionsBefore && System.nanoTime() - leaveDeadlineNanos < 0)
                Thread.sleep(LEAVE_POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes the monitor connection, if open, and forgets it: a later reading opens a new one. */
    private void closeConnection() {
        if (connection == null) return;
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the readings are taken or the connection is broken; one that will not close goes with the JVM
        }
        connection = null;
    }

    private static String firstLine(String message) {
        if (message == null) return "(no message)";
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
