package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunHealth;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A database that goes away for good or comes back: what the run health makes of the seconds without it (how a
 * run against a hung database ends is {@link LoadEngineGraceEndTest}'s). Time moves only with the transactions ({@link ManualClock#drivenByTransactions()})
 * and, while no transaction can move it, with the sampler: a listener moves it one interval after each
 * interval once every user waits on the clock, so every interval without the database is one whole second in
 * which each user retried as its back-off says, whatever the machine's load. Where the sampler's intervals are
 * asserted, the transactions keep in step with it ({@link #goingDownInStepAfter}): else a sampler the machine's
 * load kept from running drains seconds of work late, under one interval that ends long before it.
 */
class LoadEngineDatabaseLossTest {
    private static final long FAILED_LOGON_NANOS = 2_000_000_000L;
    private static final long INTERVAL_NANOS = 1_000_000_000L;
    private final ManualClock driven = ManualClock.drivenByTransactions();
    /** Where the load starts: no time moves before every user logged on (waitTillAllLogon). */
    private final long loadStartNanos = driven.nanoTime();
    /** How far into the load the sampler has closed its intervals, as its listener last saw the clock. */
    private final AtomicLong closedNanos = new AtomicLong();

    /**
     * Moves time one interval after each interval while {@code moving} says so, once all {@code users} wait on
     * the clock for a later time (their reconnect back-off): a step taken sooner, before a user's thread was
     * scheduled, passes a second in which that user could not retry, and how often the users retry in the run
     * would depend on the machine's load. The run's last interval neither waits nor moves time: its stop ends
     * the users' waits, and a step then could land before the engine reads the stop time (a 31 s run of 30).
     */
    private ProgressListener wallClockWhile(java.util.function.BooleanSupplier moving, int users) {
        return snapshot -> {
            closedNanos.accumulateAndGet(driven.nanoTime() - loadStartNanos, Math::max);
            if (!moving.getAsBoolean() || snapshot.remainingNanos() <= 0) return;
            try {
                if (!driven.awaitParked(users, Duration.ofSeconds(60)))
                    throw new AssertionError("the users did not all wait on their reconnect back-off in 60 s: "
                            + driven.describeWaits());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            driven.advance(INTERVAL_NANOS);
        };
    }

    static RunConfig config(int users, Duration runTime) {
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

    static Map<String, Transaction> both(Transaction t) {
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

    /**
     * {@link #goingDownAfter}, in step with the sampler, for tests that listen with {@link #wallClockWhile}. A
     * commit does not move time past the end of an interval the sampler has not closed yet: on a loaded machine the
     * users otherwise ran the whole load while the sampler waited for its thread, and its first interval, stamped
     * with the time it woke at, held the work of the seconds after it (a database lost at 20 s of 30 read as lost
     * from 6 s on). The commit that takes the database down moves time to the interval's end only once the other
     * users failed and wait to reconnect, so the sampler sees them without the database at that end; one commit at
     * a time, so none is still in flight when the database goes.
     */
    private Transaction goingDownInStepAfter(int goDownAfter, AtomicBoolean down, int users) {
        AtomicInteger committed = new AtomicInteger();
        Object oneAtATime = new Object();
        // the engine samples on the thread that runs it: waiting for its interval's end, it is no user
        Thread sampler = Thread.currentThread();
        return ctx -> {
            synchronized (oneAtATime) {
                // only a commit in here sets down: a failing call moves no time, so it never waits for the sampler,
                // which may itself be waiting for this user to park
                if (down.get()) throw new SQLException("terminating connection", "08006");
                awaitIntervalClosed();
                if (down.get()) throw new SQLException("terminating connection", "08006");
                if (committed.incrementAndGet() != goDownAfter) {
                    driven.advance(100_000_000L);
                    return Outcome.committed(DmlCounts.NONE);
                }
                down.set(true);
            }
            if (!driven.awaitParked(users - 1, sampler, Duration.ofSeconds(60)))
                throw new AssertionError(
                        "the other users did not all wait to reconnect in 60 s: " + driven.describeWaits());
            driven.advance(100_000_000L);
            return Outcome.committed(DmlCounts.NONE);
        };
    }

    /** Waits (real time, bounded) while the clock is at or past the end of an interval the sampler has not closed. */
    private void awaitIntervalClosed() throws InterruptedException {
        long giveUpAt = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (driven.nanoTime() - loadStartNanos - closedNanos.get() >= INTERVAL_NANOS) {
            if (System.nanoTime() - giveUpAt >= 0)
                throw new AssertionError("the sampler did not close its interval in 60 s: " + driven.describeWaits());
            Thread.sleep(1);
        }
    }

    @Test
    void aDatabaseLostForGoodStallsTheSecondsAfterItAndTheRunMadeNoProgress() throws Exception {
        AtomicBoolean down = new AtomicBoolean();
        AtomicInteger refused = new AtomicInteger();
        RunResult r = new LoadEngine(
                        config(2, Duration.ofSeconds(20)),
                        Fakes.DIALECT,
                        refusingWhile(down, refused, Integer.MAX_VALUE, 0),
                        Fakes.registry(both(goingDownInStepAfter(20, down, 2))),
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
                        Fakes.registry(both(goingDownInStepAfter(200, down, 2))),
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
        LoadEngine engine = new LoadEngine(
                config(2, Duration.ofSeconds(30)),
                Fakes.DIALECT,
                // four refused logons: 8 s of 30 without the database
                refusingWhile(down, refused, 4, FAILED_LOGON_NANOS),
                Fakes.registry(both(goingDownAfter(20, down))),
                EngineOptions.defaults().withClock(driven).withSeed(1));
        RunResult r = runMovingTimeWhenAllWait(engine, 2);

        String why = describe(r, down, refused);
        // the database came back: it refused exactly the four logons it was set to, each one counted
        assertEquals(4, refused.get(), why);
        assertEquals(EndReason.RUN_TIME, r.endReason(), why);
        assertEquals(4L, r.errorsByCode().getOrDefault(RunHealth.LOGON_ERROR_PREFIX + "08001", 0L), why);
        assertTrue(r.errorsByCode().getOrDefault("08006", 0L) > 0, why);
        assertTrue(r.problem().isEmpty(), r.problem() + " " + why);
    }

    /**
     * Runs {@code engine} on another thread and, whenever its {@code users} and its sampler all wait on the clock (a
     * reconnect back-off, an interval's end), moves time to the earliest time one of them waits for. Two users whose
     * back-offs both end later than the other's failed logon moved time otherwise waited out the clock's 10 s stall
     * fallback; this way nothing waits for real time, and time only moves when no thread could move it itself.
     */
    private RunResult runMovingTimeWhenAllWait(LoadEngine engine, int users) throws Exception {
        ExecutorService runner = Executors.newSingleThreadExecutor();
        try {
            Future<RunResult> run = runner.submit(engine::run);
            long giveUpAt = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (!run.isDone()) {
                if (System.nanoTime() - giveUpAt >= 0)
                    throw new AssertionError("the run did not end in 120 s: " + driven.describeWaits());
                // the sampler too: a step past an interval's end it has not drained would merge two intervals
                if (driven.awaitParked(users + 1, Duration.ofMillis(5))) driven.advanceToEarliestWait();
            }
            return run.get(10, TimeUnit.SECONDS);
        } finally {
            runner.shutdownNow();
        }
    }

    /** All a failed assertion needs to say what the run saw: its end, its counts, the database's and each interval. */
    private String describe(RunResult r, AtomicBoolean down, AtomicInteger refused) {
        return "endReason=" + r.endReason() + ", run=" + r.timing().run() + ", completed=" + r.totalCompleted()
                + ", failed=" + r.totalFailed() + ", errorsByCode=" + r.errorsByCode() + ", refusedLogons="
                + refused.get() + ", databaseDownAtEnd=" + down.get() + ", clockSinceLoadStart="
                + Duration.ofNanos(driven.nanoTime() - loadStartNanos) + ", stalls="
                + r.details().stalls()
                + ", intervals=" + r.intervals();
    }
}
