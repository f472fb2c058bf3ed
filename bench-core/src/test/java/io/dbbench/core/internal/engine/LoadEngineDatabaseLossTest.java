package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.RunHealth;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A database that goes away for good, comes back, or hangs: what the run health makes of the seconds without
 * it, and how the run ends. Time moves only with the transactions ({@link ManualClock#drivenByTransactions()})
 * and, while no transaction can move it, with the sampler: a listener moves it one interval after each
 * interval once every user waits on the clock, so every interval without the database is one whole second in
 * which each user retried as its back-off says, whatever the machine's load.
 */
class LoadEngineDatabaseLossTest {
    private static final long FAILED_LOGON_NANOS = 2_000_000_000L;
    private static final long INTERVAL_NANOS = 1_000_000_000L;
    private final ManualClock driven = ManualClock.drivenByTransactions();

    /**
     * Moves time one interval after each interval while {@code moving} says so, once all {@code users} wait on
     * the clock for a later time (their reconnect back-off): a step taken sooner, before a user's thread was
     * scheduled, passes a second in which that user could not retry, and how often the users retry in the run
     * would depend on the machine's load. The run's last interval waits for no one: its stop ends their waits.
     */
    private ProgressListener wallClockWhile(java.util.function.BooleanSupplier moving, int users) {
        return snapshot -> {
            if (!moving.getAsBoolean()) return;
            try {
                if (snapshot.remainingNanos() > 0 && !driven.awaitParked(users, Duration.ofSeconds(60)))
                    throw new AssertionError("the users did not all wait on their reconnect back-off in 60 s");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            driven.advance(INTERVAL_NANOS);
        };
    }

    private static RunConfig config(int users, Duration runTime) {
        return RunConfig.builder()
                .name("loss")
                .users(users)
                .runTime(runTime)
                // every user logs on before the database goes away: a user that never did is another problem
                .waitTillAllLogon(true)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
    }

    private static Map<String, Transaction> both(Transaction t) {
        Map<String, Transaction> map = new LinkedHashMap<>();
        map.put("Insert", t);
        map.put("Select", t);
        return map;
    }

    /**
     * A database that refuses logons while {@code down} is set, each taking {@code failedLogonNanos} (2 s, the
     * longest back-off: two users trying to reconnect move time for each other).
     */
    private ConnectionSource refusingWhile(
            AtomicBoolean down, AtomicInteger refusedLogons, int comesBackAfter, long failedLogonNanos) {
        return new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                if (down.get()) {
                    driven.advance(failedLogonNanos);
                    if (refusedLogons.incrementAndGet() == comesBackAfter) down.set(false);
                    throw new SQLException("connection refused", "08001");
                }
                return super.acquire();
            }
        };
    }

    /**
     * Commits, moving time 100 ms, until {@code goDownAfter} commits; while the database is down, the connection
     * is lost. The last commit takes the database down before it moves time, so the sampler that time wakes sees
     * it down.
     */
    private Transaction goingDownAfter(int goDownAfter, AtomicBoolean down) {
        AtomicInteger committed = new AtomicInteger();
        return ctx -> {
            if (down.get()) throw new SQLException("terminating connection", "08006");
            if (committed.incrementAndGet() == goDownAfter) down.set(true);
            driven.advance(100_000_000L);
            return Outcome.committed(DmlCounts.NONE);
        };
    }

    @Test
    void aDatabaseLostForGoodStallsTheSecondsAfterItAndTheRunMadeNoProgress() throws Exception {
        AtomicBoolean down = new AtomicBoolean();
        AtomicInteger refused = new AtomicInteger();
        RunResult r = new LoadEngine(
                        config(2, Duration.ofSeconds(20)),
                        Fakes.DIALECT,
                        refusingWhile(down, refused, Integer.MAX_VALUE, 0),
                        Fakes.registry(both(goingDownAfter(20, down))),
                        EngineOptions.defaults()
                                .withClock(driven)
                                .withSeed(1)
                                .withListeners(List.of(wallClockWhile(down::get, 2))))
                .run();

        assertTrue(r.totalCompleted() >= 19, "the database worked for two seconds: " + r.totalCompleted());
        // the transactions in flight fail once; the users then fail only their reconnects, counted by code
        assertTrue(
                r.errorsByCode().getOrDefault("08006", 0L) > 0, r.errorsByCode().toString());
        assertTrue(
                r.errorsByCode().getOrDefault(RunHealth.LOGON_ERROR_PREFIX + "08001", 0L) > 2,
                r.errorsByCode().toString());
        String problem = r.problem().orElseThrow(() -> new AssertionError("healthy: " + r.intervals()));
        assertTrue(problem.startsWith("no transaction completed in "), problem);
        assertTrue(problem.contains("LOGON:08001 x "), problem);
        assertTrue(problem.endsWith(": the database stopped the load"), problem);
    }

    /**
     * Issue 35: a PostgreSQL fast-stopped 18 s into a 25 s run, never restarted, passed (exit 0, "4 failed
     * (0.00%)"): too little of the run to fail it by its stalled share, but the run never measured its end.
     */
    @Test
    void aDatabaseLostForTheLastThirdFailsTheRunAndSaysFromWhen() throws Exception {
        AtomicBoolean down = new AtomicBoolean();
        AtomicInteger refused = new AtomicInteger();
        RunResult r = new LoadEngine(
                        config(2, Duration.ofSeconds(30)),
                        Fakes.DIALECT,
                        refusingWhile(down, refused, Integer.MAX_VALUE, 0),
                        // 200 commits of 100 ms each (the users move one clock): the database goes away at about 20 s
                        // of 30
                        Fakes.registry(both(goingDownAfter(200, down))),
                        EngineOptions.defaults()
                                .withClock(driven)
                                .withSeed(1)
                                .withListeners(List.of(wallClockWhile(down::get, 2))))
                .run();

        assertTrue(r.details().stalls().unreachableAtEnd(), r.details().stalls().toString());
        // from the start of the interval in which the database went away: the last that completed a transaction
        long lastProgressStart = 0;
        for (int i = 0; i < r.intervals().size(); i++) {
            if (r.intervals().get(i).completed() > 0)
                lastProgressStart = i == 0 ? 0 : r.intervals().get(i - 1).elapsedMillis();
        }
        assertEquals(
                lastProgressStart,
                r.details().stalls().unreachableFromMillis(),
                r.intervals().toString());
        String problem = r.problem().orElseThrow(() -> new AssertionError("healthy: " + r.intervals()));
        assertEquals(
                String.format(
                        "database unreachable from 00:%02d to the end of the run at 00:30: no transaction completed"
                                + " after it (%s)",
                        lastProgressStart / 1000, problem.substring(problem.indexOf('(') + 1, problem.length() - 1)),
                problem);
        assertTrue(problem.contains("LOGON:08001 x "), problem);
    }

    @Test
    void aDatabaseBackAfterSecondsCostsFailuresNotTheRun() throws Exception {
        AtomicBoolean down = new AtomicBoolean();
        AtomicInteger refused = new AtomicInteger();
        RunResult r = new LoadEngine(
                        config(2, Duration.ofSeconds(30)),
                        Fakes.DIALECT,
                        // four refused logons: 8 s of 30 without the database
                        refusingWhile(down, refused, 4, FAILED_LOGON_NANOS),
                        Fakes.registry(both(goingDownAfter(20, down))),
                        EngineOptions.defaults().withClock(driven).withSeed(1))
                .run();

        assertTrue(
                r.errorsByCode().getOrDefault(RunHealth.LOGON_ERROR_PREFIX + "08001", 0L) > 0,
                r.errorsByCode().toString());
        assertTrue(r.problem().isEmpty(), r.problem() + " " + r.intervals());
    }

    /**
     * Every server process stopped (SIGSTOP): the users wait in the database for ever and a cancel request is
     * never answered (pgjdbc waits up to 10 s for each). The run still ends after the grace, says which users
     * it waits for, aborts them, and is a failed run.
     */
    @Test
    void aHungDatabaseEndsOnTimeNamesTheUsersItWaitsForAndFailsTheRun() {
        CountDownLatch serverAnswersCancels = new CountDownLatch(1);
        Map<Connection, CountDownLatch> abortedByConnection = new ConcurrentHashMap<>();
        AtomicInteger aborts = new AtomicInteger();
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
                                aborted.countDown();
                                yield null;
                            }
                            case "prepareStatement" -> Proxy.newProxyInstance(
                                    getClass().getClassLoader(),
                                    new Class<?>[] {java.sql.PreparedStatement.class},
                                    (ps, m, a) -> {
                                        if (m.getName().equals("cancel")) awaitUninterruptibly(serverAnswersCancels);
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
        AtomicInteger committed = new AtomicInteger();
        CountDownLatch bothHung = new CountDownLatch(2);
        Transaction hangsAfterTwoSeconds = ctx -> {
            if (committed.get() < 20) {
                driven.advance(100_000_000L);
                committed.incrementAndGet();
                return Outcome.committed(DmlCounts.NONE);
            }
            ctx.prepare("UPDATE t SET v = v + 1");
            bothHung.countDown();
            awaitUninterruptibly(abortedByConnection.get(ctx.connection()));
            throw new SQLException("connection aborted", "08006");
        };
        List<String> notices = Collections.synchronizedList(new ArrayList<>());
        ProgressListener console = new ProgressListener() {
            /** Once the users hang, the run's time goes on without them: one interval per interval. */
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                try {
                    if (committed.get() >= 20 && bothHung.await(60, java.util.concurrent.TimeUnit.SECONDS))
                        driven.advance(INTERVAL_NANOS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            @Override
            public void onNotice(String message) {
                notices.add(message);
            }
        };
        try {
            // a hang guard only: the run ends about 2 s after its last interval
            RunResult r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> new LoadEngine(
                            config(2, Duration.ofSeconds(8)),
                            Fakes.DIALECT,
                            hanging,
                            Fakes.registry(both(hangsAfterTwoSeconds)),
                            EngineOptions.defaults()
                                    .withClock(driven)
                                    .withSeed(1)
                                    .withStopGrace(Duration.ofMillis(1_500))
                                    .withListeners(List.of(console)))
                    .run());

            assertEquals(2, aborts.get(), "both users' connections aborted, though their cancels got no answer");
            // the users hang until aborted, so they are busy at the naming point however late it comes
            String waiting = notices.stream()
                    .filter(n -> n.startsWith("the run has ended; waiting up to "))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(notices.toString()));
            assertTrue(
                    waiting.matches(
                            ".* for 2 user\\(s\\): dbbench-session-0 running (Insert|Select) Txn for [0-9.]+ s, "
                                    + "dbbench-session-1 running (Insert|Select) Txn for [0-9.]+ s"),
                    waiting);
            assertTrue(
                    notices.stream()
                            .anyMatch(n -> n.startsWith("2 user(s) still in the database after the 1.5 s stop grace")),
                    notices.toString());
            assertEquals(
                    2,
                    r.details().stalls().usersStillWaiting().size(),
                    r.details().stalls().toString());
            assertTrue(r.totalCompleted() >= 19, "completed " + r.totalCompleted());
            // a hung database fails nothing: the aborted transactions are no failures either
            assertEquals(Map.of(), r.errorsByCode());
            String problem = r.problem().orElseThrow(() -> new AssertionError("healthy: " + r.intervals()));
            assertTrue(
                    problem.contains(
                            " and 2 user(s) were still waiting on the database after the stop grace (dbbench-session-0 running "),
                    problem);
            assertTrue(problem.endsWith("the database stopped answering"), problem);
        } finally {
            serverAnswersCancels.countDown();
        }
    }

    /**
     * A healthy database whose last transactions outlive the stop grace (a long report query): their cancels are
     * answered, the users return, and the run is not called unreachable, as a hung database's is.
     */
    @Test
    void longTransactionsCutAtTheEndOfAHealthyRunAreNotAHungDatabase() {
        ConnectionSource answering = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() {
                CountDownLatch cancelled = new CountDownLatch(1);
                return (Connection) Proxy.newProxyInstance(
                        getClass().getClassLoader(),
                        new Class<?>[] {Connection.class},
                        (proxy, method, args) -> switch (method.getName()) {
                            case "prepareStatement" -> Proxy.newProxyInstance(
                                    getClass().getClassLoader(),
                                    new Class<?>[] {java.sql.PreparedStatement.class},
                                    (ps, m, a) -> {
                                        if (m.getName().equals("cancel")) cancelled.countDown();
                                        if (m.getName().equals("execute")) {
                                            // the long query: runs until the server cancels it
                                            awaitUninterruptibly(cancelled);
                                            throw new SQLException("canceling statement due to user request", "57014");
                                        }
                                        return null;
                                    });
                            case "hashCode" -> System.identityHashCode(proxy);
                            case "equals" -> proxy == args[0];
                            default -> null;
                        });
            }
        };
        AtomicInteger committed = new AtomicInteger();
        CountDownLatch bothLong = new CountDownLatch(2);
        Transaction longQueryAtTheEnd = ctx -> {
            if (committed.get() < 60) {
                driven.advance(100_000_000L);
                committed.incrementAndGet();
                return Outcome.committed(DmlCounts.NONE);
            }
            java.sql.PreparedStatement query = ctx.prepare("SELECT pg_sleep(3600)");
            bothLong.countDown();
            query.execute();
            return Outcome.committed(DmlCounts.NONE);
        };
        ProgressListener clock = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                try {
                    if (committed.get() >= 60 && bothLong.await(60, java.util.concurrent.TimeUnit.SECONDS))
                        driven.advance(INTERVAL_NANOS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        RunResult r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> new LoadEngine(
                        config(2, Duration.ofSeconds(8)),
                        Fakes.DIALECT,
                        answering,
                        Fakes.registry(both(longQueryAtTheEnd)),
                        EngineOptions.defaults()
                                .withClock(driven)
                                .withSeed(1)
                                .withStopGrace(Duration.ofMillis(500))
                                .withListeners(List.of(clock)))
                .run());

        assertEquals(
                2,
                r.details().stalls().usersStillWaiting().size(),
                r.details().stalls().toString());
        assertEquals(
                -1,
                r.details().stalls().unreachableFromMillis(),
                r.details().stalls().toString());
        assertTrue(
                r.problem().map(p -> !p.contains("database unreachable")).orElse(true),
                r.problem().orElse("healthy"));
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (latch.getCount() > 0) {
            try {
                latch.await();
            } catch (InterruptedException e) {
                // a socket read ignores interrupts too
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
