package io.dbbench.it.stress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.dbbench.core.result.DmlTotals;
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
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A capacity search's step driver on the Stress Test and the embedded PostgreSQL, users 1, 2, 4 in one run: the rows
 * the server counts inserted, updated and deleted in the Stress Test's table are exactly the run's DML totals (as
 * StressLiveUsersIT checks; not the database's commit count, which autovacuum adds to at any time). And the steps'
 * counts with what ended outside them are the run's. Counts only: every wait is for a state, bounded.
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

        // the set-up's backends flush their statistics as they exit, just after they leave pg_stat_activity
        awaitSessions(db, 0);
        long[] before = settledRows(db);
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
        DmlTotals ours = r.dmlTotals();
        assertEquals(r.totalCompleted(), ours.commits(), "each Stress Test transaction commits once");
        assertEquals(0, ours.rollbacks());
        // rows, not commits: autovacuum's commits fall in the database's count at any time, never in a table's rows
        long[] expected = {before[0] + ours.inserts(), before[1] + ours.updates(), before[2] + ours.deletes()};
        awaitRows(db, expected);
        assertArrayEquals(expected, settledRows(db), "the server's inserted, updated and deleted rows");
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

    /**
     * The rows inserted, updated and deleted in the Stress Test's table, as the server counted them. Read in the run's
     * database (a table's statistics are its database's): the reading's session is gone before any wait for the run's
     * sessions can end, and it changes no row.
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
