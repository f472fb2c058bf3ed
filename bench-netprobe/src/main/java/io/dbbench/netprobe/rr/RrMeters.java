package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.stats.LatencyHistograms;
import java.util.concurrent.atomic.LongAdder;

/** What all connections of an rr test record into, read by the sampling thread. */
final class RrMeters {
    final LatencyHistograms latency = new LatencyHistograms();
    final LatencyHistograms disk = new LatencyHistograms();
    final LongAdder messages = new LongAdder();
    final LongAdder bytes = new LongAdder();

    void acknowledged(long latencyNanos, long diskNanos, int messageBytes, boolean withDisk) {
        latency.record(latencyNanos);
        if (withDisk) {
            disk.record(diskNanos);
        }
        messages.increment();
        bytes.add(messageBytes);
    }

    /**
     * Whether anything was recorded since the last sample. A sample can fall between a message's count and its
     * bytes, which then wait for the next one: the last sample must be taken for bytes alone too, or they are lost.
     */
    boolean unsampled() {
        return messages.sum() > 0 || bytes.sum() > 0;
    }
}
