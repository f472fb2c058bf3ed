package io.dbbench.workloads.lio;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * One session of the test on its own connection, whichever side runs its loop: what the runner needs from
 * it (run until a deadline, count, flush the server's statistics, close). The client loop is
 * {@link LioSession}, the in-database loop {@link ServerLoopSession}.
 */
abstract class LioWorker implements AutoCloseable {
    /** PGSTAT_STAT_INTERVAL of PostgreSQL before 15: the least time between two sends of one backend. */
    static final long PRE15_SEND_INTERVAL_MILLIS = 500;
    /**
     * A reader of PostgreSQL before 15 accepts a statistics file up to 500 ms old: waiting longer after the
     * sessions' sends makes the counters it reads include them.
     */
    static final long PRE15_READER_WAIT_MILLIS = 1_000;

    final Connection connection;
    private final PreparedStatement flush;
    private final List<Statement> statements = new ArrayList<>();
    private final Map<LioOperation, Long> counts = new EnumMap<>(LioOperation.class);
    private boolean flushSupported = true;

    LioWorker(Connection connection, LioSql sql, String table) throws SQLException {
        this.connection = connection;
        connection.setAutoCommit(true); // each update commits on its own, as SLOB's do
        this.flush = sql.hasFlush() ? prepare(sql.statement("flush.sql", table)) : null;
        for (LioOperation op : LioOperation.values()) counts.put(op, 0L);
    }

    /** A statement this worker closes with its connection. */
    final PreparedStatement prepare(String text) throws SQLException {
        PreparedStatement s = connection.prepareStatement(text);
        keepForClose(s);
        return s;
    }

    final void keepForClose(Statement s) {
        statements.add(s);
    }

    /**
     * Runs operations until {@code deadlineNanos}, {@code maxOperations} (0 = none) or {@code stop}.
     *
     * @param measure count (and time) them (the measured window) or not (warm-up)
     */
    abstract void loop(long deadlineNanos, long maxOperations, boolean measure, BooleanSupplier stop)
            throws SQLException, InterruptedException;

    /** Operations per type completed in measured windows. */
    final Map<LioOperation, Long> counts() {
        return counts;
    }

    final void count(LioOperation op, long n) {
        counts.merge(op, n, Long::sum);
    }

    /** Client-side latency per operation type; empty where the client times nothing (the server loop). */
    abstract Map<LioOperation, Histogram> latencyNanos();

    /** Time spent in each operation type as the database's own clock saw it; empty for the client loop. */
    abstract Map<LioOperation, Long> inDatabaseNanos();

    /** Ends a block running inside the database early (the run failed elsewhere); no-op for the client loop. */
    void cancel() {}

    /**
     * Makes the server's counters include this session's work before the next snapshot. Returns false
     * when the database has no flush on request (PostgreSQL before 15) and the fallback was used: the
     * caller must then wait {@link #PRE15_READER_WAIT_MILLIS} before reading the counters.
     */
    final boolean flushStatistics() throws SQLException, InterruptedException {
        if (flush == null) return true;
        if (flushSupported) {
            try (ResultSet rs = flush.executeQuery()) {
                rs.next();
                return true;
            } catch (SQLException e) {
                flushSupported = false; // pg_stat_force_next_flush() does not exist: PostgreSQL before 15
            }
        }
        sendStatisticsBefore15(connection);
        return false;
    }

    /**
     * PostgreSQL before 15 sends a backend's statistics to the collector only when a transaction ends at
     * least 500 ms (PGSTAT_STAT_INTERVAL) after its previous send, and has no idle timer: work done within
     * the last 500 ms would wait for the next transaction, leaking into the next window. Sleeping past
     * that interval and ending a trivial transaction sends everything pending before the reply comes back.
     */
    static void sendStatisticsBefore15(Connection connection) throws SQLException, InterruptedException {
        Thread.sleep(PRE15_SEND_INTERVAL_MILLIS + 100);
        query(connection, "SELECT 1");
    }

    /** Runs a query whose one row only its side effect needs (a flush, a transaction end). */
    static void query(Connection connection, String sql) throws SQLException {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
        }
    }

    @Override
    public void close() {
        for (Statement s : statements) {
            try {
                s.close();
            } catch (SQLException ignored) {
                // closing the connection below releases it anyway
            }
        }
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the run's figures are taken; a connection that will not close is the pool's or the server's to end
        }
    }
}
