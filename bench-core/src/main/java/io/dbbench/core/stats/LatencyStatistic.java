package io.dbbench.core.stats;

import io.dbbench.core.result.TransactionResult;

/** The per-iteration latency figures that are scored over iterations: the mean and three percentiles. */
public enum LatencyStatistic {
    MEAN("mean", Double.NaN),
    P50("p50", 50),
    P90("p90", 90),
    P99("p99", 99);

    private final String label;
    private final double percentile;

    LatencyStatistic(String label, double percentile) {
        this.label = label;
        this.percentile = percentile;
    }

    /** Short lower-case name: mean, p50, p90, p99. */
    public String label() {
        return label;
    }

    /** This figure of one transaction type's latency histogram, in nanoseconds. */
    public double valueNanos(TransactionResult transaction) {
        return this == MEAN ? transaction.meanNanos() : transaction.percentileNanos(percentile);
    }
}
