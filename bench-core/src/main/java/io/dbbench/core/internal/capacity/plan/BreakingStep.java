package io.dbbench.core.internal.capacity.plan;

import java.util.List;
import java.util.Objects;

/**
 * The first step of a capacity search at which an SLO broke, and which.
 *
 * @param stepIndex 0-based index of the step
 * @param load      its users or rate
 * @param broken    the broken SLOs' outcomes, in the order the SLOs were given
 * @param sentence  for the report, e.g. "16 users broke the SLOs: p99 of NewOrder 63.2 ms ≥ 50 ms"
 */
public record BreakingStep(int stepIndex, LoadLevel load, List<SloOutcome> broken, String sentence) {
    public BreakingStep {
        Objects.requireNonNull(load, "load");
        broken = List.copyOf(broken);
        Objects.requireNonNull(sentence, "sentence");
    }
}
