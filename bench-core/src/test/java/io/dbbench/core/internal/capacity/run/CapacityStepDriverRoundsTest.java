package io.dbbench.core.internal.capacity.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.GrowthStatus;
import io.dbbench.core.internal.capacity.plan.LoadSteps;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepRounds;
import io.dbbench.core.internal.capacity.plan.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The step driver in rounds ({@code --repeats}), fed scripted one-second intervals: the order, the merge, the counts. */
class CapacityStepDriverRoundsTest {
    private static final long SECOND = 1_000_000_000L;
    /** One warm-up second and two measured seconds per step, in {@code repeats} rounds. */
    private static MeasurementPlan step(int repeats) {
        return new MeasurementPlan(1, Duration.ofSeconds(1), 2, Duration.ofSeconds(1), repeats);
    }

    private final List<Integer> usersSet = new ArrayList<>();
    private final List<Integer> roundsTold = new ArrayList<>();
    private final List<StepDecision> decisions = new ArrayList<>();
    private int ends;
    private long elapsed;
    private long completed;
    private long failed;

    private CapacityStepDriver driver(String users, List<String> slos, int repeats) throws Exception {
        CapacityStepDriver d = unattached(LoadStepsParser.parse(users, null, null), slos, repeats);
        d.attach(usersSet::add, () -> ends++);
        return d;
    }

    private CapacityStepDriver unattached(LoadSteps plan, List<String> slos, int repeats) throws Exception {
        return new CapacityStepDriver(
                new CapacitySearch(plan, SloParser.parseAll(slos)),
                step(repeats),
                0,
                new StepListener() {
                    @Override
                    public void stepDone(StepFigures figures, StepDecision decision) {
                        throw new AssertionError("the driver tells the round");
                    }

                    @Override
                    public void stepDone(int round, StepFigures figures, StepDecision decision) {
                        roundsTold.add(round);
                        decisions.add(decision);
                    }
                },
                () -> -1,
                2);
    }

    private void interval(CapacityStepDriver d, long done, long bad, long latencyMicros) {
        elapsed += SECOND;
        Histogram h = new Histogram(3);
        if (done > 0) h.recordValueWithCount(latencyMicros * 1000, done);
        completed += done;
        failed += bad;
        var tx = new ProgressSnapshot.TransactionProgress("Insert Txn", "I", done, bad, latencyMicros * 1000.0, h);
        d.onInterval(new ProgressSnapshot(0, elapsed, -1, 1, 1, 0, done, bad, completed, failed, 0, true, List.of(tx)));
    }

    /** One step: a warm-up second of 10, then the measured seconds. */
    private void step(CapacityStepDriver d, long latencyMicros, long... measured) {
        interval(d, 10, 0, latencyMicros);
        for (long done : measured) interval(d, done, 1, latencyMicros);
    }

    @Test
    void climbsTheLadderRoundAfterRoundAndScoresEachStepOverItsRounds() throws Exception {
        CapacityStepDriver d = driver("1,2", List.of(), 3);
        step(d, 500, 100, 102); // round 1: 1 user, 101 TPS
        step(d, 500, 200, 204); // round 1: 2 users, 202 TPS: the list's end
        step(d, 500, 98, 100); // round 2: 99 TPS
        step(d, 500, 196, 198); // round 2: 197
        step(d, 500, 103, 103); // round 3: 103
        step(d, 500, 199, 201); // round 3: 200
        assertEquals(List.of(2, 1, 2, 1, 2), usersSet, "back to the first step's users for each round");
        assertEquals(List.of(0, 0, 1, 1, 2, 2), roundsTold);
        assertEquals(1, ends, "the run ends after the last round only");
        assertEquals(StopReason.LIST_END, decisions.get(1).primaryCause().reason(), "round 1's stop, as it decided");
        assertFalse(decisions.get(3).stop(), "round 2 goes on to round 3");
        assertEquals(StopReason.LIST_END, decisions.get(5).primaryCause().reason(), "the last round ends the search");

        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(3, outcome.repeats());
        assertTrue(outcome.finished());
        assertEquals(StopReason.LIST_END, outcome.summary().stop().reason());
        assertEquals(2, outcome.summary().steps().size());
        StepFigures one = outcome.summary().steps().get(0);
        assertEquals(3, one.transactionsPerSecond().n(), "scored over the rounds, not the iterations");
        assertEquals((101 + 99 + 103) / 3.0, one.transactionsPerSecond().mean(), 1e-9);
        assertEquals(List.of(101.0, 99.0, 103.0), one.iterationTransactionsPerSecond());
        assertEquals(3 * 10 + 100 + 102 + 98 + 100 + 103 + 103, one.stepCompleted(), "warm-ups included");
        assertEquals(3 * 2, one.stepFailed());
        StepRounds roundsOfOne = outcome.rounds().get(0);
        assertEquals(6, roundsOfOne.measuredIterations());
        assertEquals(List.of(100.0, 102.0, 98.0, 100.0, 103.0, 103.0), roundsOfOne.iterationTransactionsPerSecond());
        assertEquals(
                GrowthStatus.GREW, outcome.summary().decisions().get(1).growth().status(), "n=3 per step");
        assertEquals(0, outcome.completedOutsideSteps());
    }

