package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LatencyDepartureTest {
    private static StepFigures step(double rate, double meanMillis) {
        return StepBuilder.rate(rate, rate, rate, rate).meanMillis(meanMillis).build();
    }

    @Test
    void departsAtTheFirstStepWhoseP50IsMoreThanTwiceTheBase() {
        // p50 is 0.8 × the mean: 8, 12, 15.2, 24 ms against a base of 8 ms
        LatencyDeparture d = LatencyDeparture.of(List.of(step(50, 10), step(100, 15), step(200, 19), step(400, 30)))
                .orElseThrow();
        assertEquals(0, d.base());
        assertEquals(3, d.departed());
        assertEquals(LoadLevel.rate(400), d.load());
        assertEquals(LoadLevel.rate(200), d.held());
        assertEquals(List.of("p50"), d.criteria());
        assertEquals(8e6, d.baseP50Nanos(), 1e-6);
        assertEquals(
                "latency departs from its base at 400/s: p50 24.00 ms is 3.0x the base (base p50 8.00 ms, p99 20.00 ms"
                        + " at 50/s; held up to 200/s)",
                d.sentence());
    }

    @Test
    void aStepThatFallsBehindDepartsThoughItsP50Held() {
        StepFigures behind = StepBuilder.rate(400, 300, 301, 299).meanMillis(12).build();
        LatencyDeparture d = LatencyDeparture.of(List.of(step(100, 10), step(200, 11), behind))
                .orElseThrow();
        assertEquals(2, d.departed());
        assertEquals(List.of("throughput"), d.criteria());
        assertTrue(d.sentence().contains("no longer keeps up"), d.sentence());
    }

    @Test
    void noDepartureSaysLatencyHeldUpToTheLastStep() {
        LatencyDeparture d =
                LatencyDeparture.of(List.of(step(100, 10), step(200, 11))).orElseThrow();
        assertEquals(-1, d.departed());
        assertNull(d.load());
        assertEquals(LoadLevel.rate(200), d.held());
        assertTrue(d.sentence().startsWith("latency held its base up to 200/s, the last step"), d.sentence());
    }

    @Test
    void aSingleStepHasNothingToCompareWith() {
        LatencyDeparture d = LatencyDeparture.of(List.of(step(100, 10))).orElseThrow();
        assertEquals(-1, d.departed());
        assertNull(d.held());
        assertTrue(
                d.sentence().startsWith("latency has nothing to compare with its base: no step above 100/s"),
                d.sentence());
    }

    @Test
    void aBaseStepThatFallsBehindHeldAtNoRate() {
        LatencyDeparture d = LatencyDeparture.of(
                        List.of(StepBuilder.rate(100, 50, 50, 50).build()))
                .orElseThrow();
        assertEquals(0, d.departed());
        assertNull(d.held());
        assertTrue(d.sentence().endsWith("it held at no rate searched)"), d.sentence());
    }

    @Test
    void usersStepsHaveNoneAndStepsThatCompletedNothingHaveNoBase() {
        assertTrue(LatencyDeparture.of(List.of(StepBuilder.users(1, 10, 10, 10).build()))
                .isEmpty());
        LatencyDeparture d = LatencyDeparture.of(
                        List.of(StepBuilder.rate(100, 0, 0, 0).completed(0).build()))
                .orElseThrow();
        assertEquals(-1, d.base());
        assertTrue(d.sentence().startsWith("no base"), d.sentence());
    }
}
