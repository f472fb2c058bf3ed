package io.dbbench.core.internal.capacity.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepCountMismatchException;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The step driver fed scripted one-second intervals: where steps end, what it sets, when it stops, what it counts. */
class CapacityStepDriverTest {
    private static final long SECOND = 1_000_000_000L;
    /** One warm-up second and three measured seconds per step. */
    private static final MeasurementPlan STEP =
            new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 1);

    private final List<Integer> usersSet = new ArrayList<>();
    private final List<StepDecision> decisions = new ArrayList<>();
    private final List<StepFigures> figures = new ArrayList<>();
    private int ends;
    private long elapsed;
    private long completed;
    private long failed;

    private CapacityStepDriver driver(String users, List<String> slos) throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse(users, null, null), SloParser.parseAll(slos)),
                STEP,
                0,
                (stepFigures, decision) -> {
                    figures.add(stepFigures);
                    decisions.add(decision);
                });
        d.attach(usersSet::add, () -> ends++);
        return d;
    }

    /** One interval of {@code seconds} with {@code done} completed at {@code latencyMicros} each, {@code bad} failed. */
    private void interval(CapacityStepDriver d, double seconds, long done, long bad, long latencyMicros) {
        elapsed += (long) (seconds * SECOND);
        d.onInterval(snapshot(done, bad, latencyMicros));
    }

    private ProgressSnapshot snapshot(long done, long bad, long latencyMicros) {
        Histogram h = new Histogram(3);
        if (done > 0) h.recordValueWithCount(latencyMicros * 1000, done);
        completed += done;
        failed += bad;
        var tx = new ProgressSnapshot.TransactionProgress("Insert Txn", "I", done, bad, latencyMicros * 1000.0, h);
        // a statement's figures are inside its transaction's: the driver must not count them again
        var statement = new ProgressSnapshot.TransactionProgress(
                "Insert Txn#s1", "s1", done, bad, latencyMicros * 1000.0, h.copy(), true);
        return new ProgressSnapshot(
                0, elapsed, -1, 1, 1, 0, done, bad, completed, failed, 0, true, List.of(tx, statement));
    }

    @Test
    void eachStepsBusiestSecondIsItsOwnWarmUpIncluded() throws Exception {
        CapacityStepDriver d = driver("1,2,4", List.of());
        interval(d, 1, 50, 0, 500); // warm-up
        for (long done : new long[] {100, 400, 90}) interval(d, 1, done, 0, 500);
        interval(d, 1, 300, 0, 500); // the second step's warm-up, its busiest
        for (long done : new long[] {200, 210, 190}) interval(d, 1, done, 0, 500);

        assertEquals(2, figures.size());
        assertEquals(400, figures.get(0).busiestSecondCompleted());
        assertEquals(300, figures.get(1).busiestSecondCompleted(), "the first step's 400 is not the second's");
    }

    @Test
    void stepsThroughTheUsersAtEachStepsEndAndStopsWhenTwoStepsInARowAreFlat() throws Exception {
        CapacityStepDriver d = driver("1,2,4,8,16", List.of());
        assertEquals(1, d.firstUsers());
        assertEquals(16, d.maxUsers());
        long[][] perStep = {{100, 101, 99}, {200, 198, 202}, {201, 199, 200}, {200, 202, 198}};
        for (int s = 0; s < perStep.length; s++) {
            interval(d, 1, 50, 0, 500); // warm-up
            for (int i = 0; i < 3; i++) {
                interval(d, 1, perStep[s][i], 0, 500);
                if (i < 2) assertEquals(s, decisions.size(), "no decision inside a step");
            }
        }
        assertEquals(List.of(2, 4, 8), usersSet);
        assertEquals(1, ends);
        StepDecision last = decisions.get(3);
        assertEquals(StopReason.SATURATED, last.primaryCause().reason());
        // the grace's stragglers, timed and late: outside every step
        interval(d, 0.2, 7, 1, 500);
        d.onLateTransactions(snapshot(3, 0, 500));
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(10, outcome.completedOutsideSteps());
        assertEquals(1, outcome.failedOutsideSteps());
        assertNull(outcome.interruptedStep());
        assertTrue(outcome.finished());
        assertEquals(4, outcome.summary().steps().size());
        assertEquals(LoadLevel.users(8), outcome.summary().steps().get(3).load());
        assertEquals(50 + 100 + 101 + 99, outcome.summary().steps().get(0).stepCompleted());
        assertEquals(
                200.0, outcome.summary().steps().get(1).transactionsPerSecond().mean(), 1e-9);
        assertThrows(StepCountMismatchException.class, () -> d.outcome(completed + 1, failed));
    }

    @Test
    void anOpenLoopSearchSetsTheRatesAtEachStepsEndAndStopsWhenAStepFallsBehind() throws Exception {
        List<Double> ratesSet = new ArrayList<>();
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse(null, "100..800", null), List.of()),
                STEP,
                0,
                (figures, decision) -> decisions.add(decision));
        assertEquals(100.0, d.firstRatePerSecond());
        // it steers the rate, never the users: it asks for none, and attached as a users steering it refuses
        assertEquals(0, d.maxUsers());
        assertThrows(IllegalArgumentException.class, () -> d.attach(usersSet::add, () -> ends++));
        d.attachRates(ratesSet::add, () -> ends++);
        long[][] perStep = {{100, 100, 100}, {200, 199, 201}, {300, 310, 305}};
        for (long[] step : perStep) {
            interval(d, 1, step[0] / 2, 0, 500); // warm-up
            for (long done : step) interval(d, 1, done, 0, 500);
        }
        assertEquals(List.of(200.0, 400.0), ratesSet);
        assertEquals(1, ends);
        assertEquals(StopReason.SATURATED, decisions.get(2).primaryCause().reason());
        assertTrue(decisions.get(2).primaryCause().sentence().contains("of the offered 400/s"));
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(LoadLevel.rate(200), outcome.summary().maximum().load());
        assertTrue(usersSet.isEmpty());
    }

    @Test
    void aUsersSearchRefusesToSteerARate() throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), List.of()), STEP, 0, (f, x) -> {});
        assertThrows(IllegalArgumentException.class, () -> d.attachRates(r -> {}, () -> {}));
        assertThrows(IllegalStateException.class, d::firstRatePerSecond);
    }

    @Test
    void aStretchedIntervalEndsItsIterationAndItsLengthDividesTheTps() throws Exception {
        CapacityStepDriver d = driver("1,2", List.of());
        interval(d, 1, 10, 0, 500);
        interval(d, 2, 200, 0, 500); // a sampler drained late: two seconds' work in one interval
        interval(d, 1, 100, 0, 500);
        interval(d, 1, 100, 0, 500);
        assertEquals(1, decisions.size());
        assertEquals(100.0, d.steps().get(0).transactionsPerSecond().mean(), 1e-9);
        assertEquals(List.of(2), usersSet);
    }

    @Test
    void anSloBrokenAtTheSecondStepStopsThere() throws Exception {
        CapacityStepDriver d = driver("1,2,4", List.of("p99<1ms"));
        for (int i = 0; i < 4; i++) interval(d, 1, 100, 0, 500);
        for (int i = 0; i < 4; i++) interval(d, 1, 100, 0, 5_000);
        assertEquals(2, decisions.size());
        assertEquals(StopReason.SLO_BREACHED, decisions.get(1).primaryCause().reason());
        assertEquals(List.of(2), usersSet);
        assertEquals(1, ends);
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(0, outcome.summary().maximum().stepIndex());
        assertEquals(1, outcome.summary().breaking().stepIndex());
    }

    @Test
    void eachStepsClientCpuIsTheProcessCpuOverItsMeasuredIterationsAsAShareOfTheCores() throws Exception {
        long[] cpuNanos = {0};
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), SloParser.parseAll(List.of())),
                STEP,
                0,
                (figures, decision) -> decisions.add(decision),
                () -> cpuNanos[0],
                2);
        d.attach(usersSet::add, () -> ends++);
        cpuNanos[0] = 5 * SECOND; // the warm-up's CPU is not the step's
        interval(d, 1, 10, 0, 500);
        for (int i = 0; i < 3; i++) {
            cpuNanos[0] += SECOND / 2; // half a core of two: 25 %
            interval(d, 1, 10, 0, 500);
        }
        cpuNanos[0] += 10 * SECOND; // the next step's warm-up
        interval(d, 1, 10, 0, 500);
        for (int i = 0; i < 3; i++) {
            cpuNanos[0] += SECOND * 3 / 2; // one and a half cores of two: 75 %
            interval(d, 1, 10, 0, 500);
        }
        assertEquals(25.0, d.steps().get(0).clientCpuPercent(), 1e-9);
        assertEquals(75.0, d.steps().get(1).clientCpuPercent(), 1e-9);
    }

    @Test
    void withoutWarmUpTheFirstStepsClientCpuStartsWhenTheLoadDoes() throws Exception {
        long[] cpuNanos = {0};
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), SloParser.parseAll(List.of())),
                new MeasurementPlan(0, Duration.ZERO, 3, Duration.ofSeconds(1), 1),
                0,
                (figures, decision) -> decisions.add(decision),
                () -> cpuNanos[0],
                2);
        cpuNanos[0] = 20 * SECOND; // opening the pools, logging on: before the run
        d.attach(usersSet::add, () -> ends++);
        cpuNanos[0] += 7 * SECOND; // the environment read and the workload opened after attach: not the step's
        d.loadStarts();
        for (int i = 0; i < 3; i++) {
            cpuNanos[0] += SECOND; // one core of two: 50 %
            interval(d, 1, 10, 0, 500);
        }
        assertEquals(50.0, d.steps().get(0).clientCpuPercent(), 1e-9);
    }

    @Test
    void aRunEndedInsideAStepCountsThatStepOutsideAndNamesIt() throws Exception {
        CapacityStepDriver d = driver("1,2,4", List.of());
        for (int i = 0; i < 4; i++) interval(d, 1, 100, 0, 500);
        interval(d, 1, 150, 2, 500);
        interval(d, 0.4, 60, 0, 500); // Ctrl-C: the last, shorter interval
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(LoadLevel.users(2), outcome.interruptedStep());
        assertEquals(210, outcome.completedOutsideSteps());
        assertEquals(2, outcome.failedOutsideSteps());
        assertEquals(1, outcome.summary().steps().size());
        assertFalse(outcome.finished());
        assertEquals(0, ends);
    }

    @Test
    void usersThatCannotBeSetEndTheRunWithAProblemAndTheStepIsNotDone() throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                STEP,
                0,
                (figures, decision) -> decisions.add(decision));
        d.attach(
                users -> {
                    throw new IllegalArgumentException("no room for " + users + " users");
                },
                () -> ends++);
        for (int i = 0; i < 4; i++) interval(d, 1, 100, 0, 500);
        assertEquals(1, ends, "the run is ended, not left at the step's users");
        assertTrue(decisions.isEmpty(), "no step was done");
        assertTrue(
                d.problem().orElseThrow().contains("no room for 2 users"),
                d.problem().toString());
        interval(d, 0.2, 5, 0, 500); // the stop's last interval: outside the steps
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertTrue(outcome.summary().steps().isEmpty());
        assertEquals(LoadLevel.users(1), outcome.interruptedStep());
        assertEquals(405, outcome.completedOutsideSteps());
    }

    @Test
    void aSearchThatEndsNormallyHasNoProblem() throws Exception {
        CapacityStepDriver d = driver("1,2", List.of("p99<1ms"));
        for (int i = 0; i < 4; i++) interval(d, 1, 100, 0, 5_000);
        assertEquals(1, ends);
        assertTrue(d.problem().isEmpty());
    }
}
