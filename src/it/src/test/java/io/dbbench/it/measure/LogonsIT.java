package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Outcome;
import io.dbbench.it.EmbeddedDatabase;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Users who hold their connection on a real PostgreSQL: they log on in parallel on connections of their
 * own (no pool between them and the driver), and a transaction stuck in the database past the stop grace
 * is ended by aborting its connection, so the grace is what the run's end waits.
 */
class LogonsIT {
    private static EmbeddedDatabase.Database db;

    @BeforeAll
    static void database() {
        db = EmbeddedDatabase.newDatabase("logons");
    }

    /**
     * The other backends, once they have had up to 10 s to go: a backend leaves pg_stat_activity when its
     * process exits, some time after the client's Terminate, so a count taken at once may still see a few.
     */
    private static int backendsOnceGone() throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        int left = backends();
        while (left > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            left = backends();
        }
        return left;
    }

    /** Backends of our test database other than the one asking. */
    private static int backends() throws SQLException {
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() "
                                + "AND pid <> pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void manyUsersWithoutLogonDelayAllHoldConnectionsOfTheirOwnAtOnce() throws Exception {
        int users = 120;
        // each user's first transaction waits for every other user's: only users holding a connection each,
        // all at once, get past it (bounded, so a failure ends the test instead of hanging it)
        CountDownLatch allIn = new CountDownLatch(users);
        Set<Integer> arrived = ConcurrentHashMap.newKeySet();
        // logons run on the users' own threads, several at once: a pool (HikariCP) opens them one at a time
        AtomicInteger logonsNow = new AtomicInteger();
        AtomicInteger mostLogonsAtOnce = new AtomicInteger();
        DataSource physical = db.dataSource();
        DataSource counting = (DataSource) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    boolean logon = method.getName().equals("getConnection");
                    if (logon) mostLogonsAtOnce.accumulateAndGet(logonsNow.incrementAndGet(), Math::max);
                    try {
                        return method.invoke(physical, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    } finally {
                        if (logon) logonsNow.decrementAndGet();
                    }
                });
        RunResult r = Benchmark.builder()
                .dataSource(counting)
                .connectionMode(ConnectionMode.SESSION)
                .users(users)
                .maxTransactions(users * 3L)
                .resultsDirectory(null)
                .transaction("select", 1, ctx -> {
                    try (Statement s = ctx.connection().createStatement()) {
                        s.execute("SELECT 1");
                    }
                    ctx.connection().commit();
                    if (arrived.add(ctx.sessionId())) {
                        allIn.countDown();
                        allIn.await(120, TimeUnit.SECONDS);
                    }
                    return Outcome.COMMITTED;
                })
                .build()
                .run()
                .runs()
                .get(0);

        assertTrue(mostLogonsAtOnce.get() > 1, "logons at once: " + mostLogonsAtOnce.get());
        assertEquals(0, allIn.getCount(), "users in a transaction at once");
        assertEquals(users * 3L, r.totalCompleted());
        assertEquals(java.util.Map.of(), r.errorsByCode());
        assertTrue(r.problem().isEmpty(), r.problem().toString());
        assertEquals(0, backendsOnceGone(), "every user's connection is closed at the end");
    }

    @Test
    void aTransactionStuckInTheDatabasePastTheGraceIsAbortedAndTheGraceKept() throws Exception {
        Duration grace = Duration.ofSeconds(1);
        long start = System.nanoTime();
        RunResult r = Benchmark.builder()
                .jdbcUrl(db.jdbcUrl(), db.user(), db.password())
                .connectionMode(ConnectionMode.SESSION)
                .users(3)
                .runTime(Duration.ofSeconds(1))
                .resultsDirectory(null)
                .options(BenchmarkOptions.defaults().withStopGrace(grace))
                .transaction("sleep", 1, ctx -> {
                    try (Statement s = ctx.connection().createStatement()) {
                        s.execute("SELECT pg_sleep(60)");
                    }
                    return Outcome.COMMITTED;
                })
                .build()
                .run()
                .runs()
                .get(0);
        long tookMillis = (System.nanoTime() - start) / 1_000_000L;

        assertEquals(0, r.totalCompleted());
        // cut by the engine's own stop: no failure
        assertEquals(0, r.totalFailed());
        // run time, grace, the aborted users' half second, and slack for start-up on a loaded machine;
        // without the abort, the sleeps would hold the run for a minute
        assertTrue(tookMillis < 1_000 + grace.toMillis() + 6_000, "took " + tookMillis + " ms");
        // the sleeps were cancelled in the database too: an abort alone closes the socket and leaves them running
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (sleepingBackends() > 0 && System.nanoTime() < deadline) Thread.sleep(100);
        assertEquals(0, sleepingBackends(), "backends still in pg_sleep after the run");
    }

    private static int sleepingBackends() throws SQLException {
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() "
                                + "AND pid <> pg_backend_pid() AND query LIKE '%pg_sleep(60)%' AND state = 'active'")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** A service's label survives a rolled-back transaction (it was set in a transaction of its own, committed). */
    @Test
    void aServiceLabelSurvivesARollback() throws Exception {
        Set<String> labels = ConcurrentHashMap.newKeySet();
        Benchmark.builder()
                .jdbcUrl(db.jdbcUrl(), db.user(), db.password())
                .connectionMode(ConnectionMode.SESSION)
                .users(1)
                .topologies("1x1")
                .maxTransactions(3)
                .resultsDirectory(null)
                .transaction("label", 1, ctx -> {
                    Connection c = ctx.connection();
                    try (Statement s = c.createStatement()) {
                        s.execute("SELECT 1");
                    }
                    c.rollback();
                    try (Statement s = c.createStatement();
                            ResultSet rs = s.executeQuery(
                                    "SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()")) {
                        rs.next();
                        labels.add(rs.getString(1));
                    }
                    c.rollback();
                    return Outcome.COMMITTED;
                })
                .build()
                .run();

        assertEquals(Set.of("dbbench-1x1-s1"), labels);
    }
}
