package io.dbbench.netprobe.db;

import io.dbbench.netprobe.stats.LatencySummary;
import io.dbbench.netprobe.stats.Rates;

/** One reporting interval of the round-trip phase; times in seconds from its start. */
public record DbInterval(double startSeconds, double endSeconds, LatencySummary ping, LatencySummary isValid) {
    public double pingsPerSecond() {
        return Rates.perSecond(ping.count(), Math.round((endSeconds - startSeconds) * 1e9));
    }
}
