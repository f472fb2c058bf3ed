package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.result.RunHealth;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** How runs end badly: users that cannot log on, and transactions that outlive the stop grace. */
class LoadEngineEndingsTest {
    /**
     * Only the transactions (and the tests) move time: a clock whose waits move it runs a second per real
     * millisecond of the sampler's wait, and a loaded machine can end a run before scheduling its users.
     */
    private final ManualClock driven = ManualClock.drivenByTransactions();

    private static RunConfigBuilder config(int users) {
        return RunConfig.builder()
                .name("endings")
                .users(users)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1);
    }

    private static Map<String, Transaction> both(Transaction t) {
        Map<String, Transaction> map = new LinkedHashMap<>();
        map.put("Insert", t);
        map.put("Select", t);
        return map;
    }

    @Test
    void logonFailuresAreCountedByCodeAndTheResultSaysUsersCouldNotLogOn() throws Exception {
        Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
        // the first user's logon works (and proves the source), every later one is refused
        AtomicInteger logons = new AtomicInteger();
        ConnectionSource oneLogonOnly = new ConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                if (logons.getAndIncrement() > 0) throw new SQLException("too many clients", "53300");
                return connections.acquire();
            }

            @Override
            public void release(Connection c) {}

            @Override
            public void discard(Connection c) {}

            @Override
            public javax.sql.DataSource dataSource() {
                return connections.dataSource();
            }

            @Override
            public void close() {}
        };
        // only the user that logged on moves time: on a clock whose waits move it, a loaded machine that did not
        // schedule that user within a few real milliseconds ended the run before it had completed anything
        EngineOptions options = EngineOptions.defaults().withClock(driven).withSeed(1);
        RunResult r = new LoadEngine(
                        config(3).runTime(Duration.ofSeconds(5)).build(),
                        Fakes.DIALECT,
                        oneLogonOnly,
                        Fakes.registry(both(ctx -> {
                            // time stands still until the two other users have been refused once: else a user
                            // scheduled first could run the whole run before they try, and a refusal after the
                            // stop is rightly not counted (bounded: a broken engine fails the assertions below)
                            long giveUpNanos = System.nanoTime() + 30_000_000_000L;
                            while (logons.get() < 3 && System.nanoTime() < giveUpNanos) {
                                LockSupport.parkNanos(1_000_000L);
                            }
                            driven.advance(1_000_000L);
                            return Outcome.committed(DmlCounts.NONE);
                        })),
                        options)
                .run();

        assertTrue(
                r.errorsByCode().getOrDefault(RunHealth.LOGON_ERROR_PREFIX + "53300", 0L) > 0,
                r.errorsByCode().toString());
        assertTrue(r.totalCompleted() > 0, "the user that logged on worked");
        String problem = r.problem().orElseThrow();
        assertTrue(problem.startsWith("2 of 3 users never logged on; "), problem);
        assertTrue(problem.contains("logon attempts failed and were retried (LOGON:53300 x "), problem);
    }

    /**
     * max_connections full: the users refused wait for their turn to log on, and get in only as the run's stop
     * frees the connections of those that did. Those late logons measured nothing and must not count as
     * users that logged on (the run said "0 of 3" where 2 of 3 never had).
     */
    @Test
    void aLogonThatCompletesAfterTheStopIsNotAUserThatLoggedOn() throws Exception {
        Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
        AtomicInteger logons = new AtomicInteger();
        CountDownLatch slotFreed = new CountDownLatch(1);
        ConnectionSource oneSlot = new ConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                int n = logons.getAndIncrement();
                if (n == 0) return connections.acquire();
                // the two other users are refused once, then wait for the one slot (bounded: no hang)
                if (n <= 2) throw new SQLException("too many clients", "53300");
                try {
                    if (!slotFreed.await(30, java.util.concurrent.TimeUnit.SECONDS))
                        throw new SQLException("test: the slot was never freed", "08001");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("interrupted", "08001", e);
                }
                return connections.acquire();
            }

            @Override
            public void release(Connection c) {
                slotFreed.countDown();
            }

            @Override
            public void discard(Connection c) {
                slotFreed.countDown();
            }

            @Override
            public javax.sql.DataSource dataSource() {
                return connections.dataSource();
            }

            @Override
            public void close() {}
        };
        EngineOptions options = EngineOptions.defaults().withClock(driven).withSeed(1);
        RunResult r = new LoadEngine(
                        config(3).runTime(Duration.ofSeconds(5)).build(),
                        Fakes.DIALECT,
                        oneSlot,
                        Fakes.registry(both(ctx -> {
                            // time stands still until both other users were refused once (bounded)
                            long giveUpNanos = System.nanoTime() + 30_000_000_000L;
                            while (logons.get() < 3 && System.nanoTime() < giveUpNanos) {
                                LockSupport.parkNanos(1_000_000L);
                            }
                            driven.advance(1_000_000L);
                            return Outcome.committed(DmlCounts.NONE);
                        })),
                        options)
                .run();

        assertEquals(1, r.details().usersEverLoggedOn(), "only the user that logged on during the run");
        String problem = r.problem().orElseThrow();
        assertTrue(problem.startsWith("2 of 3 users never logged on; "), problem);
    }

    @Test
    void aRunWhoseTransactionsAllFailMadeNoProgress() throws Exception {
        EngineOptions options = EngineOptions.defaults().withClock(driven).withSeed(1);
        RunResult r = new LoadEngine(
                        config(2).runTime(Duration.ofSeconds(4)).build(),
                        Fakes.DIALECT,
                        new Fakes.CountingConnectionSource(),
                        Fakes.registry(both(ctx -> {
                            driven.advance(100_000_000L);
                            throw new SQLException("relation does not exist", "42P01");
                        })),
                        options)
                .run();

        // the sampler stamps the time each interval really covered, which may be more than a second
        assertTrue(
                r.problem()
                        .orElseThrow()
                        .matches("no transaction completed in (\\d+) of \\1 measured seconds \\(42P01 x .*"),
                r.problem().orElseThrow());
    }

    @Test
    void aHealthyRunHasNoProblem() throws Exception {
        // the transactions move time: on a clock whose waits move it, seconds a loaded machine spent before
        // scheduling the users would pass with nothing done
        EngineOptions options = EngineOptions.defaults().withClock(driven).withSeed(1);
        RunResult r = new LoadEngine(
                        config(2).runTime(Duration.ofSeconds(3)).build(),
                        Fakes.DIALECT,
                        new Fakes.CountingConnectionSource(),
                        Fakes.registry(both(ctx -> {
                            driven.advance(1_000_000L);
                            return Outcome.committed(DmlCounts.NONE);
                        })),
                        options)
                .run();

        assertTrue(r.problem().isEmpty(), r.problem().toString());
    }

    /**
     * A transaction blocked in the database beyond the grace, as a socket read that an interrupt does not
     * end: its connection is aborted, and the run returns after the grace and not a second per stuck user.
     */
    @Test
    void transactionsStuckInTheDatabasePastTheGraceAreAbortedAndTheGraceIsKept() throws Exception {
        Map<Connection, CountDownLatch> abortedByConnection = new java.util.concurrent.ConcurrentHashMap<>();
        AtomicInteger aborts = new AtomicInteger();
        List<String> stopSteps = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        ConnectionSource hanging = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() {
                CountDownLatch aborted = new CountDownLatch(1);
                Connection c = (Connection) Proxy.newProxyInstance(
                        getClass().getClassLoader(),
                        new Class<?>[] {Connection.class},
                        (proxy, method, args) -> switch (method.getName()) {
                            case "abort" -> {
                                aborts.incrementAndGet();
                                stopSteps.add("abort");
                                // the driver's abort work must run off the stopping thread
                                ((java.util.concurrent.Executor) args[0]).execute(() -> {
                                    stopSteps.add("abort work on "
                                            + Thread.currentThread().getName());
                                    aborted.countDown();
                                });
                                yield null;
                            }
                            case "prepareStatement" -> Proxy.newProxyInstance(
                                    getClass().getClassLoader(),
                                    new Class<?>[] {java.sql.PreparedStatement.class},
                                    (ps, m, a) -> {
                                        if (m.getName().equals("cancel")) stopSteps.add("cancel");
                                        return null;
                                    });
                            case "hashCode" -> System.identityHashCode(proxy);
                            case "equals" -> proxy == args[0];
                            default -> null;
                        });
                abortedByConnection.put(c, aborted);
                return c;
            }
        };
        AtomicInteger stuckUsers = new AtomicInteger();
        // only the transactions move this clock: the run cannot end before a second user is stuck, however
        // late a loaded machine schedules the users (on a clock whose waits move time, it once ended first)
        ManualClock drivenClock = ManualClock.drivenByTransactions();
        Transaction stuck = ctx -> {
            CountDownLatch aborted = abortedByConnection.get(ctx.connection());
            int stuckSoFar = stuckUsers.incrementAndGet();
            ctx.prepare("SELECT pg_sleep(60)");
            if (stuckSoFar == 2) drivenClock.advance(2_000_000_000L);
            // uninterruptible, like a driver's blocking read: only an aborted connection ends it
            while (aborted.getCount() > 0) {
                try {
                    aborted.await();
                } catch (InterruptedException ignored) {
                    // a socket read ignores interrupts too
                }
            }
            throw new SQLException("connection aborted", "08006");
        };
        int users = 6;
        Duration grace = Duration.ofMillis(800);
        EngineOptions options =
                EngineOptions.defaults().withClock(drivenClock).withSeed(1).withStopGrace(grace);
        long start = System.nanoTime();
        RunResult r = new LoadEngine(
                        config(users).runTime(Duration.ofSeconds(1)).build(),
                        Fakes.DIALECT,
                        hanging,
                        Fakes.registry(both(stuck)),
                        options)
                .run();
        long tookMillis = (System.nanoTime() - start) / 1_000_000L;

        assertTrue(stuckUsers.get() > 1, "stuck users: " + stuckUsers.get());
        assertEquals(stuckUsers.get(), aborts.get(), "every stuck user's connection was aborted");
        // the statement running on the server is cancelled first: an abort alone closes only the socket
        List<String> steps = List.copyOf(stopSteps);
        assertEquals("cancel", steps.get(0), steps.toString());
        assertTrue(
                steps.stream()
                        .filter(s -> s.startsWith("abort work on "))
                        .allMatch(s -> s.equals("abort work on dbbench-abort")),
                steps.toString());
        // transactions the engine's own stop cut are not failures
        assertEquals(Map.of(), r.errorsByCode());
        assertEquals(0, r.transactions().stream().mapToLong(t -> t.failed()).sum());
        // but nothing completed and the users were still in the database after the grace: a hung database
        assertTrue(
                r.problem().orElseThrow().contains("user(s) were still waiting on the database after the stop grace"),
                r.problem().toString());
        // a hang guard, not a timing test: the stuck users are released by their aborts alone, so a stop that
        // never aborted would wait for ever; how soon it ends depends on the machine's load
        assertTrue(tookMillis < grace.toMillis() + 60_000, "took " + tookMillis + " ms");
    }

    /**
     * A sampler that cannot run on time (logons taking every core) drains more than one interval's work:
     * each interval is stamped with the time it really covers, so no interval's rate is inflated. The user's
     * transactions move time 100 ms each, and only when the sampler has handed out a second's worth (ten
     * permits per interval drained), so the run's intervals line up; the third interval's listener holds the
     * sampler until the user has run four more seconds, and the logon burns another two.
     *
     * <p>No permit is ever left over when the sampler reads the clock (none at the start, and the stall waits
     * until the user's clock has moved all four seconds, not just until the permits are taken): a sampler
     * descheduled between reading the clock and draining (a loaded machine) would otherwise count work the
     * user did with leftover permits after the interval's end, and the bound below flipped with machine load.
     */
    @Test
    void aLateSamplerStampsTheTimeItReallyDrained() throws Exception {
        ConnectionSource slowLogon = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                driven.advance(2_000_000_000L);
                return super.acquire();
            }
        };
        java.util.concurrent.Semaphore permits = new java.util.concurrent.Semaphore(0);
        AtomicInteger drained = new AtomicInteger();
        ProgressListener sampler = snapshot -> {
            if (drained.incrementAndGet() != 3) {
                permits.release(10);
                return;
            }
            // the stall: the sampler is held here (on its own thread) while the user runs 4 s of transactions;
            // it waits for the time they move (each moves it after taking its permit), so the next interval
            // starts on a whole second with no permit left; the bound only keeps a broken engine from hanging
            long stallEndNanos = driven.nanoTime() + 4_000_000_000L;
            permits.release(40);
            long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120);
            while (driven.nanoTime() < stallEndNanos && System.nanoTime() - giveUp < 0)
                java.util.concurrent.locks.LockSupport.parkNanos(100_000);
        };
        EngineOptions options =
                EngineOptions.defaults().withClock(driven).withSeed(1).withListeners(List.of(sampler));
        RunResult r = new LoadEngine(
                        config(1).runTime(Duration.ofSeconds(20)).build(),
                        Fakes.DIALECT,
                        slowLogon,
                        Fakes.registry(both(ctx -> {
                            if (!permits.tryAcquire(60, java.util.concurrent.TimeUnit.SECONDS))
                                throw new SQLException("the sampler handed out no more time", "TEST");
                            driven.advance(100_000_000L);
                            return Outcome.committed(DmlCounts.NONE);
                        })),
                        options)
                .run();

        long previousMillis = 0;
        long completed = 0;
        boolean sawTheStall = false;
        for (io.dbbench.core.result.IntervalSample s : r.intervals()) {
            long lengthMillis = s.elapsedMillis() - previousMillis;
            // at most one transaction per 100 ms of a nominal-length interval, plus the one whose time moved
            // before the drain but which was counted after it; stamped as one second, the stall's work would
            // be four times that
            if (lengthMillis <= 1_000) {
                assertTrue(
                        s.completed() <= lengthMillis / 100 + 1,
                        s.completed() + " transactions stamped as " + lengthMillis + " ms: " + r.intervals());
            }
            sawTheStall |= lengthMillis >= 3_000 && s.completed() >= 30;
            previousMillis = s.elapsedMillis();
            completed += s.completed();
        }
        assertTrue(sawTheStall, "an interval stamped with the stall's length: " + r.intervals());
        assertTrue(completed > 10, "transactions: " + completed);
    }
}
