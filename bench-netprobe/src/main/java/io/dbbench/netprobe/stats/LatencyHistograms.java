package io.dbbench.netprobe.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Interval and total latencies recorded from many threads: writers record into a {@link Recorder}
 * (wait-free), the sampling thread swaps out each interval's histogram and adds it to the total.
 */
public final class LatencyHistograms {
    /** One hour: anything slower is clamped there rather than lost. */
    public static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;

    private final Recorder recorder = new Recorder(1, HIGHEST_TRACKABLE_NANOS, 3);
    private final Histogram total = LatencySummary.newHistogram();
    private Histogram recycled;

    /** Records one latency; safe from any thread. Values below 1 ns count as 1 ns. */
    public void record(long nanos) {
        recorder.recordValue(Math.max(1, Math.min(nanos, HIGHEST_TRACKABLE_NANOS)));
    }

    /** The latencies recorded since the previous call (sampling thread only); also adds them to the total. */
    public LatencySummary takeInterval() {
        Histogram interval = recorder.getIntervalHistogram(recycled);
        total.add(interval);
        LatencySummary summary = LatencySummary.of(interval);
        recycled = interval;
        return summary;
    }

    /** All latencies taken by {@link #takeInterval()} so far (call it once more first to include the last ones). */
    public LatencySummary total() {
        return LatencySummary.of(total);
    }
}
