package io.dbbench.cli.webconsole;

import io.dbbench.core.internal.server.CommitCounterQuery;
import io.dbbench.core.internal.server.ServerCounters;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * The database's commits per second for the page: once a second (asked on the console's sampler thread) one reading
 * of the database's committed-transaction counter on one connection of its own, on a thread of its own, so a slow or
 * hung reading skips seconds and never holds the sampler or the load. The counter is the one the results' {@code
 * server} section reads ({@link CommitCounterQuery}); each reading runs in a transaction rolled back, so it adds no
 * commit of its own to that count. A database whose counter cannot be read gives "not available" and why, once.
 *
 * <p>PostgreSQL's backends publish their counts with a delay (up to about a second), so the rate is of the database's
 * readings, not of our transactions to the second; the page says so.
 */
public final class LiveCommits implements AutoCloseable {
    /** The reading's statement timeout: a hung reading gives up, and the seconds it took are skipped meanwhile. */
    static final int QUERY_TIMEOUT_SECONDS = 2;
    /** How long the run's set-up waits for the reading connection's logon before going on without commits. */
    static final long LOGON_WAIT_SECONDS = 10;
    /** A rate older than this is not shown: the readings stopped (hung, failing). */
    static final long STALE_NANOS = 3_000_000_000L;

    /** One reading of the counter; its connection opened on first use. */
    interface Reader extends AutoCloseable {
        /** Logs on: the run's set-up asks before the run, so the connection is there before its sessions are counted. */
        void open() throws SQLException;

        long commits() throws SQLException;

        @Override
        void close();
    }

    private final Reader reader;
    private final Executor thread;
    private final LongSupplier nanoClock;
    private final AtomicBoolean reading = new AtomicBoolean();
    private volatile String unavailable;
    private boolean unavailableSaid;
    /**
     * Seconds the rate spans: from the reading {@value} readings before the last (about 3 s). PostgreSQL's backends
     * publish their counts at most once a second each, so a one-second rate swings between 0 and twice the truth.
     */
    static final int SPAN_READINGS = 3;

    private boolean everRead;
    /** The recent readings' counts and times, oldest first: at most {@link #SPAN_READINGS}. */
    private final java.util.ArrayDeque<long[]> recent = new java.util.ArrayDeque<>();

    private volatile double perSecond = Double.NaN;
    private volatile long perSecondNanos;

    LiveCommits(Reader reader, Executor thread, LongSupplier nanoClock) {
        this.reader = reader;
        this.thread = thread;
        this.nanoClock = nanoClock;
    }

    /** Not read: the page says why, once. */
    static LiveCommits unavailable(String why) {
        LiveCommits c = new LiveCommits(null, Runnable::run, System::nanoTime);
        c.unavailable = why;
        return c;
    }

