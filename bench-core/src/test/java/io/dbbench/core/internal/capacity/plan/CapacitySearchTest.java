package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stop rules on scripted steps: the test drives the loop the CLI will drive (first load, decide,
 * next load) and checks the step and the reason each rule stops at.
 */
class CapacitySearchTest {
    /** TPS rises to 8 users, then two flat steps: saturated after 32 users, 64 never runs. */
    static final List<StepFigures> SATURATING = List.of(
            StepBuilder.users(1, 98, 102, 100, 97, 103).build(),
            StepBuilder.users(2, 195, 205, 200, 190, 210).build(),
            StepBuilder.users(4, 380, 420, 400, 390, 410).build(),
            StepBuilder.users(8, 700, 720, 690, 710, 705).build(),
            StepBuilder.users(16, 705, 715, 700, 712, 698).build(),
            StepBuilder.users(32, 702, 711, 699, 708, 703).build(),
            StepBuilder.users(64, 650, 660, 640, 655, 645).build());

    /** ±10-25 % noise per iteration, but every step significantly above the one before. */
    static final List<StepFigures> NOISY_RISING = List.of(
            StepBuilder.users(1, 90, 110, 95, 105, 100).build(),
            StepBuilder.users(2, 180, 220, 190, 210, 200).build(),
            StepBuilder.users(4, 300, 500, 380, 420, 400).build(),
            StepBuilder.users(8, 600, 800, 650, 750, 700).build());