    @Test
    void roundOnesStopFixesTheLadderAndTheVerdictsAreTakenAgainOverTheRounds() throws Exception {
        // round 1 breaks the SLO at 2 users; round 2 climbs 1, 2 again and holds it there: over both rounds, p99 of
        // the merged histograms is what decides
        CapacityStepDriver d = driver("1,2,4,8", List.of("p99<1ms"), 2);
        step(d, 500, 100, 100);
        step(d, 2000, 150, 150);
        step(d, 500, 100, 100);
        step(d, 500, 150, 150);
        assertEquals(List.of(2, 1, 2), usersSet, "never 4 users: round 1 stopped at 2");
        assertEquals(1, ends);
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(StopReason.SLO_BREACHED, outcome.summary().stop().reason(), "why the ladder ends there");
        assertEquals(2, outcome.summary().steps().size());
        assertEquals(1, outcome.summary().breaking().stepIndex(), "2 ms in half of 2 users' transactions: p99 broke");
        assertEquals(1, outcome.summary().maximum().stepIndex() + 1);
    }

    @Test
    void roundOnesStopNotConfirmedOverTheRoundsLeavesALowerBoundAndNoStepBeyondTheLadder() throws Exception {
        // round 1: p99 at 4 users is 4 ms, the ladder stops at 1, 2, 4; rounds 2 and 3 hold 3 ms there, and over the
        // rounds 4 of 1604 transactions at 4 users took 4 ms: p99 held
        CapacityStepDriver d = driver("1,2,4,8", List.of("p99<3ms"), 3);
        step(d, 500, 100, 100);
        step(d, 500, 200, 200);
        step(d, 4000, 2, 2);
        for (int round = 2; round <= 3; round++) {
            step(d, 500, 100, 100);
            step(d, 500, 200, 200);
            step(d, 500, 400, 400);
        }
        assertEquals(List.of(2, 4, 1, 2, 4, 1, 2, 4), usersSet, "never 8 users");
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(StopReason.SLO_BREACHED, outcome.summary().stop().reason(), "why the ladder ends there");
        assertNull(outcome.summary().breaking(), "no SLO broke over the rounds");
        StepDecision last = outcome.summary().decisions().get(2);
        assertTrue(last.stop(), "no decision to go on to a step never measured");
        assertFalse(last.explanation().contains("8 users"), last.explanation());
        assertTrue(
                last.explanation().contains("round 1's stop (p99 of all transactions 4 ms ≥ 3 ms at 4 users)"),
                last.explanation());
        assertTrue(
                last.explanation().endsWith("was not confirmed over the rounds; the ladder ended at 4 users"),
                last.explanation());
        var maximum = outcome.summary().maximum();
        assertEquals(2, maximum.stepIndex());
        assertTrue(maximum.lowerBound(), maximum.sentence());
        assertEquals(last.primaryCause().sentence(), maximum.lowerBoundReason());
        assertTrue(maximum.sentence().startsWith("maximum sustainable throughput at least "), maximum.sentence());
    }

    @Test
    void anOpenLoopSearchInRoundsSetsTheRateBackAndTheFirstStepsWarmUpTakesTheBacklog() throws Exception {
        List<Double> ratesSet = new ArrayList<>();
        CapacityStepDriver d = unattached(LoadStepsParser.parse(null, "100..800", null), List.of(), 2);
        d.attachRates(ratesSet::add, () -> ends++);
        step(d, 500, 100, 100);
        step(d, 500, 200, 200);
        step(d, 500, 300, 300); // 300 of the offered 400/s: saturated, the ladder is 100, 200, 400/s
        // round 2: the schedule keeps the backlog of 400/s, which its first step's warm-up second drains
        interval(d, 600, 0, 500);
        for (long done : new long[] {100, 100}) interval(d, done, 1, 500);
        step(d, 500, 200, 200);
        step(d, 500, 300, 300);
        assertEquals(List.of(200.0, 400.0, 100.0, 200.0, 400.0), ratesSet, "back to the first rate for round 2");
        assertEquals(1, ends);
        assertTrue(usersSet.isEmpty());
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertEquals(StopReason.SATURATED, outcome.summary().stop().reason());
        StepFigures first = outcome.summary().steps().get(0);
        assertEquals(100.0, first.transactionsPerSecond().mean(), 1e-9, "the backlog is in the warm-up, not the TPS");
        assertEquals(10 + 100 + 100 + 600 + 100 + 100, first.stepCompleted(), "though it is counted");
        assertTrue(outcome.summary().decisions().get(2).stop(), "both rounds fell behind at 400/s");
    }

    @Test
    void aRunInterruptedInALaterRoundHasNoStopAndItsStepsKeepTheRoundsTheyRan() throws Exception {
        CapacityStepDriver d = driver("1,2", List.of(), 2);
        step(d, 500, 100, 100);
        step(d, 500, 200, 200);
        step(d, 500, 100, 100); // round 2's first step, then the run ends in its second
        interval(d, 10, 0, 500);
        CapacityOutcome outcome = d.outcome(completed, failed);
        assertNull(outcome.summary().stop(), "interrupted: no stop rule ended it");
        assertEquals(2, outcome.rounds().get(0).rounds().size());
        assertEquals(1, outcome.rounds().get(1).rounds().size());
        assertEquals(10, outcome.completedOutsideSteps(), "the unfinished step's warm-up");
        assertEquals(1, outcome.summary().steps().get(1).transactionsPerSecond().n());
    }
}
