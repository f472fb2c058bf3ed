package io.dbbench.core.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RunHealthTest {
    /**
     * A run of {@code users} users over one-second intervals: each interval's completed transactions and
     * users logged on, and the errors by code.
     */
    private static RunResult run(int users, long[] completedPerSecond, int[] loggedOn, Map<String, Long> errors) {
        // every idle second of a run with errors failed one transaction, unless a test says otherwise
        long[] failed = new long[completedPerSecond.length];
        for (int i = 0; i < failed.length; i++) failed[i] = errors.isEmpty() || completedPerSecond[i] > 0 ? 0 : 1;
        return run(users, completedPerSecond, failed, loggedOn, errors);
    }

    private static RunResult run(
            int users, long[] completedPerSecond, long[] failedPerSecond, int[] loggedOn, Map<String, Long> errors) {
        RunConfig config = RunConfig.builder()
                .name("health")
                .users(users)
                .runTime(Duration.ofSeconds(completedPerSecond.length))
                .transaction("T", "T", "sample.T", 1)
                .build();
        List<IntervalSample> intervals = new ArrayList<>();
        for (int i = 0; i < completedPerSecond.length; i++) {
            TransactionInterval t = new TransactionInterval(completedPerSecond[i], failedPerSecond[i], 0, 0, 0, 0, 0);
            intervals.add(new IntervalSample(1_000L * (i + 1), 1_000L * (i + 1), loggedOn[i], Map.of("T", t)));
        }
        Duration length = Duration.ofSeconds(completedPerSecond.length);
        return new RunResult(
                new RunLabel("health", ""),
                new RunTiming(Instant.EPOCH, length, length, Duration.ZERO),
                config,
                Map.of(),
                List.of(),
                new DmlTotals(0, 0, 0, 0, 0, 0),
                List.of(),
                intervals,
                0,
                errors,
                EndReason.RUN_TIME);
    }

    @Test
    void halfTheMeasuredSecondsWithoutACompletedTransactionAndErrorsIsNoProgress() {
        RunResult r = run(2, new long[] {5, 0, 3, 0}, new int[] {2, 2, 2, 2}, Map.of("57P01", 4L));
        assertEquals(
                Optional.of(
                        "no transaction completed in 2 of 4 measured seconds (57P01 x 4): the database stopped the load"),
                RunHealth.problem(r));
    }

    /** The engine saw the quiet seconds 2 to 4 stalled by a lost database (users waiting to reconnect). */
    private static RunResult withStalls(RunResult r, RunStalls stalls) {
        return new RunResult(
                r.label(),
                r.timing(),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details().withStalls(stalls),
                r.fingerprint());
    }

    @Test
    void secondsTheEngineSawStalledByALostDatabaseCountThoughTheyFailedNothing() {
        // a failure in the second second only; then the users wait to reconnect and fail nothing
        RunResult r = run(2, new long[] {9, 0, 0, 0}, new long[] {0, 2, 0, 0}, new int[] {2, 0, 0, 0}, Map.of());
        assertEquals(Optional.empty(), RunHealth.problem(r), "read back from a file, nothing else is known");
        RunResult seen = withStalls(r, new RunStalls(java.util.Set.of(2_000L, 3_000L, 4_000L), List.of()));
        assertEquals(
                Optional.of("no transaction completed in 3 of 4 measured seconds: the database stopped the load"),
                RunHealth.problem(seen));
    }

    /** Issue 35: a database lost for the last third of a run, never back, passed with "4 failed (0.00%)". */
    @Test
    void aDatabaseUnreachableToTheEndFailsTheRunWhateverItsShareAndSaysFromWhen() {
        long[] completed = {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 4, 0, 0, 0, 0, 0, 0};
        long[] failed = new long[completed.length];
        failed[18] = 4;
        int[] loggedOn = new int[completed.length];
        java.util.Arrays.fill(loggedOn, 4);
        RunResult r = run(4, completed, failed, loggedOn, Map.of("57P01", 4L, "LOGON:08001", 12L));
        java.util.Set<Long> stalled = new java.util.HashSet<>();
        for (long s = 20; s <= 25; s++) stalled.add(s * 1_000L);
        assertEquals(
                Optional.empty(),
                RunHealth.problem(withStalls(r, new RunStalls(stalled, List.of()))),
                "6 stalled seconds of 25 and the database back at the end: a healthy run");
        RunResult lost = withStalls(r, new RunStalls(stalled, List.of(), List.of(), 18_000L));
        assertEquals(
                Optional.of("database unreachable from 00:18 to the end of the run at 00:25: no transaction completed"
                        + " after it (LOGON:08001 x 12, 57P01 x 4)"),
                RunHealth.problem(lost));
        // lost for half the run or more: the no-progress line, which says from when too
        RunResult mostly = withStalls(
                run(4, new long[] {9, 4, 0, 0}, new long[] {0, 4, 0, 0}, new int[] {4, 4, 4, 4}, Map.of("57P01", 4L)),
                new RunStalls(java.util.Set.of(3_000L, 4_000L), List.of(), List.of(), 1_000L));
        assertEquals(
                Optional.of("no transaction completed in 2 of 4 measured seconds (57P01 x 4; database unreachable from"
                        + " 00:01 to the end): the database stopped the load"),
                RunHealth.problem(mostly));
    }

    @Test
    void aHungDatabaseNamesTheUsersStillWaitingAfterTheGrace() {
        RunResult r = withStalls(
                run(1, new long[] {9, 0, 0}, new long[] {0, 0, 0}, new int[] {1, 1, 1}, Map.of()),
                new RunStalls(java.util.Set.of(2_000L, 3_000L), List.of("dbbench-session-0 running Insert for 2.5 s")));
        assertEquals(
                Optional.of(
                        "no transaction completed in 2 of 3 measured seconds and 1 user(s) were still waiting on the "
                                + "database after the stop grace (dbbench-session-0 running Insert for 2.5 s): the database "
                                + "stopped answering"),
                RunHealth.problem(r));
    }

    @Test
    void thousandsOfHungUsersAreNamedTenThenCounted() {
        List<String> waiting = new ArrayList<>();
        for (int u = 0; u < 2_000; u++) waiting.add("dbbench-session-" + u + " running Insert for 2.5 s");
        RunResult r = withStalls(
                run(1, new long[] {9, 0, 0}, new long[] {0, 0, 0}, new int[] {1, 1, 1}, Map.of()),
                new RunStalls(java.util.Set.of(2_000L, 3_000L), waiting));

        String line = RunHealth.problem(r).orElseThrow();

        assertTrue(line.contains("and 2000 user(s) were still waiting"), line);
        assertTrue(line.contains("dbbench-session-9 running Insert for 2.5 s and 1990 more): "), line);
        assertFalse(line.contains("dbbench-session-10 "), line);
    }

    @Test
    void aLateSamplersLongIntervalWeighsItsSeconds() {
        // five quiet seconds after one failed transaction, drained late as one interval: 5 of 8 seconds, not 1 of 4
        RunResult r =
                run(1, new long[] {3, 3, 3, 0}, new long[] {0, 0, 0, 1}, new int[] {1, 1, 1, 1}, Map.of("57P01", 1L));
        List<IntervalSample> stretched = new ArrayList<>(r.intervals().subList(0, 3));
        IntervalSample last = r.intervals().get(3);
        stretched.add(new IntervalSample(8_000L, 8_000L, 1, last.byTransaction()));
        RunResult late = new RunResult(
                r.label(),
                new RunTiming(Instant.EPOCH, Duration.ofSeconds(8), Duration.ofSeconds(8), Duration.ZERO),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                stretched,
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason());
        assertEquals(
                Optional.of(
                        "no transaction completed in 5 of 8 measured seconds (57P01 x 1): the database stopped the load"),
                RunHealth.problem(late));
    }

    @Test
    void lessThanHalfIsProgress() {
        assertEquals(
                Optional.empty(),
                RunHealth.problem(run(2, new long[] {5, 0, 3, 1}, new int[] {2, 2, 2, 2}, Map.of("57P01", 4L))));
    }

    @Test
    void aSparseRunWithoutErrorsMadeProgressAtItsOwnPace() {
        // one user thinking three seconds between transactions
        assertEquals(
                Optional.empty(),
                RunHealth.problem(run(1, new long[] {1, 0, 0, 1, 0, 0}, new int[] {1, 1, 1, 1, 1, 1}, Map.of())));
    }

    @Test
    void secondsBeforeTheStatisticsWindowDoNotCount() {
        RunConfig config = RunConfig.builder()
                .name("health")
                .users(1)
                .runTime(Duration.ofSeconds(4))
                .statsWindow(Duration.ofSeconds(2), Duration.ZERO)
                .transaction("T", "T", "sample.T", 1)
                .build();
        RunResult r = run(1, new long[] {0, 0, 4, 4}, new int[] {1, 1, 1, 1}, Map.of("57P01", 1L));
        RunResult windowed = new RunResult(
                r.label(),
                r.timing(),
                config,
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason());
        assertEquals(Optional.empty(), RunHealth.problem(windowed));
    }

    @Test
    void usersThatNeverLoggedOnWithLogonErrorsCouldNotLogOn() {
        RunResult r =
                run(300, new long[] {90, 95}, new int[] {280, 288}, Map.of("LOGON:53300", 40L, "LOGON:08001", 2L));
        assertEquals(
                Optional.of("12 of 300 users never logged on; 42 logon attempts failed and were retried"
                        + " (LOGON:53300 x 40, LOGON:08001 x 2)"),
                RunHealth.problem(r));
    }

    @Test
    void usersALogonDelayHadNotStartedAreNoFailure() {
        assertEquals(
                Optional.empty(), RunHealth.problem(run(300, new long[] {90, 95}, new int[] {100, 200}, Map.of())));
    }

    @Test
    void aSparseRunWithOneErrorIsNotStalledByItsQuietSeconds() {
        // one user, two seconds of think time: most seconds complete nothing, and one transaction failed
        RunResult r = run(
                1,
                new long[] {1, 0, 0, 1, 0, 0},
                new long[] {0, 0, 1, 0, 0, 0},
                new int[] {1, 1, 1, 1, 1, 1},
                Map.of("40001", 1L));
        assertEquals(Optional.empty(), RunHealth.problem(r));
    }

    @Test
    void usersBetweenALogoffAndTheirNextLogonAllLoggedOnOnce() {
        // LogOutPostTransaction: no sample sees all 300 logged on at once, yet every user logged on
        RunResult sampled = run(300, new long[] {90, 95}, new int[] {250, 260}, Map.of("LOGON:08001", 2L));
        RunResult r = sampled.withDetails(sampled.details().withUsersEverLoggedOn(300));
        assertEquals(Optional.empty(), RunHealth.problem(r));
        RunResult some = sampled.withDetails(sampled.details().withUsersEverLoggedOn(297));
        assertEquals(
                Optional.of(
                        "3 of 300 users never logged on; 2 logon attempts failed and were retried (LOGON:08001 x 2)"),
                RunHealth.problem(some));
    }

    @Test
    void aRunWhoseUsersChangedIsMeasuredAgainstTheUsersItActivated() {
        // 1 user in the config, raised to 3 while the run went on; one of the two added never got in
        RunResult sampled = run(1, new long[] {90, 95}, new int[] {1, 2}, Map.of("LOGON:53300", 4L));
        RunResult raised =
                sampled.withDetails(sampled.details().withUsersEverLoggedOn(2).withUsersEverActive(3));
        assertEquals(
                Optional.of("1 of 3 users never logged on; 4 logon attempts failed and were retried (LOGON:53300 x 4)"),
                RunHealth.problem(raised));
        // 4 in the config, lowered to 1 before the run: the 3 never activated are no failure to log on
        RunResult lowered = run(4, new long[] {90, 95}, new int[] {1, 1}, Map.of("LOGON:53300", 1L));
        assertEquals(
                Optional.empty(),
                RunHealth.problem(lowered.withDetails(
                        lowered.details().withUsersEverLoggedOn(1).withUsersEverActive(1))));
    }

    @Test
    void aResultReadBackTakesTheUsersActiveFromItsSamples() {
        RunResult r = run(1, new long[] {90, 95}, new int[] {1, 2}, Map.of("LOGON:53300", 4L));
        List<IntervalSample> withActive = new ArrayList<>();
        int[] active = {1, 3};
        for (int i = 0; i < active.length; i++) {
            IntervalSample s = r.intervals().get(i);
            withActive.add(new IntervalSample(
                    s.epochMillis(), s.elapsedMillis(), s.usersLoggedOn(), s.byTransaction(), null, active[i]));
        }
        RunResult readBack = new RunResult(
                r.label(),
                r.timing(),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                withActive,
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason());
        assertEquals(
                Optional.of("1 of 3 users never logged on; 4 logon attempts failed and were retried (LOGON:53300 x 4)"),
                RunHealth.problem(readBack));
    }
}