    @Test
    void saturationStopsAtTheSecondFlatStepInARow() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1..64", null, null), List.of());
        List<StepDecision> decisions = drive(search, SATURATING);
        assertEquals(6, decisions.size());
        StepDecision last = decisions.get(5);
        assertEquals(LoadLevel.users(32), last.load());
        assertEquals(StopReason.SATURATED, last.primaryCause().reason());
        assertEquals(1, last.causes().size());
        assertTrue(
                last.explanation()
                        .startsWith(
                                "stop after 32 users: saturated: TPS not significantly above the previous step's two"
                                        + " steps in a row at 99% (TPS 704.6 ± "),
                last.explanation());
        // 16 users was the first flat step: one is not enough to stop
        assertEquals(GrowthStatus.FLAT, decisions.get(4).growth().status());
        assertEquals("continue to 32 users", decisions.get(4).explanation());
        assertEquals(GrowthStatus.FIRST, decisions.get(0).growth().status());
    }

    @Test
    void noisyButRisingStepsRunToTheListsEnd() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,4,8", null, null), List.of());
        List<StepDecision> decisions = drive(search, NOISY_RISING);
        assertEquals(4, decisions.size());
        for (StepDecision d : decisions.subList(1, 4))
            assertEquals(GrowthStatus.GREW, d.growth().status());
        StepDecision last = decisions.get(3);
        assertEquals(
                List.of(StopReason.LIST_END),
                last.causes().stream().map(StopCause::reason).toList());
        assertEquals("stop after 8 users: the last step of --users is done", last.explanation());
    }

    /** One flat step between rising ones is noise, not saturation. */
    @Test
    void aSingleFlatStepDoesNotStop() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 98, 102, 100, 97, 103).build(),
                StepBuilder.users(2, 195, 205, 200, 190, 210).build(),
                StepBuilder.users(3, 199, 207, 196, 203, 201).build(),
                StepBuilder.users(4, 380, 420, 400, 390, 410).build(),
                StepBuilder.users(5, 500, 510, 495, 505, 490).build());
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,3,4,5", null, null), List.of());
        List<StepDecision> decisions = drive(search, steps);
        assertEquals(5, decisions.size());
        assertEquals(GrowthStatus.FLAT, decisions.get(2).growth().status());
        assertFalse(decisions.get(2).stop());
        assertFalse(decisions.get(3).stop());
        assertEquals(StopReason.LIST_END, decisions.get(4).primaryCause().reason());
    }

    /** p99 climbs 10, 20, 40, 63.2 ms: p99<50ms breaks at the fourth step, 8 users, and stops there. */
    @Test
    void anSloBreachStopsAtTheStepThatBrokeIt() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 90, 110, 95, 105, 100).p99Millis(10).build(),
                StepBuilder.users(2, 180, 220, 190, 210, 200).p99Millis(20).build(),
                StepBuilder.users(4, 300, 500, 380, 420, 400).p99Millis(40).build(),
                StepBuilder.users(8, 600, 800, 650, 750, 700).p99Millis(63.2).build(),
                StepBuilder.users(16, 600, 800, 650, 750, 700).p99Millis(90).build());
        CapacitySearch search = new CapacitySearch(
                LoadStepsParser.parse("1..16", null, null), SloParser.parseAll(List.of("New Order:p99<50ms")));
        List<StepDecision> decisions = drive(search, steps);
        assertEquals(4, decisions.size());
        StepDecision last = decisions.get(3);
        assertEquals(StopReason.SLO_BREACHED, last.primaryCause().reason());
        assertEquals("stop after 8 users: p99 of New Order 63.2 ms ≥ 50 ms", last.explanation());
        assertNull(last.next());
    }

    @Test
    void maxUsersStopsWhereTheListWasCut() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1..64", null, 6), List.of());
        List<StepDecision> decisions = drive(search, NOISY_RISING);
        assertEquals(3, decisions.size());
        StepDecision last = decisions.get(2);
        assertEquals(LoadLevel.users(4), last.load());
        assertEquals(
                List.of(StopReason.MAX_USERS),
                last.causes().stream().map(StopCause::reason).toList());
        assertEquals("stop after 4 users: the next step would exceed --max-users 6", last.explanation());
    }

    /** Several rules at one step are all reported, the SLO first. */
    @Test
    void everyRuleThatFiresIsListedInOrder() throws CapacityOptionException {
        List<StepFigures> steps = new ArrayList<>(SATURATING.subList(0, 6));
        steps.set(
                5,
                StepBuilder.users(32, 702, 711, 699, 708, 703)
                        .failedFraction(0.01)
                        .build());
        CapacitySearch search = new CapacitySearch(
                LoadStepsParser.parse("1..32", null, null), SloParser.parseAll(List.of("errors<0.1%")));
        StepDecision last = drive(search, steps).get(5);
        assertEquals(
                List.of(StopReason.SLO_BREACHED, StopReason.SATURATED, StopReason.LIST_END),
                last.causes().stream().map(StopCause::reason).toList());
        assertTrue(
                last.explanation().startsWith("stop after 32 users: errors of all transactions 1% ≥ 0.1%; saturated"));
    }

    /**
     * With only p99&lt;50ms, a step that completed nothing has no p99 to break the SLO with: it stops the
     * search as stalled rather than going on to a heavier load, whether nothing ended or all failed.
     */
    @Test
    void aStepThatCompletedNothingStopsTheSearchAsStalled() throws CapacityOptionException {
        CapacitySearch search =
                new CapacitySearch(LoadStepsParser.parse("1..8", null, null), SloParser.parseAll(List.of("p99<50ms")));
        StepFigures first = StepBuilder.users(1, 98, 102, 100).build();
        StepDecision idle = drive(
                        search,
                        List.of(
                                first,
                                StepBuilder.users(2, 0, 0, 0).completed(0).build()))
                .get(1);
        assertEquals(
                List.of(StopReason.STALLED),
                idle.causes().stream().map(StopCause::reason).toList());
        assertEquals(
                "stop after 2 users: stalled: no transaction completed in 3 measured iterations, none failed either",
                idle.explanation());
        StepDecision failing = drive(
                        search,
                        List.of(
                                first,
                                StepBuilder.users(2, 0).completed(0).failed(120).build()))
                .get(1);
        assertEquals(StopReason.STALLED, failing.primaryCause().reason());
        assertEquals(
                "stop after 2 users: stalled: no transaction completed in 1 measured iteration, 120 failed",
                failing.explanation());
        // an errors SLO breaks too at such a step; the stall comes first
        CapacitySearch withErrors =
                new CapacitySearch(LoadStepsParser.parse("1..8", null, null), SloParser.parseAll(List.of("errors<1%")));
        assertEquals(
                List.of(StopReason.STALLED, StopReason.SLO_BREACHED),
                drive(
                                withErrors,
                                List.of(
                                        first,
                                        StepBuilder.users(2, 0)
                                                .completed(0)
                                                .failed(120)
                                                .build()))
                        .get(1)
                        .causes()
                        .stream()
                        .map(StopCause::reason)
                        .toList());
        // interrupted before its first measured iteration: no measured time, so not stalled
        assertTrue(search.decide(List.of(first, StepBuilder.users(2).build()))
                .causes()
                .isEmpty());
    }

    /** With one measured iteration per step nothing can be tested, so saturation never fires. */
    @Test
    void untestableStepsNeverSaturate() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 100).build(),
                StepBuilder.users(2, 100).build(),
                StepBuilder.users(4, 100).build(),
                StepBuilder.users(8, 100).build());
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1..8", null, null), List.of());
        List<StepDecision> decisions = drive(search, steps);
        assertEquals(4, decisions.size());
        assertEquals(GrowthStatus.UNTESTED, decisions.get(3).growth().status());
        assertEquals(StopReason.LIST_END, decisions.get(3).primaryCause().reason());
    }

    /**
     * Two iterations per step: 60, 140 → 1000, 1010 → 1000, 1005 TPS. The tenfold rise is not significant
     * with ~1 degree of freedom, but it is inconclusive, not flat, so the flat third step alone does not
     * stop the search.
     */
    @Test
    void anInconclusiveRiseDoesNotCountTowardsSaturation() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 60, 140).build(),
                StepBuilder.users(2, 1000, 1010).build(),
                StepBuilder.users(4, 1000, 1005).build(),
                StepBuilder.users(8, 1001, 1004).build());
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,4,8", null, null), List.of());
        List<StepDecision> decisions = drive(search, steps);
        assertEquals(GrowthStatus.INCONCLUSIVE, decisions.get(1).growth().status());
        assertEquals(GrowthStatus.FLAT, decisions.get(2).growth().status());
        assertEquals("continue to 8 users", decisions.get(2).explanation());
        assertEquals(StopReason.SATURATED, decisions.get(3).primaryCause().reason());
    }

    @Test
    void fewerThanThreeMeasuredIterationsGetAWarning() {
        assertTrue(CapacitySearch.iterationsWarning(3).isEmpty());
        assertTrue(CapacitySearch.iterationsWarning(10).isEmpty());
        assertEquals(
                "with 2 measured iterations per step the growth test has 1 to 2 degrees of freedom: saturation and"
                        + " the knee see only huge, steady rises; use at least 3 measured iterations per step",
                CapacitySearch.iterationsWarning(2).orElseThrow());
        assertEquals(
                "with 1 measured iteration(s) per step TPS growth cannot be tested: saturation never stops the"
                        + " search and no knee is found; use at least 3 measured iterations per step",
                CapacitySearch.iterationsWarning(1).orElseThrow());
    }

    /** Welch's test of 2 rounds against 2 has 1 to 2 degrees of freedom, as the steps' spreads differ or not. */
    @Test
    void twoRoundsGetAWarningWithTheirDegreesOfFreedom() {
        assertTrue(CapacitySearch.roundsWarning(1).isEmpty(), "no rounds");
        assertTrue(CapacitySearch.roundsWarning(3).isEmpty());
        assertEquals(
                "with --repeats 2 each step's TPS is scored over 2 rounds: the growth test has 1 to 2 degrees of"
                        + " freedom, so the verdicts over the rounds see only huge, steady rises; use --repeats 3 or"
                        + " more for them",
                CapacitySearch.roundsWarning(2).orElseThrow());
    }

    @Test
    void openLoopStepsStopAtTheFirstStepThatFallsBehindItsRate() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.rate(500, 498, 502, 500, 499, 501).build(),
                StepBuilder.rate(1000, 990, 1000, 995, 1005, 1002).build(),
                StepBuilder.rate(2000, 1200, 1210, 1195, 1205, 1190).build(),
                StepBuilder.rate(4000, 1198, 1207, 1201, 1195, 1203).build(),
                StepBuilder.rate(8000, 1190, 1212, 1199, 1204, 1196).build());
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse(null, "500..8000", null), List.of());
        List<StepDecision> decisions = drive(search, steps);
        // 1200/s of the 2000/s offered: saturated there, without waiting for two flat steps
        assertEquals(3, decisions.size());
        assertEquals("continue to 1000/s", decisions.get(0).explanation());
        assertEquals(StopReason.SATURATED, decisions.get(2).primaryCause().reason());
        assertTrue(decisions.get(2).primaryCause().sentence().contains("of the offered 2000/s"));
        // rates that rise by less than the growth test can tell from noise, all served: no saturation
        List<StepFigures> served = List.of(
                StepBuilder.rate(100, 99, 101, 100).build(),
                StepBuilder.rate(103, 102, 104, 103).build(),
                StepBuilder.rate(106, 105, 107, 106).build());
        List<StepDecision> close =
                drive(new CapacitySearch(LoadStepsParser.parse(null, "100,103,106", null), List.of()), served);
        assertEquals(StopReason.LIST_END, close.get(2).primaryCause().reason());
    }

    @Test
    void stepsMustFollowThePlan() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2", null, null), List.of());
        assertEquals(LoadLevel.users(1), search.firstLoad());
        IllegalArgumentException wrongLoad = assertThrows(
                IllegalArgumentException.class,
                () -> search.decide(List.of(StepBuilder.users(2, 1, 2).build())));
        assertEquals("step 0 ran 2 users but the plan says 1 user", wrongLoad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> search.decide(List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> search.decide(List.of(
                        StepBuilder.users(1, 1, 2).build(),
                        StepBuilder.users(2, 1, 2).build(),
                        StepBuilder.users(3, 1, 2).build())));
    }

    @Test
    void aSummaryRefusesStepsRunAfterTheSearchStopped() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1..64", null, null), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> search.summarize(SATURATING));
        assertTrue(e.getMessage().startsWith("step 6 (64 users) was measured after the search stopped: stop after 32"));
    }

    /** Runs the loop the CLI will run: measure the load asked for, decide, until told to stop. */
    static List<StepDecision> drive(CapacitySearch search, List<StepFigures> script) {
        List<StepFigures> measured = new ArrayList<>();
        List<StepDecision> decisions = new ArrayList<>();
        LoadLevel load = search.firstLoad();
        while (load != null) {
            StepFigures step = script.get(measured.size());
            assertEquals(load, step.load(), "the search asked for the script's next load");
            measured.add(step);
            StepDecision d = search.decide(measured);
            decisions.add(d);
            load = d.next();
        }
        return decisions;
    }
}
