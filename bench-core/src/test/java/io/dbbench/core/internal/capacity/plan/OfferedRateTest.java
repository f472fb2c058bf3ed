package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OfferedRateTest {
    @Test
    void aStepThatServesItsRateKeptUp() {
        OfferedRate r =
                OfferedRate.of(StepBuilder.rate(200, 199.9, 200.1, 200).build()).orElseThrow();
        assertFalse(r.fellBehind());
        assertEquals(200, r.achievedPerSecond(), 1e-9);
        assertTrue(r.sentence().endsWith("of the offered 200/s: kept up"), r.sentence());
    }

    @Test
    void aStepWellBelowItsRateFellBehindAndSaysSo() {
        OfferedRate r =
                OfferedRate.of(StepBuilder.rate(400, 300, 302, 298).build()).orElseThrow();
        assertTrue(r.fellBehind());
        assertTrue(r.sentence().contains("25.0% below it"), r.sentence());
        assertTrue(r.sentence().contains("no longer keeps up"), r.sentence());
    }

    @Test
    void aShortfallOfFivePercentOrLessIsNoFallingBehindAndANoisyOneIsNotExcused() {
        // 4 % short, steadily: within the 5 % the edges of the iterations may take
        assertFalse(OfferedRate.of(StepBuilder.rate(200, 192, 192, 192).build())
                .orElseThrow()
                .fellBehind());
        // 6 % short on average: behind, however wide its interval (a kept-up schedule has next to no spread)
        assertTrue(OfferedRate.of(StepBuilder.rate(200, 150, 250, 164).build())
                .orElseThrow()
                .fellBehind());
        // as measured on a 2-core machine: 18 000 ± 20 000 of 32 000/s
        assertTrue(OfferedRate.of(StepBuilder.rate(32000, 9000, 30000, 15000).build())
                .orElseThrow()
                .fellBehind());
        // one iteration: its rate decides
        assertTrue(
                OfferedRate.of(StepBuilder.rate(200, 180).build()).orElseThrow().fellBehind());
    }

    @Test
    void aSlotLostAtAnEdgeOfAFewSlotIterationIsNoFallingBehind() {
        // 0.4/s over ten-second iterations: 4 slots each; the last iteration lost one at its end (8.3 % short on
        // average), within the 2 / N = 50 % the edges can take
        OfferedRate edge =
                OfferedRate.of(StepBuilder.rate(0.4, 0.4, 0.4, 0.3).build()).orElseThrow();
        assertFalse(edge.fellBehind(), edge.sentence());
        // 2/s: 20 slots, a tolerance of 10 %; 15 % short is behind, and the sentence names the tolerance
        OfferedRate behind =
                OfferedRate.of(StepBuilder.rate(2, 1.7, 1.7, 1.7).build()).orElseThrow();
        assertTrue(behind.fellBehind());
        assertTrue(behind.sentence().contains("more than 10%"), behind.sentence());
        // far below the rate is behind however few the slots
        assertTrue(OfferedRate.of(StepBuilder.rate(0.4, 0.1, 0.1, 0.1).build())
                .orElseThrow()
                .fellBehind());
    }

    @Test
    void theToleranceIsFivePercentOrTwoSlotsOfTheWindow() {
        assertEquals(0.05, OfferedRate.toleranceFor(1000), 1e-12);
        assertEquals(0.05, OfferedRate.toleranceFor(OfferedRate.FEW_SLOTS), 1e-12);
        assertEquals(0.5, OfferedRate.toleranceFor(4), 1e-12);
        assertEquals(0.05, OfferedRate.toleranceFor(Double.NaN), 1e-12);
        assertEquals(40, OfferedRate.FEW_SLOTS, 1e-12);
    }

    @Test
    void failedTransactionsAreArrivalsServed() {
        // 190/s completed and 5 % of the ended failed: 200/s ended
        OfferedRate r = OfferedRate.of(StepBuilder.rate(200, 190, 190, 190)
                        .failedFraction(0.05)
                        .build())
                .orElseThrow();
        assertEquals(200, r.achievedPerSecond(), 0.1);
        assertFalse(r.fellBehind());
    }

    @Test
    void usersStepsAndStepsWithoutMeasuredIterationsHaveNone() {
        assertTrue(OfferedRate.of(StepBuilder.users(4, 100, 100, 100).build()).isEmpty());
        assertTrue(OfferedRate.of(StepBuilder.rate(100).build()).isEmpty());
    }
}
