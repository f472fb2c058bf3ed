package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;

/** Told each capacity step as it ends (the console's step line), on the sampler thread: quick, never throwing. */
@FunctionalInterface
public interface StepListener {
    /** Step {@code decision.stepIndex()} measured {@code figures} and the search decided {@code decision}. */
    void stepDone(StepFigures figures, StepDecision decision);
}
