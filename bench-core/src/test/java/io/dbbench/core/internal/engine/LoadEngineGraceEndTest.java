package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * How a run ends when its users are still in the database after the stop grace: a hung database (the users
 * never come back, their cancels get no answer) against a healthy one whose last transactions merely outlive
 * the grace. Time moves as in {@link LoadEngineDatabaseLossTest}: with the transactions, and with a listener
 * once the users are all in the database.
 */
class LoadEngineGraceEndTest {
    private static final long INTERVAL_NANOS = 1_000_000_000L;
    private final ManualClock driven = ManualClock.drivenByTransactions();

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
                            LoadEngineDatabaseLossTest.config(2, Duration.ofSeconds(8)),
                            Fakes.DIALECT,
                            hanging,
                            Fakes.registry(LoadEngineDatabaseLossTest.both(hangsAfterTwoSeconds)),
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
                        LoadEngineDatabaseLossTest.config(2, Duration.ofSeconds(8)),
                        Fakes.DIALECT,
                        answering,
                        Fakes.registry(LoadEngineDatabaseLossTest.both(longQueryAtTheEnd)),
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
