package io.dbbench.core.result;

/**
 * One transaction type within one sampling interval.
 *
 * @param p50LatencyNanos p50, p90 and p99 of the response times completed in the interval (HdrHistogram's
 *                        value at the percentile); 0 when none completed; -1 when not recorded (results.json
 *                        files written before dbbench kept them)
 */
public record TransactionInterval(
        long completed,
        long failed,
        double meanLatencyNanos,
        long maxLatencyNanos,
        long p50LatencyNanos,
        long p90LatencyNanos,
        long p99LatencyNanos) {
    public static final TransactionInterval EMPTY = new TransactionInterval(0, 0, 0, 0, 0, 0, 0);
    public static final long NOT_RECORDED = -1;

    /** Without percentiles: they were not recorded. */
    public TransactionInterval(long completed, long failed, double meanLatencyNanos, long maxLatencyNanos) {
        this(completed, failed, meanLatencyNanos, maxLatencyNanos, NOT_RECORDED, NOT_RECORDED, NOT_RECORDED);
    }

    public boolean hasPercentiles() {
        return p50LatencyNanos != NOT_RECORDED;
    }
}
