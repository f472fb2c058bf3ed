package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import java.util.ArrayList;
import java.util.List;

/**
 * The order of a capacity search's steps with {@code --repeats N}: round 1 is the search itself, each step decided
 * on as it ends; the steps it ran, up to the one it stopped at, are the ladder, which rounds 2..N climb again from
 * its first step to its last, every step, whatever they measure (1 2 4 8, 1 2 4 8, ...). So every step of the ladder
 * runs once per round, and a drift of the machine over the run spreads over all the steps rather than favouring the
 * early ones. With one round it is the search alone. Single-threaded: the step driver calls it under its lock.
 */
final class CapacityRounds {
    private final int repeats;
    /** The loads of round 1's steps so far, in order: the ladder once round 1 stopped. */
    private final List<LoadLevel> ladder = new ArrayList<>();

    private boolean ladderFixed;
    private int round;
    private int position;
    private boolean done;

    /** @param repeats the rounds, at least 1 */
    CapacityRounds(int repeats) {
        if (repeats < 1) throw new IllegalArgumentException("repeats must be at least 1, was " + repeats);
        this.repeats = repeats;
    }

    /** The rounds asked for. */
    int repeats() {
        return repeats;
    }

    /** The round of the step being measured, 0-based. */
    int round() {
        return round;
    }

    /** The ladder index of the step being measured (0-based): its step in round 1. */
    int position() {
        return position;
    }

    /** Whether every round is done (or round 1 was the last and it stopped). */
    boolean done() {
        return done;
    }

    /** The ladder: round 1's loads, all of them once it stopped. */
    List<LoadLevel> ladder() {
        return List.copyOf(ladder);
    }

    /**
     * The step at {@code load} just ended; {@code decision} is the search's for it (round 1's decides, later rounds'
     * are not asked). Returns the next step's load, or null when the search ends.
     */
    LoadLevel next(LoadLevel load, StepDecision decision) {
        if (done) throw new IllegalStateException("every round is done");
        if (!ladderFixed) {
            ladder.add(load);
            if (!decision.stop()) {
                position++;
                return decision.next();
            }
            ladderFixed = true;
        } else {
            position++;
            if (position < ladder.size()) return ladder.get(position);
        }
        round++;
        position = 0;
        if (round < repeats) return ladder.get(0);
        done = true;
        return null;
    }
}
