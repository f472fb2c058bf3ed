package io.dbbench.core.internal.capacity.plan;

import java.util.Objects;

/**
 * One transaction type's figures over a capacity step's measured iterations (or all types together):
 * what the step's SLOs are evaluated on and its report row shows. Response times are of the completed
 * transactions, from their merged distribution over the step (the p99 of the step, not a mean of
 * per-iteration p99s); they are NaN when none completed.
 *
 * @param id         the transaction id; {@link #ALL} for all types together
 * @param shortName  its short name (null when none)
 * @param completed  completed in the measured iterations
 * @param failed     failed in the measured iterations
 * @param meanNanos  mean response time
 * @param p50Nanos   median response time
 * @param p90Nanos   90th percentile
 * @param p95Nanos   95th percentile
 * @param p99Nanos   99th percentile
 * @param p999Nanos  99.9th percentile
 */
public record TransactionFigures(
        String id,
        String shortName,
        long completed,
        long failed,
        double meanNanos,
        double p50Nanos,
        double p90Nanos,
        double p95Nanos,
        double p99Nanos,
        double p999Nanos) {
    /** The id of the figures of all transaction types together. */
    public static final String ALL = "all";

    public TransactionFigures {
        Objects.requireNonNull(id, "id");
        if (completed < 0 || failed < 0)
            throw new IllegalArgumentException("counts must not be negative: " + completed + ", " + failed);
    }

    /** The response time {@code statistic} (not {@link SloStatistic#ERRORS}) in nanoseconds; NaN when none completed. */
    public double latencyNanos(SloStatistic statistic) {
        return switch (statistic) {
            case P50 -> p50Nanos;
            case P90 -> p90Nanos;
            case P95 -> p95Nanos;
            case P99 -> p99Nanos;
            case P99_9 -> p999Nanos;
            case MEAN -> meanNanos;
            case ERRORS -> throw new IllegalArgumentException("errors is not a response time");
        };
    }

    /** Failed as a fraction of all that ended, completed or failed; NaN when none ended. */
    public double errorFraction() {
        long ended = completed + failed;
        return ended == 0 ? Double.NaN : (double) failed / ended;
    }

    /** The short name when there is one, else the id: what tables show. */
    public String label() {
        return shortName == null || shortName.isBlank() ? id : shortName;
    }
}
