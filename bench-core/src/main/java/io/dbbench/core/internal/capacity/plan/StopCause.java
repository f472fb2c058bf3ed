package io.dbbench.core.internal.capacity.plan;

import java.util.Objects;

/**
 * One reason a capacity search stops after a step, with the sentence that says why.
 *
 * @param reason   which stop rule fired
 * @param sentence for the report, e.g. "p99 of NewOrder 63.2 ms ≥ 50 ms"
 */
public record StopCause(StopReason reason, String sentence) {
    public StopCause {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(sentence, "sentence");
    }
}
