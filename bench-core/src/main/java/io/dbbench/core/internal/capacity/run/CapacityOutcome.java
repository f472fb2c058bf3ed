package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepRounds;
import java.util.List;

/**
 * What a capacity search's run found: the summary of its steps, and what the run counted in no step.
 *
 * @param summary               the steps, decisions, maximum, knee and Little's law; its {@code stop} is null when
 *                              the run ended before a stop rule fired (interrupted). With rounds, each step is merged
 *                              over its rounds
 * @param interruptedStep       the load of the step the run ended in before it was done, or null; its transactions
 *                              are in the counts outside the steps
 * @param completedOutsideSteps completed transactions of the run in no finished step: after the search stopped, and
 *                              in an interrupted step
 * @param failedOutsideSteps    failed transactions of the run in no finished step
 * @param repeats               the rounds asked for ({@code --repeats}); 1 for a search without rounds
 * @param rounds                with rounds (repeats ≥ 2), each summary step's figures round by round, in the
 *                              summary's order; empty without rounds
 */
public record CapacityOutcome(
        CapacitySummary summary,
        LoadLevel interruptedStep,
        long completedOutsideSteps,
        long failedOutsideSteps,
        int repeats,
        List<StepRounds> rounds) {
    public CapacityOutcome {
        rounds = List.copyOf(rounds);
        if (repeats < 1) throw new IllegalArgumentException("repeats must be at least 1, was " + repeats);
        if (!rounds.isEmpty() && rounds.size() != summary.steps().size())
            throw new IllegalArgumentException(
                    rounds.size() + " steps' rounds for " + summary.steps().size() + " steps");
    }

    /** A search without rounds. */
    public CapacityOutcome(
            CapacitySummary summary, LoadLevel interruptedStep, long completedOutsideSteps, long failedOutsideSteps) {
        this(summary, interruptedStep, completedOutsideSteps, failedOutsideSteps, 1, List.of());
    }

    /** Whether a stop rule ended the search (not a Ctrl-C, nor a run that ended first). */
    public boolean finished() {
        return summary.stop() != null;
    }

    /** The same outcome with {@code other} as its summary (the same steps, figures added after the run). */
    public CapacityOutcome withSummary(CapacitySummary other) {
        return new CapacityOutcome(other, interruptedStep, completedOutsideSteps, failedOutsideSteps, repeats, rounds);
    }
}
