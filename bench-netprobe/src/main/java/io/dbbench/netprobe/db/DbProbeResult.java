package io.dbbench.netprobe.db;

import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.stats.LatencySummary;
import io.dbbench.netprobe.stats.Rates;
import java.util.List;

/**
 * A finished (or stopped) db probe: connect times, then ping-query and {@code Connection.isValid}
 * round trips (each its own latency distribution) over {@code roundTripNanos}.
 */
public record DbProbeResult(
        DbProbeConfig config,
        String pingSql,
        LatencySummary connect,
        List<DbInterval> intervals,
        LatencySummary ping,
        LatencySummary isValid,
        long roundTripNanos,
        EndReason endReason) {
    public DbProbeResult {
        intervals = List.copyOf(intervals);
    }

    public double pingsPerSecond() {
        return Rates.perSecond(ping.count(), roundTripNanos);
    }

    /** The URL without any password in it. */
    public String redactedUrl() {
        return ConnectStrings.redact(config.jdbcUrl());
    }
}
