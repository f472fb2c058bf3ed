package io.dbbench.core.stats;

import io.dbbench.core.result.TransactionResult;
import java.util.Locale;

/** The per-iteration latency figures that are scored over iterations: the mean and three percentiles. */
public enum LatencyStatistic {
    MEAN(Double.NaN),
    P50(50),
    P90(90),
    P99(99);

    private final double percentile;

    LatencyStatistic(double percentile) {
        this.percentile = percentile;
    }

    /** Short lower-case name: mean, p50, p90, p99. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** This figure of one transaction type's latency histogram, in nanoseconds. */
    public double valueNanos(TransactionResult transaction) {
        return this == MEAN ? transaction.meanNanos() : transaction.percentileNanos(percentile);
    }
}
