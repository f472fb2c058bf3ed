package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KneeTest {
    /** 8 users: s² = 500/4 over 5 iterations, error t(0.995, 4) · s / √5 = 4.6041 × 11.180 / 2.2361 = 23.0. */
    @Test
    void theKneeIsTheLastStepBeforeTpsStopsGrowing() {
        Knee knee = Knee.of(CapacitySearchTest.SATURATING.subList(0, 6));
        assertTrue(knee.found());
        assertEquals(3, knee.stepIndex());
        assertEquals(LoadLevel.users(8), knee.load());
        assertEquals(
                "knee at 8 users (705.0 ± 23.0 TPS): no later step's TPS is significantly above the highest before"
                        + " it at 99%",
                knee.sentence());
    }

    /** Interrupted in the warm-up of 64 users (no measured iteration): the knee is of the steps measured. */
    @Test
    void aTrailingStepWithoutMeasuredIterationsIsLeftOut() {
        List<StepFigures> steps = new ArrayList<>(CapacitySearchTest.SATURATING.subList(0, 6));
        steps.add(StepBuilder.users(64).build());
        Knee knee = Knee.of(steps);
        assertEquals(3, knee.stepIndex());
        assertEquals(
                "one step only: no knee to find",
                Knee.of(List.of(
                                StepBuilder.users(1, 1, 2).build(),
                                StepBuilder.users(2).build()))
                        .sentence());
    }

    /**
     * 100, 200, then 240 with two noisy iterations: 20 % above the high, which the test cannot confirm
     * (inconclusive), so no knee is stated at 2 users, as the saturation rule counts no flat step there.
     */
    @Test
    void anInconclusiveRiseAfterTheLastHighStatesNoKnee() {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 98, 102, 100, 97, 103).build(),
                StepBuilder.users(2, 195, 205, 200, 190, 210).build(),
                StepBuilder.users(4, 140, 340).build());
        assertEquals(
                GrowthStatus.INCONCLUSIVE,
                TpsGrowth.between(
                                steps.get(1).transactionsPerSecond(),
                                steps.get(2).transactionsPerSecond(),
                                CapacitySearch.SATURATION_CONFIDENCE)
                        .status());
        Knee knee = Knee.of(steps);
        assertFalse(knee.found(), knee.sentence());
        assertTrue(knee.sentence().startsWith("no knee: at 4 users TPS rose more than 5 %"), knee.sentence());
    }

    /** A retrograde tail (TPS falling with more users, as USL's κ predicts) keeps the knee at the peak. */
    @Test
    void aFallingTailKeepsTheKneeAtThePeak() {
        assertEquals(3, Knee.of(CapacitySearchTest.SATURATING).stepIndex());
    }

    /** 100, 200, 150, 210: the last step recovers from the dip but is no new high, so the knee is at 2 users. */
    @Test
    void aRecoveryAfterADipIsNotGrowth() {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 98, 102, 100, 97, 103).build(),
                StepBuilder.users(2, 195, 205, 200, 190, 210).build(),
                StepBuilder.users(4, 148, 152, 150, 147, 153).build(),
                StepBuilder.users(8, 205, 215, 210, 200, 220).build());
        Knee knee = Knee.of(steps);
        assertEquals(1, knee.stepIndex());
    }

    /**
     * A noisy first step (10 to 300 TPS, mean 130, s = 146.6) is beaten by no later step at 99 % (4 users:
     * t = 2.59 on ~4 degrees of freedom, one-sided p ≈ 0.03), yet TPS doubles from 2 to 4 users: the knee
     * is at 4 users, where TPS stops rising above the highest step before, not pinned at 1 user.
     */
    @Test
    void aNoisyEarlyStepDoesNotPinTheKnee() {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 10, 300, 20, 280, 40).build(),
                StepBuilder.users(2, 148, 150, 152, 149, 151).build(),
                StepBuilder.users(4, 298, 300, 302, 299, 301).build(),
                StepBuilder.users(8, 299, 301, 300, 298, 302).build());
        assertFalse(TpsGrowth.between(
                        steps.get(0).transactionsPerSecond(),
                        steps.get(2).transactionsPerSecond(),
                        CapacitySearch.SATURATION_CONFIDENCE)
                .grew());
        Knee knee = Knee.of(steps);
        assertEquals(2, knee.stepIndex());
        assertEquals(LoadLevel.users(4), knee.load());
    }

    @Test
    void noKneeWhileTpsStillGrowsAtTheLastStep() {
        Knee knee = Knee.of(CapacitySearchTest.NOISY_RISING);
        assertFalse(knee.found());
        assertEquals(-1, knee.stepIndex());
        assertEquals(
                "no knee: TPS still rose significantly at the last step, 8 users (700.0 ± 162.8 TPS)", knee.sentence());
    }

    /** Flat from the start: the first step is the knee. */
    @Test
    void flatFromTheStartPutsTheKneeAtTheFirstStep() {
        List<StepFigures> steps = List.of(
                StepBuilder.users(1, 700, 720, 690, 710, 705).build(),
                StepBuilder.users(2, 705, 715, 700, 712, 698).build());
        assertEquals(0, Knee.of(steps).stepIndex());
    }

    @Test
    void noKneeFromOneStepOrUntestableSteps() {
        assertEquals(
                "one step only: no knee to find",
                Knee.of(List.of(StepBuilder.users(1, 1, 2).build())).sentence());
        Knee untested = Knee.of(List.of(
                StepBuilder.users(1, 100, 101).build(),
                StepBuilder.users(2, 100).build()));
        assertFalse(untested.found());
        assertEquals(
                "no knee: 2 users has 1 measured iteration(s), the growth test needs at least 2 per step",
                untested.sentence());
    }
}
