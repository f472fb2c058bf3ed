package io.dbbench.core.internal.capacity.plan;

import java.util.List;
import java.util.Objects;

/**
 * What a capacity search decides after one step: go on to the next load, or stop and why.
 *
 * @param stepIndex 0-based index of the step just measured
 * @param load      its users or rate
 * @param slos      its SLOs evaluated
 * @param growth    its TPS against the previous step's
 * @param causes    every stop rule that fired, in {@link StopReason} order; empty to go on
 * @param next      the next step's load; null when stopping
 */
public record StepDecision(
        int stepIndex, LoadLevel load, SloEvaluation slos, TpsGrowth growth, List<StopCause> causes, LoadLevel next) {
    public StepDecision {
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(slos, "slos");
        Objects.requireNonNull(growth, "growth");
        causes = List.copyOf(causes);
        if (causes.isEmpty() == (next == null))
            throw new IllegalArgumentException("a decision goes on to a next step exactly when no stop rule fired");
    }

    /** Whether the search stops after this step. */
    public boolean stop() {
        return !causes.isEmpty();
    }

    /** The first stop rule that fired, in {@link StopReason} order (stalled, SLO, saturation, limits); null when going on. */
    public StopCause primaryCause() {
        return causes.isEmpty() ? null : causes.get(0);
    }

    /** "stop after 16 users: p99 of NewOrder 63.2 ms ≥ 50 ms" or "continue to 32 users". */
    public String explanation() {
        if (!stop()) return "continue to " + next.label();
        return "stop after " + load.label() + ": "
                + String.join("; ", causes.stream().map(StopCause::sentence).toList());
    }
}
