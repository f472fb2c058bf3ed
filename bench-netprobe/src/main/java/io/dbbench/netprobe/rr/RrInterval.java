package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.stats.LatencySummary;
import io.dbbench.netprobe.stats.Rates;

/**
 * One reporting interval: acknowledged requests, their bytes, round-trip latency and (with
 * --write-file) the server's disk time for them. Times are seconds from the start of the test.
 */
public record RrInterval(
        double startSeconds,
        double endSeconds,
        long messages,
        long bytes,
        LatencySummary latency,
        LatencySummary disk) {
    public long nanos() {
        return Math.round((endSeconds - startSeconds) * 1e9);
    }

    public double megabytesPerSecond() {
        return Rates.megabytesPerSecond(bytes, nanos());
    }

    public double messagesPerSecond() {
        return Rates.perSecond(messages, nanos());
    }
}
