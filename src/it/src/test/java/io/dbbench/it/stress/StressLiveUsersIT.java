package io.dbbench.it.stress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.PoolingConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.DirectConnectionSource;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.engine.RunShape;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.EmbeddedDatabase.Database;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The Stress Test on the embedded PostgreSQL with its users changed while it runs (1, then 4, then 2, then 4 again):
 * the server sees one session per active user (a retired user's connection is closed, as at a run's end, and one
 * activated again logs on again), and the rows the server counted inserted, updated and deleted in the Stress Test's
 * table are exactly ours. The table's counts, not the database's commits: autovacuum and analyze commit in the
 * database whenever they like, and never touch a table's row counts. Counts only: every wait below is for a state,
 * bounded, never a duration that decides.
 */
class StressLiveUsersIT {
    private static final long WAIT_SECONDS = 60;
    /** The active users, step by step: the last step activates again two users the one before retired. */
    private static final int[] STEPS = {1, 4, 2, 4};

    private final List<ProgressSnapshot> snapshots = new CopyOnWriteArrayList<>();

    @Test
    void usersAddedAndRetiredLiveLoseNoCommitAndTheServerSeesTheirSessions() throws Exception {
        Database db = EmbeddedDatabase.newDatabase("liveusers");
        CliProcess.Run create = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "1",
                "-mt",
                "1",
                "--create",
                "-nr");
        assertEquals(0, create.exitCode(), create.out() + create.err());
        ConnectionConfig connection = new ConnectionConfig(
                db.user(),
                Secret.of(db.password()),
                db.jdbcUrl(),
                "",
                null,
                Map.of(),
                List.of(),
                PoolingConfig.DEFAULT);
        RunConfig stock = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("Stress_Test.xml"))
                .config();
        // one user to start with; a few ms of think so four users leave this shared 2-core machine some room
        RunConfig config = stock.withConnection(connection)
                .withLoad(stock.load().withUsers(1).withInterThinkMillis(5, 5));

        // the set-up's backends flush their statistics as they exit, just after they leave pg_stat_activity
        awaitSessions(db, 0);
        long[] before = settledRows(db);
        RunResult r;
        ExecutorService runner = Executors.newSingleThreadExecutor();
        CountingLogons logons;
        try (ConnectionSource source = logons =
                new CountingLogons(DirectConnectionSource.forHeldUsers(db.jdbcUrl(), connection, 4, "liveusers"))) {
            LoadEngine engine = new LoadEngine(
                    config,
                    db.dialect(),
                    WorkloadRegistry.load(),
                    EngineOptions.defaults().withSeed(42).withListeners(List.of(recording())),
                    RunShape.holding(source, 1).withMaxUsers(4));
            Future<RunResult> run = runner.submit(engine::run);
            for (int users : STEPS) {
                if (users != engine.liveUsers().active()) engine.liveUsers().setActive(users);
                awaitSessions(db, users);
                // an interval that ended with exactly these users logged on and active, and ran transactions
                awaitSnapshot(s -> s.usersTotal() == users && s.usersLoggedOn() == users && s.tps() > 0);
            }
            engine.stop();
            r = run.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } finally {
            runner.shutdownNow();
        }
        awaitSessions(db, 0);

        assertEquals(EndReason.INTERRUPTED, r.endReason());
        assertEquals(0, r.totalFailed(), "failures: " + r.errorsByCode());
        assertEquals(4, r.details().usersEverLoggedOn());
        // 1 user, 3 more added, 2 retired, those 2 activated again: six logons, each one the server's
        assertEquals(6, logons.count());
        DmlTotals ours = r.dmlTotals();
        assertEquals(r.totalCompleted(), ours.commits(), "each Stress Test transaction commits once");
        assertEquals(0, ours.rollbacks());
        // rows, not statements: an update or delete of an id already deleted changes none and is counted as none
        long[] expected = {before[0] + ours.inserts(), before[1] + ours.updates(), before[2] + ours.deletes()};
        awaitRows(db, expected);
        assertArrayEquals(expected, settledRows(db), "the server's inserted, updated and deleted rows");
        // each interval's active users, in the order they were set
        List<Integer> steps = new ArrayList<>();
        for (IntervalSample s : r.intervals())
            if (steps.isEmpty() || steps.get(steps.size() - 1) != s.usersActive()) steps.add(s.usersActive());
        assertEquals(Arrays.stream(STEPS).boxed().toList(), steps);
    }

    /** A run's connection source, counting its users' logons. */
    private static final class CountingLogons implements ConnectionSource {
        private final ConnectionSource source;
        private final java.util.concurrent.atomic.AtomicInteger logons =
                new java.util.concurrent.atomic.AtomicInteger();

        CountingLogons(ConnectionSource source) {
            this.source = source;
        }

        int count() {
            return logons.get();
        }

        @Override
        public Connection acquire() throws SQLException {
            Connection c = source.acquire();
            logons.incrementAndGet();
            return c;
        }

        @Override
        public void release(Connection connection) {
            source.release(connection);
        }

        @Override
        public void discard(Connection connection) {
            source.discard(connection);
        }

        @Override
        public javax.sql.DataSource dataSource() {
            return source.dataSource();
        }

        @Override
        public io.dbbench.core.internal.traffic.WireCounts wireCounts(Connection connection) {
            return source.wireCounts(connection);
        }

        @Override
        public boolean countsTraffic() {
            return source.countsTraffic();
        }

        @Override
        public void close() {
            source.close();
        }
    }

    private ProgressListener recording() {
        return snapshots::add;
    }

    private void awaitSnapshot(Predicate<ProgressSnapshot> wanted) throws InterruptedException {
        int from = snapshots.size();
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (snapshots.subList(from, snapshots.size()).stream().noneMatch(wanted)) {
            if (System.nanoTime() - giveUp > 0) fail("no interval as wanted among " + snapshots.size());
            Thread.sleep(50);
        }
    }

    /** Waits until the server has exactly {@code users} client sessions on the run's database. */
    private static void awaitSessions(Database db, int users) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        long seen;
        while ((seen = sessions(db)) != users) {
            if (System.nanoTime() - giveUp > 0) fail(seen + " sessions on the database, not " + users);
            Thread.sleep(50);
        }
    }

    /**
     * Waits until the server's row counts of the table reach {@code expected}: a backend flushes its statistics as it
     * exits, just after it left pg_stat_activity. Reaching is enough to stop waiting; the caller asserts equality.
     */
    private static void awaitRows(Database db, long[] expected) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        long[] now;
        while (!reached(now = rows(db), expected)) {
            if (System.nanoTime() - giveUp > 0)
                fail("the server counted rows " + Arrays.toString(now) + ", not yet " + Arrays.toString(expected));
            Thread.sleep(100);
        }
    }

    private static boolean reached(long[] now, long[] expected) {
        for (int i = 0; i < expected.length; i++) if (now[i] < expected[i]) return false;
        return true;
    }

    /**
     * The table's row counts once the same three are read three times running: with no session on the database left,
     * nothing can add to them but the flush of a backend that just exited.
     */
    private static long[] settledRows(Database db) throws Exception {
        long[] last = null;
        int same = 0;
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (same < 3) {
            if (System.nanoTime() - giveUp > 0) fail("the server's row counts never settled");
            Thread.sleep(200);
            long[] now = rows(db);
            same = Arrays.equals(now, last) ? same + 1 : 0;
            last = now;
        }
        return last;
    }

    /** Read from another database of the server, so the reading itself adds no commit to the run's. */
    private static long sessions(Database db) throws SQLException {
        return serverCount(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = ? AND backend_type = 'client backend'", db);
    }

    /**
     * The rows inserted, updated and deleted in the Stress Test's table, as the server counted them (in aborted
     * transactions too: the run has none). Read in the run's database (a table's statistics are its database's): the
     * reading's session is gone before any wait for the run's sessions can end.
     */
    private static long[] rows(Database db) throws SQLException {
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
                PreparedStatement ps = c.prepareStatement("SELECT n_tup_ins, n_tup_upd, n_tup_del"
                        + " FROM pg_stat_user_tables WHERE relname = 'stresstesttable'")) {
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) fail("no stresstesttable in the run's database");
                return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)};
            }
        }
    }

    private static long serverCount(String sql, Database db) throws SQLException {
        String name = db.jdbcUrl().substring(db.jdbcUrl().lastIndexOf('/') + 1);
        try (Connection c =
                        DriverManager.getConnection(EmbeddedDatabase.server().jdbcUrl(), db.user(), db.password());
                PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
