package io.dbbench.it.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
 * The Stress Test on the embedded PostgreSQL with its users changed while it runs (1, then 4, then 2): the server
 * sees one session per active user (a retired user's connection is closed, as at a run's end), and the commits the
 * server counted in the run's database are exactly ours, plus one per logon (PostgreSQL counts the transaction
 * that starts each new session), plus the engine's set-up, which a short run of the same set-up measures. Counts
 * only: every wait below is for a state, bounded, never a duration that decides.
 */
class StressLiveUsersIT {
    private static final long WAIT_SECONDS = 60;

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

        long setUpCommits = setUpCommits(db, connection, config);

        long before = commits(db);
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
            for (int users : new int[] {1, 4, 2}) {
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
        // 1 user, 3 more added, 2 retired: four logons, each one the server's
        assertEquals(4, logons.count());
        long ours = r.dmlTotals().commits();
        assertEquals(r.totalCompleted(), ours, "each Stress Test transaction commits once");
        // the server's counts come with its statistics, flushed by its backends as they end: wait for ours to show
        long expected = before + setUpCommits + logons.count() + ours;
        awaitCommits(db, expected);
        assertEquals(setUpCommits + logons.count() + ours, commits(db) - before, "the server's commit delta");
        // each interval's active users, in the order they were set
        List<Integer> steps = new ArrayList<>();
        for (IntervalSample s : r.intervals())
            if (steps.isEmpty() || steps.get(steps.size() - 1) != s.usersActive()) steps.add(s.usersActive());
        assertEquals(List.of(1, 4, 2), steps);
    }

    /**
     * The commits a run of this set-up makes besides its transactions' and its users' logons: its environment
     * reading, the workload's open, the source's own first connection.
     */
    private static long setUpCommits(Database db, ConnectionConfig connection, RunConfig config) throws Exception {
        long before = commits(db);
        RunResult r;
        CountingLogons logons;
        try (ConnectionSource source = logons =
                new CountingLogons(DirectConnectionSource.forHeldUsers(db.jdbcUrl(), connection, 1, "setup"))) {
            r = new LoadEngine(
                            config.withLoad(config.load().withMaxTransactions(3)),
                            db.dialect(),
                            source,
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(7))
                    .run();
        }
        assertEquals(3, r.dmlTotals().commits());
        awaitSessions(db, 0);
        // no session of the database is left; what they did shows once the same count is read three times running
        long last = -1;
        int same = 0;
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (same < 3) {
            if (System.nanoTime() - giveUp > 0) fail("the server's commit count never settled");
            Thread.sleep(500);
            long now = commits(db);
            same = now == last ? same + 1 : 0;
            last = now;
        }
        assertEquals(1, logons.count());
        long setUp = last - before - r.dmlTotals().commits() - logons.count();
        assertTrue(setUp >= 0 && setUp < 100, "set-up commits " + setUp);
        return setUp;
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

    private static void awaitCommits(Database db, long expected) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (commits(db) < expected && System.nanoTime() - giveUp < 0) Thread.sleep(100);
    }

    /** Read from another database of the server, so the reading itself adds no commit to the run's. */
    private static long sessions(Database db) throws SQLException {
        return serverCount(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = ? AND backend_type = 'client backend'", db);
    }

    private static long commits(Database db) throws SQLException {
        return serverCount("SELECT xact_commit FROM pg_stat_database WHERE datname = ?", db);
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
