package io.dbbench.workloads.lio;

import io.dbbench.core.dialect.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Phaser;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.HdrHistogram.Histogram;

/**
 * Runs the logical-I/O test at one session count, SLOB's way: every session connects and prepares first,
 * all are released together, warm up, then the measured window runs between two snapshots of the
 * server's counters. Sessions flush their statistics and wait at a barrier at both window edges, so the
 * counter deltas hold the window's work plus the first snapshot's own commit and catalog block and each
 * session's closing flush (one commit each). Each session's loop runs in this process over JDBC or inside the
 * database as one block per phase ({@link LioLoop}); the counters and barriers are the same for both.
 * Library code: never prints.
 */
public final class LioRunner {
    private final DataSource dataSource;
    private final LioSql sql;
    private final LioSchema.Status schema;

    /**
     * @param schema the tables to use (from {@link LioSchema#status}); session i works on table i mod N
     * @throws UnsupportedOperationException for a database the test has no SQL for
     */
    public LioRunner(DataSource dataSource, Dialect dialect, LioSchema.Status schema) {
        if (!schema.exists())
            throw new IllegalArgumentException("no logical-I/O tables: create them first (lio create)");
        this.dataSource = dataSource;
        this.sql = LioSql.forDialect(dialect);
        this.schema = schema;
    }

