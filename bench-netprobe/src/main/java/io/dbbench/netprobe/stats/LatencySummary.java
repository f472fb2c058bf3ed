package io.dbbench.netprobe.stats;

import org.HdrHistogram.Histogram;

/**
 * Latency percentiles in nanoseconds from an HdrHistogram (3 significant digits). All zero when
 * {@code count} is 0.
 */
public record LatencySummary(
        long count,
        long minNanos,
        long p50Nanos,
        long p90Nanos,
        long p99Nanos,
        long p999Nanos,
        long maxNanos,
        double meanNanos) {

    public static final LatencySummary EMPTY = new LatencySummary(0, 0, 0, 0, 0, 0, 0, 0);

    public static LatencySummary of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return EMPTY;
        }
        return new LatencySummary(
                h.getTotalCount(),
                h.getMinValue(),
                h.getValueAtPercentile(50),
                h.getValueAtPercentile(90),
                h.getValueAtPercentile(99),
                h.getValueAtPercentile(99.9),
                h.getMaxValue(),
                h.getMean());
    }

    /** A histogram suited to network and database latencies: 1 ns .. 1 hour, 3 significant digits. */
    public static Histogram newHistogram() {
        return new Histogram(1, LatencyHistograms.HIGHEST_TRACKABLE_NANOS, 3);
    }

    public double meanMillis() {
        return meanNanos / 1e6;
    }
}
