package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CapacitySummaryTest {
    /** p99 climbs with the load; TPS peaks at 4 users and dips at 8 within the SLO; 16 users breaks it. */
    private static final List<StepFigures> BREAKING = List.of(
            StepBuilder.users(1, 98, 102, 100, 97, 103)
                    .p99Millis(10)
                    .warmupCompleted(50)
                    .build(),
            StepBuilder.users(2, 195, 205, 200, 190, 210)
                    .p99Millis(15)
                    .warmupCompleted(100)
                    .build(),
            StepBuilder.users(4, 380, 420, 400, 390, 410)
                    .p99Millis(30)
                    .warmupCompleted(200)
                    .build(),
            StepBuilder.users(8, 370, 390, 380, 385, 375)
                    .p99Millis(45)
                    .warmupCompleted(200)
                    .build(),
            StepBuilder.users(16, 420, 430, 410, 425, 415)
                    .p99Millis(63.2)
                    .warmupCompleted(200)
                    .build());

    private static CapacitySummary summary(List<StepFigures> steps, String users, List<String> slos)
            throws CapacityOptionException {
        return new CapacitySearch(LoadStepsParser.parse(users, null, null), SloParser.parseAll(slos)).summarize(steps);
    }

    @Test
    void theMaximumIsTheHighestTpsThatHeldAndTheBreakingStepSaysWhy() throws CapacityOptionException {
        CapacitySummary s = summary(BREAKING, "1..16", List.of("p99<50ms"));
        assertEquals(5, s.decisions().size());
        assertEquals(StopReason.SLO_BREACHED, s.stop().reason());
        assertEquals(2, s.maximum().stepIndex());
        assertEquals(LoadLevel.users(4), s.maximum().load());
        assertEquals(
                "maximum sustainable throughput 400.0 ± 32.6 TPS at 4 users, every SLO held",
                s.maximum().sentence());
        // 16 users ran more TPS than 4 but broke the SLO: not sustainable
        assertEquals(4, s.breaking().stepIndex());
        assertEquals(
                "16 users broke the SLOs: p99 of all transactions 63.2 ms ≥ 50 ms",
                s.breaking().sentence());
        assertEquals(1, s.breaking().broken().size());
        assertEquals(5, s.littleLaw().size());
    }

    @Test
    void withoutSlosTheMaximumIsThePeakAndNothingBreaks() throws CapacityOptionException {
        CapacitySummary s = summary(CapacitySearchTest.SATURATING.subList(0, 6), "1..64", List.of());
        assertEquals(StopReason.SATURATED, s.stop().reason());
        assertNull(s.breaking());
        assertEquals(4, s.maximum().stepIndex()); // 16 users: 706.0 TPS, the highest mean
        assertEquals(
                "maximum sustainable throughput 706.0 ± 15.2 TPS at 16 users, no SLO given",
                s.maximum().sentence());
        assertEquals(3, s.knee().stepIndex());
    }

    @Test
    void aListThatEndsWhileTpsStillRisesGivesOnlyALowerBound() throws CapacityOptionException {
        CapacitySummary s = summary(CapacitySearchTest.SATURATING.subList(0, 3), "1,2,4", List.of());
        assertEquals(StopReason.LIST_END, s.stop().reason());
        assertTrue(
                s.maximum().sentence().startsWith("maximum sustainable throughput at least "),
                s.maximum().sentence());
        assertTrue(
                s.maximum().sentence().endsWith("(the list ended while TPS still rose significantly)"),
                s.maximum().sentence());
    }

    @Test
    void anInterruptedSearchGivesOnlyALowerBound() throws CapacityOptionException {
        // the search would go on to 8 users: a run that ended here was interrupted
        CapacitySummary s = summary(CapacitySearchTest.SATURATING.subList(0, 3), "1..64", List.of());
        assertFalse(s.decisions().get(2).stop());
        assertTrue(
                s.maximum().sentence().startsWith("maximum sustainable throughput at least "),
                s.maximum().sentence());
        assertTrue(
                s.maximum().sentence().endsWith("(search interrupted)"),
                s.maximum().sentence());
    }

    @Test
    void noMaximumWhenTheFirstStepBreaks() throws CapacityOptionException {
        CapacitySummary s = summary(BREAKING.subList(0, 1), "1..16", List.of("p99<5ms"));
        assertNull(s.maximum());
        assertEquals(0, s.breaking().stepIndex());
    }

    /** A stalled step (nothing completed) has no data for its SLOs: not broken, but not sustainable either. */
    @Test
    void aStepWithoutDataIsNeverTheMaximumAndLittlesLawFlagsIt() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 98, 102, 100, 97, 103).build(),
                StepBuilder.users(2, 0, 0, 0, 0, 0).completed(0).build());
        CapacitySummary s = summary(steps, "1,2", List.of("p99<50ms"));
        assertNull(s.breaking());
        assertEquals(0, s.maximum().stepIndex());
        assertEquals(List.of(1), s.flaggedByLittleLaw());
    }

    /** Without SLOs every step holds vacuously, but a stalled first step sustained nothing: no maximum. */
    @Test
    void aStalledStepIsNeverTheMaximum() throws CapacityOptionException {
        CapacitySummary s =
                summary(List.of(StepBuilder.users(1, 0, 0).completed(0).build()), "1..16", List.of());
        assertEquals(StopReason.STALLED, s.stop().reason());
        assertNull(s.maximum());
    }

    /** Interrupted before its first measured iteration, the last step has a NaN mean: never the maximum. */
    @Test
    void aStepWithoutMeasuredIterationsIsNeverTheMaximum() throws CapacityOptionException {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 100, 101).build(), StepBuilder.users(2).build());
        CapacitySummary s = summary(steps, "1,2,4", List.of());
        assertEquals(0, s.maximum().stepIndex());
        assertEquals(GrowthStatus.UNTESTED, s.decisions().get(1).growth().status());
    }

    @Test
    void anInterruptedSearchHasNoStopCause() throws CapacityOptionException {
        CapacitySummary s = summary(BREAKING.subList(0, 2), "1..16", List.of());
        assertNull(s.stop());
        assertEquals(1, s.maximum().stepIndex());
    }

    /**
     * Measured (100 + 200 + 400 + 380 + 420 TPS) × 10 s × 5 iterations = 75 000 completed, warm-up 750
     * more; the run also counted 37 completed and 2 failed in no step (after its end, or in an iteration
     * a stop cut short): the steps alone never match such a run's totals, the steps plus those do.
     */
    @Test
    void theStepsCountsPlusThoseOutsideEveryStepMustAddUpToTheRunsTotal() throws CapacityOptionException {
        CapacitySummary s = summary(BREAKING, "1..16", List.of("p99<50ms"));
        s.requireCountsAddUp(75_787, 2, 37, 2);
        s.requireCountsAddUp(75_750, 0, 0, 0);
        StepCountMismatchException missing =
                assertThrows(StepCountMismatchException.class, () -> s.requireCountsAddUp(75_790, 2, 37, 2));
        assertEquals(
                "the steps' completed counts add up to 75750, plus 37 outside every step, 75787, but the run's"
                        + " total is 75790: 3 missing from the steps",
                missing.getMessage());
        assertEquals(3, missing.difference());
        StepCountMismatchException twice =
                assertThrows(StepCountMismatchException.class, () -> s.requireCountsAddUp(75_777, 2, 37, 2));
        assertEquals(
                "the steps' completed counts add up to 75750, plus 37 outside every step, 75787, but the run's"
                        + " total is 75777: 10 counted twice or more",
                twice.getMessage());
        assertEquals(-10, twice.difference());
        StepCountMismatchException failed =
                assertThrows(StepCountMismatchException.class, () -> s.requireCountsAddUp(75_787, 3, 37, 2));
        assertEquals(
                "the steps' failed counts add up to 0, plus 2 outside every step, 2, but the run's total is 3: 1"
                        + " missing from the steps",
                failed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.requireCountsAddUp(75_750, 0, -1, 0));
    }
}
