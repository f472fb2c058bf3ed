package io.dbbench.workloads.lio;

import org.HdrHistogram.Histogram;

/** Client-side latency of one operation type over the measured window, in microseconds. */
public record LatencySummary(
        long count, double meanMicros, double p50Micros, double p95Micros, double p99Micros, double maxMicros) {
    static LatencySummary of(Histogram nanos) {
        if (nanos.getTotalCount() == 0) return new LatencySummary(0, 0, 0, 0, 0, 0);
        return new LatencySummary(
                nanos.getTotalCount(),
                nanos.getMean() / 1e3,
                nanos.getValueAtPercentile(50) / 1e3,
                nanos.getValueAtPercentile(95) / 1e3,
                nanos.getValueAtPercentile(99) / 1e3,
                nanos.getMaxValue() / 1e3);
    }
}
