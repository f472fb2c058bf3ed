package io.dbbench.core.stats;

import io.dbbench.core.internal.check.Require;

/**
 * One transaction type's latency scored over the measured iterations: each figure is computed per
 * iteration from that iteration's histogram, then scored (mean ± error) over the iterations.
 * Iterations in which the type completed nothing have no latency and are left out, so {@code n}
 * may be below the number of iterations.
 */
public record TransactionScores(
        String id, String shortName, Score meanNanos, Score p50Nanos, Score p90Nanos, Score p99Nanos) {
    public TransactionScores {
        Require.nonNull(
                "id", id, "meanNanos", meanNanos, "p50Nanos", p50Nanos, "p90Nanos", p90Nanos, "p99Nanos", p99Nanos);
    }

    public Score score(LatencyStatistic statistic) {
        return switch (statistic) {
            case MEAN -> meanNanos;
            case P50 -> p50Nanos;
            case P90 -> p90Nanos;
            case P99 -> p99Nanos;
        };
    }

    /** The short name when there is one (e.g. NCR), else the id. */
    public String label() {
        return shortName == null || shortName.isBlank() ? id : shortName;
    }
}
