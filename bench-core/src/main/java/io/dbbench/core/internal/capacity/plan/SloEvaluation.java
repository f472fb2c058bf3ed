package io.dbbench.core.internal.capacity.plan;

import java.util.List;

/**
 * A step's SLOs evaluated on its figures, in the order they were given: which hold, which broke and
 * why. With no SLOs at all every step holds (vacuously) and none breaks.
 *
 * @param outcomes one per SLO, in the order given
 */
public record SloEvaluation(List<SloOutcome> outcomes) {
    public SloEvaluation {
        outcomes = List.copyOf(outcomes);
    }

    /** Evaluates every SLO on the step. */
    public static SloEvaluation of(List<Slo> slos, StepFigures step) {
        return new SloEvaluation(
                slos.stream().map(s -> SloOutcome.of(s, step.figuresFor(s))).toList());
    }

    /** Whether every SLO held (none broken, none without data). */
    public boolean allHold() {
        return outcomes.stream().allMatch(o -> o.status() == SloStatus.HELD);
    }

    /** Whether any SLO broke: a stop rule. */
    public boolean anyBroken() {
        return outcomes.stream().anyMatch(o -> o.status() == SloStatus.BROKEN);
    }

    /** The broken SLOs' outcomes, in the order given. */
    public List<SloOutcome> broken() {
        return outcomes.stream().filter(o -> o.status() == SloStatus.BROKEN).toList();
    }

    /** The broken SLOs' sentences joined with "; ", empty when none broke. */
    public String brokenSentence() {
        return String.join("; ", broken().stream().map(SloOutcome::sentence).toList());
    }
}
