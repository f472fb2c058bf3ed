package io.dbbench.core.internal.capacity.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.plan.GrowthStatus;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.SloEvaluation;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.internal.capacity.plan.TpsGrowth;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order of the steps in rounds: round 1 decides the ladder, later rounds climb all of it from its first step. */
class CapacityRoundsTest {
    private static StepDecision go(int index, int users, int next) {
        return new StepDecision(
                index,
                LoadLevel.users(users),
                new SloEvaluation(List.of()),
                growth(),
                List.of(),
                LoadLevel.users(next));
    }

    private static StepDecision stop(int index, int users) {
        return new StepDecision(
                index,
                LoadLevel.users(users),
                new SloEvaluation(List.of()),
                growth(),
                List.of(new StopCause(StopReason.SATURATED, "saturated")),
                null);
    }

    private static TpsGrowth growth() {
        return new TpsGrowth(GrowthStatus.UNTESTED, Double.NaN, "untested");
    }

    /** Runs the rounds with round 1 stopping after {@code stopAfter} of the users 1,2,4,8,16; returns the users run. */
    private static List<Integer> run(CapacityRounds rounds, int stopAfter) {
        int[] users = {1, 2, 4, 8, 16};
        List<Integer> ran = new ArrayList<>();
        LoadLevel load = LoadLevel.users(1);
        while (load != null) {
            ran.add(load.users());
            int i = rounds.position();
            // a later round's own decision may say anything (here always stop): the ladder is fixed
            StepDecision d =
                    rounds.round() == 0 && i + 1 < stopAfter ? go(i, users[i], users[i + 1]) : stop(i, users[i]);
            load = rounds.next(load, d);
        }
        return ran;
    }

    @Test
    void roundOneDecidesTheLadderAndLaterRoundsClimbAllOfItFromItsFirstStep() {
        CapacityRounds rounds = new CapacityRounds(3);
        assertEquals(List.of(1, 2, 4, 1, 2, 4, 1, 2, 4), run(rounds, 3));
        assertTrue(rounds.done());
        assertEquals(List.of(LoadLevel.users(1), LoadLevel.users(2), LoadLevel.users(4)), rounds.ladder());
    }

    @Test
    void aLaterRoundsStopDoesNotShortenTheLadder() {
        CapacityRounds rounds = new CapacityRounds(2);
        LoadLevel load = LoadLevel.users(1);
        load = rounds.next(load, go(0, 1, 2));
        load = rounds.next(load, stop(1, 2));
        assertEquals(LoadLevel.users(1), load, "round 2 starts at the first step");
        assertEquals(1, rounds.round());
        load = rounds.next(load, stop(0, 1));
        assertEquals(LoadLevel.users(2), load, "round 2's own stop at 1 user is not a ladder's end");
        assertNull(rounds.next(load, go(1, 2, 4)), "round 2 ends at the ladder's end, whatever it says");
        assertTrue(rounds.done());
        assertThrows(IllegalStateException.class, () -> rounds.next(LoadLevel.users(1), go(0, 1, 2)));
    }

    @Test
    void oneRoundIsTheSearchAlone() {
        CapacityRounds rounds = new CapacityRounds(1);
        assertEquals(List.of(1, 2, 4, 8), run(rounds, 4));
        assertTrue(rounds.done());
    }

    @Test
    void aOneStepLadderRepeatsThatStep() {
        CapacityRounds rounds = new CapacityRounds(3);
        assertEquals(List.of(1, 1, 1), run(rounds, 1));
        assertFalse(rounds.ladder().isEmpty());
    }

    @Test
    void noRoundsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new CapacityRounds(0));
    }
}
