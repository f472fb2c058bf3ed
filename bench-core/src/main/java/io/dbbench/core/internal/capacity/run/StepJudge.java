package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.result.IterationResult;
import java.util.List;

/**
 * Who decides, at a step's end, whether a capacity search goes on: by default the search itself on this run's steps
 * ({@link io.dbbench.core.internal.capacity.plan.CapacitySearch#decide}); in one replica of several, its parent, on
 * every replica's step merged. Called on the engine's sampler thread: while it waits the run's users go on, and their
 * transactions fall into the next step's first interval.
 */
@FunctionalInterface
public interface StepJudge {
    /**
     * @param stepsOfRound   this run's steps of the current round so far, the step just ended last
     * @param stepIterations the step's iterations, warm-up included, as its figures were made from
     * @return go on to the next load (of this run), or stop and why
     */
    StepDecision decide(List<StepFigures> stepsOfRound, List<IterationResult> stepIterations);
}
