package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.stats.Score;
import java.util.Objects;

/**
 * The maximum sustainable throughput of a capacity search: the highest mean TPS among the steps run
 * before any SLO broke whose SLOs all held (with no SLOs, the highest mean TPS of all steps). Steps
 * after a breach never count, as a load the service failed at once is not sustainable because a
 * heavier one happened to pass; the search stops at a breach anyway.
 *
 * @param stepIndex             0-based index of the step
 * @param load                  its users or rate
 * @param transactionsPerSecond its TPS score
 * @param sentence              for the report, e.g. "maximum sustainable throughput 700.0 ± 20.0 TPS at 8
 *                              users, every SLO held"
 * @param lowerBoundReason      why its TPS is only a lower bound of the maximum (e.g. "search interrupted"), or
 *                              null when it is the maximum the search found
 */
public record SustainableMaximum(
        int stepIndex, LoadLevel load, Score transactionsPerSecond, String sentence, String lowerBoundReason) {
    public SustainableMaximum {
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(transactionsPerSecond, "transactionsPerSecond");
        Objects.requireNonNull(sentence, "sentence");
    }

    /** Whether its TPS is only a lower bound of the maximum sustainable throughput. */
    public boolean lowerBound() {
        return lowerBoundReason != null;
    }
}
