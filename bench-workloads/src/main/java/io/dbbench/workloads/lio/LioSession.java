package io.dbbench.workloads.lio;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * One session of the worker loop on its own connection and table: pick an operation from the exact
 * schedule, pick a key range, run it, and (inside the measured window) count and time it.
 */
final class LioSession implements AutoCloseable {
    private final Connection connection;
    private final LioSettings settings;
    private final long keys;
    private final Random random;
    private final LioSchedule schedule;
    private final PreparedStatement select;
    private final PreparedStatement update;
    private final PreparedStatement scan;
    private final PreparedStatement flush;
    private final Map<LioOperation, Histogram> latencyNanos = new EnumMap<>(LioOperation.class);
    private final Map<LioOperation, Long> counts = new EnumMap<>(LioOperation.class);
    private long operationNumber;
    private boolean flushSupported = true;

    LioSession(Connection connection, LioSql sql, String table, long keys, LioSettings settings, long seed)
            throws SQLException {
        this.connection = connection;
        this.settings = settings;
        this.keys = keys;
        this.random = new Random(seed);
        this.schedule = new LioSchedule(settings.updatePct(), settings.scanPct(), random);
        connection.setAutoCommit(true); // each update commits on its own, as SLOB's do
        this.select = connection.prepareStatement(sql.statement("select.sql", table));
        this.update = connection.prepareStatement(sql.statement(
                settings.updateMode() == UpdateMode.HEAVY ? "update-heavy.sql" : "update-lite.sql", table));
        this.scan = settings.scanPct() > 0 ? connection.prepareStatement(sql.statement("scan.sql", table)) : null;
        this.flush = sql.hasFlush() ? connection.prepareStatement(sql.statement("flush.sql", table)) : null;
        for (LioOperation op : LioOperation.values()) {
            latencyNanos.put(op, new Histogram(3));
            counts.put(op, 0L);
        }
    }

    /**
     * Runs operations until {@code deadlineNanos}, {@code maxOperations} (0 = none) or {@code stop}.
     *
     * @param measure count and time them (the measured window) or not (warm-up)
     */
    void loop(long deadlineNanos, long maxOperations, boolean measure, BooleanSupplier stop)
            throws SQLException, InterruptedException {
        if (measure) schedule.restart();
        long done = 0;
        while (!stop.getAsBoolean()
                && System.nanoTime() - deadlineNanos < 0
                && (maxOperations == 0 || done < maxOperations)) {
            LioOperation op = schedule.next();
            long high = highKey();
            long start = System.nanoTime();
            execute(op, high);
            long elapsed = System.nanoTime() - start;
            done++;
            if (measure) {
                latencyNanos.get(op).recordValue(elapsed);
                counts.merge(op, 1L, Long::sum);
            }
            think();
        }
    }

    private long highKey() {
        return highKey(settings, keys, ++operationNumber, random);
    }

    /**
     * The exclusive upper key b of a range (b − WORK_UNIT, b): uniform in [WORK_UNIT + 1, keys − WORK_UNIT],
     * or, on every hotspotEvery-th operation, inside the hot spot.
     */
    static long highKey(LioSettings settings, long keys, long operationNumber, Random random) {
        int wu = settings.workUnit();
        long low = wu + 1;
        long high = keys - wu;
        if (settings.hotspotEvery() > 0 && operationNumber % settings.hotspotEvery() == 0) {
            low = settings.hotspotOffsetKeys() + wu + 1;
            high = settings.hotspotOffsetKeys() + settings.hotspotKeys();
        }
        return low + (long) (random.nextDouble() * (high - low + 1));
    }

    private void execute(LioOperation op, long high) throws SQLException {
        long low = high - settings.workUnit();
        switch (op) {
            case SELECT -> {
                select.setLong(1, low);
                select.setLong(2, high);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                }
            }
            case UPDATE -> {
                update.setLong(1, low);
                update.setLong(2, high);
                update.executeUpdate();
            }
            case SCAN -> {
                try (ResultSet rs = scan.executeQuery()) {
                    rs.next();
                }
            }
        }
    }

    private void think() throws InterruptedException {
        long max = settings.thinkMaxMillis();
        if (max == 0) return;
        long min = settings.thinkMinMillis();
        Thread.sleep(min + (long) (random.nextDouble() * (max - min + 1)));
    }

    /**
     * Makes the server's counters include this session's work before the next snapshot. Returns false
     * when the database has no flush on request (PostgreSQL before 15) and the fallback was used: the
     * caller must then wait {@link #PRE15_READER_WAIT_MILLIS} before reading the counters.
     */
    boolean flushStatistics() throws SQLException, InterruptedException {
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
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT 1")) {
            rs.next();
        }
    }

    /** PGSTAT_STAT_INTERVAL of PostgreSQL before 15: the least time between two sends of one backend. */
    static final long PRE15_SEND_INTERVAL_MILLIS = 500;
    /**
     * A reader of PostgreSQL before 15 accepts a statistics file up to 500 ms old: waiting longer after the
     * sessions' sends makes the counters it reads include them.
     */
    static final long PRE15_READER_WAIT_MILLIS = 1_000;

    Map<LioOperation, Histogram> latencyNanos() {
        return latencyNanos;
    }

    Map<LioOperation, Long> counts() {
        return counts;
    }

    @Override
    public void close() {
        for (Statement s : new Statement[] {select, update, scan, flush}) {
            try {
                if (s != null) s.close();
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
