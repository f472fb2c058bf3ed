package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LoadLevel;

/**
 * What a capacity search's run found: the summary of its steps, and what the run counted in no step.
 *
 * @param summary               the steps, decisions, maximum, knee and Little's law; its {@code stop} is null when
 *                              the run ended before a stop rule fired (interrupted)
 * @param interruptedStep       the load of the step the run ended in before it was done, or null; its transactions
 *                              are in the counts outside the steps
 * @param completedOutsideSteps completed transactions of the run in no finished step: after the search stopped, and
 *                              in an interrupted step
 * @param failedOutsideSteps    failed transactions of the run in no finished step
 */
public record CapacityOutcome(
        CapacitySummary summary, LoadLevel interruptedStep, long completedOutsideSteps, long failedOutsideSteps) {
    /** Whether a stop rule ended the search (not a Ctrl-C, nor a run that ended first). */
    public boolean finished() {
        return summary.stop() != null;
    }
}