    /**
     * Logs on to the database for the readings, waiting at most {@value #LOGON_WAIT_SECONDS} s; a logon that fails
     * or hangs leaves the commits "not available" with the reason (the run goes on).
     *
     * @param dialectName the run's dialect ({@code Dialect#name()})
     * @param login       the run's user and password: they go to the driver, never to the page
     */
    public static LiveCommits open(String jdbcUrl, Properties login, String dialectName) {
        var sql = CommitCounterQuery.forDialect(dialectName);
        if (sql.isEmpty()) return unavailable("dbbench reads no commit counter of " + dialectName + " databases");
        ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "console-commits");
            t.setDaemon(true);
            return t;
        });
        Reader reader = new JdbcReader(jdbcUrl, login, sql.get());
        Future<?> logon = thread.submit(() -> {
            reader.open();
            return null;
        });
        try {
            logon.get(LOGON_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            thread.shutdownNow();
            reader.close();
            return unavailable("could not log on to read them: " + firstLine(e.getCause()));
        } catch (TimeoutException e) {
            // the logon may still succeed: its connection is closed after it, on the same thread
            thread.execute(reader::close);
            thread.shutdown();
            return unavailable("the logon to read them took over " + LOGON_WAIT_SECONDS + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            thread.shutdownNow();
            reader.close();
            return unavailable("interrupted while logging on to read them");
        }
        return new LiveCommits(reader, thread, System::nanoTime);
    }

    /**
     * Once a second, on the sampler thread: starts a reading unless the last one is still going (then this second is
     * skipped) and returns the rate over the last readings (see {@link #SPAN_READINGS}), NaN before two, when not
     * available, or when stale.
     */
    double tick() {
        if (unavailable != null) return Double.NaN;
        if (reading.compareAndSet(false, true)) {
            try {
                thread.execute(this::read);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                reading.set(false); // closed
            }
        }
        double rate = perSecond;
        return nanoClock.getAsLong() - perSecondNanos > STALE_NANOS ? Double.NaN : rate;
    }

    /** Why the commits are not read, the first time it is asked only (for the page's event list), else null. */
    String unavailableOnce() {
        String why = unavailable;
        if (why == null || unavailableSaid) return null;
        unavailableSaid = true;
        return "db commits per second not available: " + why;
    }

    private void read() {
        try {
            long count = reader.commits();
            long now = nanoClock.getAsLong();
            long[] oldest = recent.peekFirst();
            double rate = oldest == null ? Double.NaN : rate(oldest[0], oldest[1], count, now);
            everRead = true;
            if (!recent.isEmpty() && count < recent.peekLast()[0]) recent.clear(); // statistics reset
            recent.addLast(new long[] {count, now});
            if (recent.size() > SPAN_READINGS) recent.removeFirst();
            if (!Double.isNaN(rate)) {
                perSecond = rate;
                perSecondNanos = now;
            }
        } catch (SQLException | RuntimeException e) {
            if (!everRead) unavailable = firstLine(e); // never read: the user may not, or the view is not there
            recent.clear(); // a reading lost: the next two give the rate again
        } finally {
            reading.set(false);
        }
    }

    /**
     * Commits per second between two readings: NaN without an earlier reading, or when the counter went back (its
     * statistics reset) or time did not move.
     */
    static double rate(long earlierCount, long earlierNanos, long count, long nanos) {
        if (earlierCount < 0 || count < earlierCount || nanos <= earlierNanos) return Double.NaN;
        return (count - earlierCount) / ((nanos - earlierNanos) / 1e9);
    }

    private static String firstLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int newline = m.indexOf('\n');
        return newline < 0 ? m : m.substring(0, newline);
    }

    @Override
    public void close() {
        if (thread instanceof ExecutorService s) s.shutdownNow();
        if (reader != null) reader.close();
    }

    /** The reading over JDBC: one connection, the counter's query with a timeout, in a transaction rolled back. */
    private static final class JdbcReader implements Reader {
        private final String jdbcUrl;
        private final Properties login;
        private final String sql;
        private volatile Connection connection;

        JdbcReader(String jdbcUrl, Properties login, String sql) {
            this.jdbcUrl = jdbcUrl;
            this.login = login;
            this.sql = sql;
        }

        @Override
        public void open() throws SQLException {
            Connection c = DriverManager.getConnection(jdbcUrl, login);
            // rolled back after each reading: a new transaction (PostgreSQL caches the statistics within one) that
            // adds no commit to the count it reads
            c.setAutoCommit(false);
            connection = c;
        }

        @Override
        public long commits() throws SQLException {
            if (connection == null) open();
            try (Statement s = connection.createStatement()) {
                s.setQueryTimeout(QUERY_TIMEOUT_SECONDS);
                try (ResultSet rs = s.executeQuery(sql)) {
                    while (rs.next()) if (ServerCounters.COMMITS.equals(rs.getString(1))) return rs.getLong(2);
                }
                throw new SQLException("the database gave no commit count");
            } catch (SQLException e) {
                close(); // the next reading logs on again
                throw e;
            } finally {
                Connection c = connection;
                if (c != null) c.rollback();
            }
        }

        @Override
        public void close() {
            Connection c = connection;
            connection = null;
            if (c == null) return;
            try {
                c.close();
            } catch (SQLException e) {
                // closing a connection the readings no longer need: nothing to do about it
            }
        }
    }
}
