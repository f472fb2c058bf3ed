package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The stop rules on scripted open-loop steps: a step that falls behind its rate is saturation, said as such. */
class CapacitySearchRatesTest {
    @Test
    void aStepThatFallsBehindItsRateStopsTheSearchAsSaturated() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse(null, "50..800", null), List.of());
        List<StepFigures> steps = List.of(
                StepBuilder.rate(50, 50, 50, 50).build(),
                StepBuilder.rate(100, 100, 99.9, 100.1).build(),
                StepBuilder.rate(200, 150, 151, 149).build());
        List<StepDecision> decisions = CapacitySearchTest.drive(search, steps);
        assertEquals(3, decisions.size());
        assertFalse(decisions.get(1).stop());
        assertEquals(LoadLevel.rate(200), decisions.get(1).next());
        StopCause stop = decisions.get(2).primaryCause();
        assertEquals(StopReason.SATURATED, stop.reason());
        assertTrue(stop.sentence().startsWith("saturated: achieved 150.0/s"), stop.sentence());
        assertTrue(stop.sentence().contains("no longer keeps up"), stop.sentence());
        // the rate it fell behind is not sustainable, though it achieved the most: the maximum is the last one served
        CapacitySummary summary = search.summarize(steps);
        assertEquals(LoadLevel.rate(100), summary.maximum().load());
    }

    @Test
    void stepsThatKeepUpRunToTheListsEnd() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse(null, "20,40,80", null), List.of());
        List<StepDecision> decisions = CapacitySearchTest.drive(
                search,
                List.of(
                        StepBuilder.rate(20, 20, 20, 20).build(),
                        StepBuilder.rate(40, 40, 40, 40).build(),
                        StepBuilder.rate(80, 80, 80, 80).build()));
        assertEquals(StopReason.LIST_END, decisions.get(2).primaryCause().reason());
        assertEquals(
                "the last step of --rates is done",
                decisions.get(2).primaryCause().sentence());
    }

    @Test
    void anSloStopsARateSearchAsItStopsAUsersSearch() throws CapacityOptionException {
        CapacitySearch search = new CapacitySearch(
                LoadStepsParser.parse(null, "20,40,80", null), SloParser.parseAll(List.of("p99<25ms")));
        List<StepDecision> decisions = CapacitySearchTest.drive(
                search,
                List.of(
                        StepBuilder.rate(20, 20, 20, 20).build(),
                        StepBuilder.rate(40, 40, 40, 40).p99Millis(30).build()));
        assertEquals(StopReason.SLO_BREACHED, decisions.get(1).primaryCause().reason());
    }
}
