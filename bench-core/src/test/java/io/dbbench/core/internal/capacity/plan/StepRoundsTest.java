package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.TrafficTotals;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A step's rounds merged: what adds over the rounds, and what is none unless every round has it. */
class StepRoundsTest {
    private static final LoadLevel TWO = LoadLevel.users(2);

    private static StepFigures round(StepTraffic traffic) {
        StepFigures f =
                StepFiguresFromIterations.of(TWO, List.of(), CapacitySearch.SATURATION_CONFIDENCE, 0, Double.NaN);
        return traffic == null ? f : f.withTraffic(traffic);
    }

    private static StepTraffic traffic(long executions) {
        return new StepTraffic(executions, new TrafficTotals(10 * executions, 20 * executions, executions), 1_000);
    }

    private static StepTraffic merged(StepFigures... rounds) {
        List<StepFigures> each = List.of(rounds);
        return new StepRounds(
                        TWO,
                        each,
                        each.stream().map(r -> List.<IterationResult>of()).toList())
                .merged(CapacitySearch.SATURATION_CONFIDENCE)
                .traffic();
    }

    @Test
    void theTrafficAddsOverTheRoundsWhenEveryRoundCountedIt() {
        StepTraffic sum = merged(round(traffic(3)), round(traffic(5)));
        assertEquals(8, sum.executions());
        assertEquals(new TrafficTotals(80, 160, 8), sum.totals());
        assertEquals(2_000, sum.windowNanos());
    }

    @Test
    void aRoundWithoutTrafficLeavesTheStepWithoutIt() {
        assertNull(merged(round(traffic(3)), round(null)), "a sum over some rounds would pass for the step's");
        assertNull(merged(round(null), round(traffic(3))), "whichever round lacks it");
    }
}
