package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.stats.LatencySummary;
import io.dbbench.netprobe.stats.Rates;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A finished (or stopped) request/response test. {@code latency} is the round trip as the client saw
 * it (from the intended send time under --rate); {@code disk} the server's write+sync time per request,
 * which the round trip includes ({@link LatencySummary#EMPTY} without --write-file).
 */
public record RrResult(
        RrConfig config,
        List<RrInterval> intervals,
        long messages,
        long bytes,
        long nanos,
        LatencySummary latency,
        LatencySummary disk,
        long serverMessages,
        OptionalDouble clientCpuPercent,
        OptionalDouble serverCpuPercent,
        EndReason endReason) {
    public RrResult {
        intervals = List.copyOf(intervals);
    }

    public double megabytesPerSecond() {
        return Rates.megabytesPerSecond(bytes, nanos);
    }

    public double messagesPerSecond() {
        return Rates.perSecond(messages, nanos);
    }

    public double seconds() {
        return Rates.seconds(nanos);
    }
}