    public LioResult run(LioRunConfig config) throws LioRunException, InterruptedException {
        LioSettings settings = config.settings();
        settings.checkAgainst(schema.rows());
        if (settings.scanPct() > 0 && !schema.hasScanTable()) {
            throw new IllegalArgumentException(
                    "scan operations need the lio_scan table: create the tables again (lio create)");
        }
        int n = config.sessions();
        Phaser phases = new Phaser(1 + n);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicBoolean unflushed = new AtomicBoolean();
        AtomicReference<LioRunException> failure = new AtomicReference<>();
        List<LioWorker> sessions = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            Thread t = new Thread(
                    () -> session(index, config, phases, stop, unflushed, failure, sessions), "dbbench-lio-" + i);
            t.setDaemon(true);
            threads.add(t);
        }
        boolean completed = false;
        try (Connection counters = dataSource.getConnection()) {
            counters.setAutoCommit(true);
            // a fresh backend reads catalogs for its first query and reports that later: do it now
            ServerCounters.read(counters, sql);
            boolean ownFlush = flushOwn(counters);
            if (!ownFlush) unflushed.set(true);
            threads.forEach(Thread::start);
            phases.arriveAndAwaitAdvance(); // every session connected and prepared: release them together
            phases.arriveAndAwaitAdvance(); // warm-up done, statistics flushed
            throwIfFailed(failure);
            if (unflushed.get()) Thread.sleep(LioWorker.PRE15_READER_WAIT_MILLIS);
            ServerCounters before = snapshotAndFlush(counters, ownFlush);
            long start = System.nanoTime();
            phases.arriveAndAwaitAdvance(); // the window opens
            phases.arriveAndAwaitAdvance(); // every session ended its window and flushed
            long end = System.nanoTime();
            throwIfFailed(failure);
            if (unflushed.get()) Thread.sleep(LioWorker.PRE15_READER_WAIT_MILLIS);
            ServerCounters after = ServerCounters.read(counters, sql);
            completed = true;
            return result(config, end - start, before.until(after), sessions);
        } catch (SQLException e) {
            throw new LioRunException("reading the server's counters failed", e);
        } finally {
            stop.set(true);
            if (!completed) {
                // a block inside the database does not see the stop flag: end it rather than wait for its time limit
                synchronized (sessions) {
                    sessions.forEach(LioWorker::cancel);
                }
            }
            phases.forceTermination(); // releases sessions still waiting at a barrier when the run ends early
            for (Thread t : threads) {
                t.interrupt();
                t.join(10_000);
            }
            synchronized (sessions) {
                sessions.forEach(LioWorker::close);
            }
        }
    }

    private void session(
            int index,
            LioRunConfig config,
            Phaser phases,
            AtomicBoolean stop,
            AtomicBoolean unflushed,
            AtomicReference<LioRunException> failure,
            List<LioWorker> sessions) {
        String table = schema.tables().get(index % schema.tables().size());
        try {
            Connection c = dataSource.getConnection();
            LioWorker s;
            try {
                long seed = config.settings().seed() + index;
                s = config.loop() == LioLoop.SERVER
                        ? new ServerLoopSession(c, sql, table, schema.rows(), config.settings(), seed)
                        : new LioSession(c, sql, table, schema.rows(), config.settings(), seed);
            } catch (SQLException | RuntimeException e) {
                c.close();
                throw e;
            }
            sessions.add(s);
            phases.arriveAndAwaitAdvance();
            s.loop(System.nanoTime() + config.warmupMillis() * 1_000_000, 0, false, stop::get);
            if (!s.flushStatistics()) unflushed.set(true);
            phases.arriveAndAwaitAdvance();
            phases.arriveAndAwaitAdvance();
            s.loop(System.nanoTime() + config.runMillis() * 1_000_000, config.opsPerSession(), true, stop::get);
            if (!s.flushStatistics()) unflushed.set(true);
        } catch (SQLException e) {
            failure.compareAndSet(null, new LioRunException("session " + (index + 1) + " on " + table + " failed", e));
            stop.set(true);
        } catch (InterruptedException e) {
            stop.set(true);
        } catch (RuntimeException | Error e) {
            // anything else must end the run too: a thread that never reaches the barrier would hang the runner
            failure.compareAndSet(null, new LioRunException("session " + (index + 1) + " on " + table + " failed", e));
            stop.set(true);
        } finally {
            phases.arriveAndDeregister();
        }
    }

    /**
     * Makes the counter connection's pending statistics count now, at a known point; false when the server
     * has no flush on request and the pre-15 fallback was used (readers must then wait).
     */
    private boolean flushOwn(Connection counters) throws SQLException, InterruptedException {
        if (!sql.hasFlush()) return true;
        try {
            LioWorker.query(counters, sql.statement("flush.sql", "lio_table"));
            return true;
        } catch (SQLException e) {
            LioWorker.sendStatisticsBefore15(counters);
            return false;
        }
    }

    /**
     * The window's first snapshot, whose own commit and catalog reads (it scans pg_database) then count at
     * once, not at a random point of the window. On PostgreSQL 15+ the flush request shares the snapshot's
     * transaction: a forced flush of a backend with no other pending statistics would not send the flush
     * query's own commit, and whether the snapshot's statistics are still pending depends on the 1 s
     * minimum interval between flushes, i.e. on the warm-up's length.
     */
    private ServerCounters snapshotAndFlush(Connection counters, boolean ownFlush)
            throws SQLException, InterruptedException {
        if (!sql.hasFlush()) return ServerCounters.read(counters, sql);
        if (!ownFlush) {
            ServerCounters before = ServerCounters.read(counters, sql);
            LioWorker.sendStatisticsBefore15(counters);
            return before;
        }
        counters.setAutoCommit(false);
        try {
            LioWorker.query(counters, sql.statement("flush.sql", "lio_table"));
            ServerCounters before = ServerCounters.read(counters, sql);
            counters.commit();
            return before;
        } finally {
            counters.setAutoCommit(true);
        }
    }

    private static void throwIfFailed(AtomicReference<LioRunException> failure) throws LioRunException {
        if (failure.get() != null) throw failure.get();
    }

    private static LioResult result(
            LioRunConfig config, long windowNanos, ServerCounters delta, List<LioWorker> sessions) {
        Map<LioOperation, Long> ops = new EnumMap<>(LioOperation.class);
        Map<LioOperation, LatencySummary> latency = new EnumMap<>(LioOperation.class);
        Map<LioOperation, Double> inDatabaseMeanMicros = new EnumMap<>(LioOperation.class);
        for (LioOperation op : LioOperation.values()) {
            Histogram merged = new Histogram(3);
            long count = 0;
            long inDatabaseNanos = 0;
            synchronized (sessions) {
                for (LioWorker s : sessions) {
                    Histogram h = s.latencyNanos().get(op);
                    if (h != null) merged.add(h);
                    count += s.counts().get(op);
                    inDatabaseNanos += s.inDatabaseNanos().getOrDefault(op, 0L);
                }
            }
            ops.put(op, count);
            if (count == 0) continue;
            if (config.loop() == LioLoop.CLIENT) latency.put(op, LatencySummary.of(merged));
            else inDatabaseMeanMicros.put(op, inDatabaseNanos / 1e3 / count);
        }
        return new LioResult(config, windowNanos, ops, latency, inDatabaseMeanMicros, delta);
    }
}
