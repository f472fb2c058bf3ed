package io.dbbench.it.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.PoolingConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.capacity.run.CapacityStepDriver;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.DirectConnectionSource;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.engine.RunShape;
import io.dbbench.core.result.EndReason;
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
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A capacity search's step driver on the Stress Test and the embedded PostgreSQL, users 1, 2, 4 in one run: the
 * server's commit delta is exactly the run's committed transactions, plus one per logon (PostgreSQL counts the
 * transaction that starts each session; the users only grow, so each logged on once), plus the engine's set-up, which a
 * short run of the same set-up measures (as StressLiveUsersIT does). And the steps' counts with what ended outside
 * them are the run's. Counts only: every wait is for a state, bounded.
 */
class CapacityStepsCommitIT {
    private static final long WAIT_SECONDS = 60;

    @Test
    void aSearchSteppingUsersLiveLosesNoCommitAndItsStepsAddUpToTheRun() throws Exception {
        Database db = EmbeddedDatabase.newDatabase("capacitysteps");
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
        CapacityStepDriver driver = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                new MeasurementPlan(1, Duration.ofSeconds(1), 2, Duration.ofSeconds(1), 1),
                0,
                (figures, decision) -> {});
        // a few ms of think so four users leave this shared 2-core machine some room; the driver ends the run
        RunConfig config = stock.withConnection(connection)
                .withLoad(stock.load()
                        .withUsers(driver.firstUsers())
                        .withInterThinkMillis(5, 5)
                        .withRunTime(Duration.ZERO)
                        .withMaxTransactions(0)
                        .withStatsWindow(Duration.ZERO, Duration.ZERO));

        long setUpCommits = setUpCommits(db, connection, config);
        long before = commits(db);
        RunResult r;
        try (ConnectionSource source =
                DirectConnectionSource.forHeldUsers(db.jdbcUrl(), connection, driver.maxUsers(), "capacitysteps")) {
            r = new LoadEngine(
                            config,
                            db.dialect(),
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(42).withListeners(List.of(driver)),
                            RunShape.holding(source, driver.firstUsers()).withMaxUsers(driver.maxUsers()))
                    .run();
        }
        awaitSessions(db, 0);

        assertEquals(EndReason.RUN_TIME, r.endReason(), "the search ended the run");
        assertEquals(0, r.totalFailed(), "failures: " + r.errorsByCode());
        CapacityOutcome outcome = driver.outcome(r.totalCompleted(), r.totalFailed());
        assertEquals(3, outcome.summary().steps().size());
        assertEquals(StopReason.LIST_END, outcome.summary().stop().reason());
        long inSteps = outcome.summary().steps().stream()
                .mapToLong(s -> s.stepCompleted())
                .sum();
        assertEquals(r.totalCompleted(), inSteps + outcome.completedOutsideSteps());
        assertEquals(4, r.details().usersEverLoggedOn());
        long ours = r.dmlTotals().commits();
        assertEquals(r.totalCompleted(), ours, "each Stress Test transaction commits once");
        long logons = r.details().usersEverLoggedOn();
        awaitCommits(db, before + setUpCommits + logons + ours);
        assertEquals(setUpCommits + logons + ours, commits(db) - before, "the server's commit delta");
    }

    /** The commits a run of this set-up makes besides its transactions' and its one user's logon. */
    private static long setUpCommits(Database db, ConnectionConfig connection, RunConfig config) throws Exception {
        long before = commits(db);
        RunResult r;
        try (ConnectionSource source = DirectConnectionSource.forHeldUsers(db.jdbcUrl(), connection, 1, "setup")) {
            r = new LoadEngine(
                            config.withLoad(config.load().withUsers(1).withMaxTransactions(3)),
                            db.dialect(),
                            source,
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(7))
                    .run();
        }
        assertEquals(3, r.dmlTotals().commits());
        awaitSessions(db, 0);
        // no session is left; what they did shows once the same count is read three times running
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
        long setUp = last - before - r.dmlTotals().commits() - 1;
        assertTrue(setUp >= 0 && setUp < 100, "set-up commits " + setUp);
        return setUp;
    }

    private static void awaitSessions(Database db, int users) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        long seen;
        while ((seen = serverCount(
                        "SELECT count(*) FROM pg_stat_activity WHERE datname = ? AND backend_type = 'client backend'",
                        db))
                != users) {
            if (System.nanoTime() - giveUp > 0) fail(seen + " sessions on the database, not " + users);
            Thread.sleep(50);
        }
    }

    private static void awaitCommits(Database db, long expected) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (commits(db) < expected && System.nanoTime() - giveUp < 0) Thread.sleep(100);
    }

    private static long commits(Database db) throws SQLException {
        return serverCount("SELECT xact_commit FROM pg_stat_database WHERE datname = ?", db);
    }

    /** Read from another database of the server, so the reading itself adds no commit to the run's. */
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
