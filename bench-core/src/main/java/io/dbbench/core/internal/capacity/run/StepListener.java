package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;

/** Told each capacity step as it ends (the console's step line), on the sampler thread: quick, never throwing. */
@FunctionalInterface
public interface StepListener {
    /** Step {@code decision.stepIndex()} measured {@code figures} and the search decided {@code decision}. */
    void stepDone(StepFigures figures, StepDecision decision);

    /**
     * The same in round {@code round} (0-based) of a search in rounds ({@code --repeats}): in round 1 the search's
     * decision; in a later round, which climbs the ladder round 1 fixed, the step's SLOs and growth within the round,
     * going on to the ladder's next step (the last step of the last round stops, for why round 1 stopped).
     */
    default void stepDone(int round, StepFigures figures, StepDecision decision) {
        stepDone(figures, decision);
    }
}
