package io.dbbench.core.compare;

import io.dbbench.core.stats.Score;

import java.util.Objects;

/**
 * One metric of two runs side by side.
 *
 * @param kind             what is measured
 * @param transactionId    the transaction type for latency kinds; null for TPS
 * @param transactionLabel its short name (or id) for tables; null for TPS
 * @param base             the base run's score over its measured iterations
 * @param candidate        the new run's score
 * @param changePercent    (new − base) / base × 100 of the means; NaN when it cannot be stated
 * @param pValue           Welch's two-sided p-value; NaN when not comparable
 * @param verdict          at the comparison's confidence
 * @param reason           why it is {@link Verdict#NOT_COMPARABLE}; null otherwise
 */
public record MetricComparison(MetricKind kind, String transactionId, String transactionLabel, Score base, Score candidate,
                               double changePercent, double pValue, Verdict verdict, String reason) {
    public MetricComparison {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** How much slower the new run is, in percent: positive when worse, whichever way "worse" points. */
    public double slowdownPercent() {
        return kind.higherIsFaster() ? -changePercent : changePercent;
    }

    /** "TPS" or e.g. "NCR p50". */
    public String name() {
        return kind == MetricKind.TPS ? "TPS" : transactionLabel + " " + kind.label();
    }
}
