package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Users retired in the middle of a transaction, a stop while users come and go, and the changes refused. */
class LoadEngineLiveUsersStopTest {
    private final ManualClock clock = new ManualClock();
    private final AtomicLong completed = new AtomicLong();
    private final Map<String, AtomicLong> completedBySession = new ConcurrentHashMap<>();
    private final ExecutorService runner = Executors.newSingleThreadExecutor();

    @AfterEach
    void stopRunner() {
        runner.shutdownNow();
    }

    private static RunConfig config(int users) {
        return RunConfig.builder()
                .name("live users stop test")
                .users(users)
                // a millisecond of think: on this clock a user runs about a transaction per real millisecond
                .interThinkMillis(1, 1)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
    }

    /** Transactions that count their completions, per session; {@code before} runs first (it may block). */
    private Map<String, Transaction> counting(Transaction before) {
        Transaction t = ctx -> {
            before.execute(ctx);
            completed.incrementAndGet();
            completedBySession
                    .computeIfAbsent(Thread.currentThread().getName(), k -> new AtomicLong())
                    .incrementAndGet();
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        };
        Map<String, Transaction> m = new LinkedHashMap<>();
        m.put("Insert", t);
        m.put("Select", t);
        return m;
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - giveUp > 0) fail("timed out waiting until " + what);
            Thread.sleep(1);
        }
    }

    private long ranBy(String session) {
        AtomicLong n = completedBySession.get(session);
        return n == null ? 0 : n.get();
    }

    @Test
    void aUserRetiredInATransactionFinishesItCountedOnceThenLogsOff() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean blockedOnce = new AtomicBoolean();
        Transaction blockUser1Once = ctx -> {
            if (ctx.sessionId() == 1 && blockedOnce.compareAndSet(false, true)) {
                inside.countDown();
                if (!release.await(30, TimeUnit.SECONDS)) throw new IllegalStateException("never released");
            }
            return Outcome.committed(DmlCounts.NONE);
        };
        Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                connections,
                Fakes.registry(counting(blockUser1Once)),
                EngineOptions.defaults().withClock(clock).withSeed(3));
        Future<RunResult> run = runner.submit(engine::run);

        assertTrue(inside.await(30, TimeUnit.SECONDS), "user 1 never started a transaction");
        engine.liveUsers().setActive(1);
        long user1BeforeItsLast = ranBy("dbbench-session-1");
        release.countDown();
        // its transaction done, user 1 gives its connection back: the only one given back before the end
        await(() -> connections.released.get() == 1, "user 1 logged off");
        assertEquals(user1BeforeItsLast + 1, ranBy("dbbench-session-1"), "its last transaction ran to its end");
        long user0AtLogOff = ranBy("dbbench-session-0");
        await(() -> ranBy("dbbench-session-0") > user0AtLogOff + 20, "user 0 went on alone");
        engine.stop();
        RunResult r = run.get(30, TimeUnit.SECONDS);

        assertEquals(user1BeforeItsLast + 1, ranBy("dbbench-session-1"), "a retired user starts no transaction");
        assertEquals(completed.get(), r.totalCompleted(), "every transaction counted once");
        assertEquals(2, connections.acquired.get());
        assertEquals(2, connections.released.get());
        assertEquals(2, r.details().usersEverLoggedOn());
    }

    @Test
    void aUserRetiredWhileWaitingForThePoolGivesTheConnectionBackUnused() throws Exception {
        AtomicBoolean hangUser1 = new AtomicBoolean();
        CountDownLatch waiting = new CountDownLatch(1);
        CountDownLatch poolAnswers = new CountDownLatch(1);
        Fakes.CountingConnectionSource pool = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                if (hangUser1.get() && Thread.currentThread().getName().equals("svc-0-session-1")) {
                    hangUser1.set(false);
                    waiting.countDown();
                    try {
                        // a pool with no connection free: user 1 waits for one while it is retired
                        if (!poolAnswers.await(30, TimeUnit.SECONDS)) throw new SQLException("never answered");
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new SQLException("interrupted", "08001");
                    }
                }
                return super.acquire();
            }
        };
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                Fakes.registry(counting(ctx -> Outcome.committed(DmlCounts.NONE))),
                EngineOptions.defaults().withClock(clock).withSeed(11),
                RunShape.borrowing(
                        io.dbbench.core.config.Topology.parse("2x1"), List.of(new ServicePool("svc-0", pool, 2, 2))));
        Future<RunResult> run = runner.submit(engine::run);

        await(() -> ranBy("svc-0-session-0") > 0 && ranBy("svc-0-session-1") > 0, "both users ran");
        hangUser1.set(true);
        assertTrue(waiting.await(30, TimeUnit.SECONDS), "user 1 never waited for the pool");
        engine.liveUsers().setActive(1);
        long user1AtRetirement = ranBy("svc-0-session-1");
        poolAnswers.countDown();
        // user 1 got its connection after it was retired: it gives it back and waits to be activated
        await(() -> engine.liveUsers().idle() == 1, "user 1 waits to be activated");
        engine.stop();
        RunResult r = run.get(30, TimeUnit.SECONDS);

        assertEquals(user1AtRetirement, ranBy("svc-0-session-1"), "a retired user ran a transaction late");
        assertEquals(completed.get(), r.totalCompleted());
        assertEquals(pool.acquired.get(), pool.released.get());
    }

    @Test
    void aStopWhileUsersLogOnAndWaitEndsTheRunWithItsResults() throws Exception {
        AtomicBoolean logonsHang = new AtomicBoolean();
        CountDownLatch hungLogons = new CountDownLatch(3);
        CountDownLatch never = new CountDownLatch(1);
        Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() throws SQLException {
                if (logonsHang.get()) {
                    hungLogons.countDown();
                    try {
                        // a database that takes logons and never answers: only the engine's interrupt ends it
                        never.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    throw new SQLException("logon interrupted", "08001");
                }
                return super.acquire();
            }
        };
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                Fakes.registry(counting(ctx -> Outcome.committed(DmlCounts.NONE))),
                EngineOptions.defaults().withClock(clock).withSeed(5),
                RunShape.holding(connections, 2).withMaxUsers(5));
        Future<RunResult> run = runner.submit(engine::run);

        await(() -> ranBy("dbbench-session-0") > 0 && ranBy("dbbench-session-1") > 0, "both users ran");
        engine.liveUsers().setActive(1);
        await(() -> connections.released.get() == 1, "user 1 logged off");
        logonsHang.set(true);
        // users 1, 2 and 3 log on into a hung database; user 4 waits to be activated
        engine.liveUsers().setActive(4);
        assertTrue(hungLogons.await(30, TimeUnit.SECONDS), "the three logons never started");
        engine.stop();
        RunResult r = run.get(30, TimeUnit.SECONDS);

        assertEquals(EndReason.INTERRUPTED, r.endReason());
        assertEquals(completed.get(), r.totalCompleted());
        assertEquals(2, r.details().usersEverLoggedOn(), "a logon the stop cut is no logon");
        assertEquals(connections.acquired.get(), connections.released.get());
    }

    @Test
    void aRunWhoseActiveUsersFinishTheirWorkEndsThoughUsersAboveThemNeverRan() throws Exception {
        Map<String, AtomicLong> ran = new ConcurrentHashMap<>();
        // each user's work is three transactions, as a statement runner's run-once mode says when it is done
        Transaction threeThenDone = ctx -> {
            if (ran.computeIfAbsent(Thread.currentThread().getName(), k -> new AtomicLong())
                            .incrementAndGet()
                    == 3) ctx.finishSession();
            return Outcome.committed(DmlCounts.NONE);
        };
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                Fakes.registry(counting(threeThenDone)),
                EngineOptions.defaults().withClock(clock).withSeed(9),
                RunShape.holding(new Fakes.CountingConnectionSource(), 2).withMaxUsers(4));

        RunResult r = runner.submit(engine::run).get(30, TimeUnit.SECONDS);

        assertEquals(EndReason.USERS_FINISHED, r.endReason());
        assertEquals(6, r.totalCompleted());
        assertEquals(java.util.Set.of("dbbench-session-0", "dbbench-session-1"), ran.keySet());
    }

    @Test
    void aChangeOutsideOneToTheCeilingIsRefusedNotClamped() {
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                Fakes.registry(counting(ctx -> Outcome.committed(DmlCounts.NONE))),
                EngineOptions.defaults().withClock(clock),
                RunShape.holding(new Fakes.CountingConnectionSource(), 2).withMaxUsers(6));
        LiveUsers users = engine.liveUsers();
        for (int wrong : List.of(0, -1, 7)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> users.setActive(wrong));
            assertEquals("active users must be within 1..6 (the run's ceiling), was " + wrong, e.getMessage());
        }
        assertEquals(2, users.active(), "a refused change changes nothing");
        users.setActive(6);
        assertEquals(6, users.active());
    }

    @Test
    void anOpenLoopRunsUsersCannotChangeItsRateSetsTheLoad() {
        RunShape atARate =
                RunShape.holding(new Fakes.CountingConnectionSource(), 2).measured(null, 0, 100.0);
        LoadEngine engine = new LoadEngine(
                config(2),
                Fakes.DIALECT,
                Fakes.registry(counting(ctx -> Outcome.committed(DmlCounts.NONE))),
                EngineOptions.defaults().withClock(clock),
                atARate);
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> engine.liveUsers().setActive(1));
        assertTrue(e.getMessage().contains("open-loop"), e.getMessage());
        assertEquals(2, engine.liveUsers().ceiling());
        assertThrows(IllegalArgumentException.class, () -> atARate.withMaxUsers(4));
        assertThrows(IllegalArgumentException.class, () -> RunShape.holding(new Fakes.CountingConnectionSource(), 2)
                .withMaxUsers(1));
    }
}
