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
}
