package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.stats.Rates;

/** What one end of a stream (or the sum of several) measured after the warm-up: bytes over nanoseconds. */
public record SideTotals(long bytes, long nanos) {
    public static final SideTotals NONE = new SideTotals(0, 0);

    public double bitsPerSecond() {
        return Rates.bitsPerSecond(bytes, nanos);
    }

    public double seconds() {
        return Rates.seconds(nanos);
    }

    /** Sum of bytes; the longest time (streams run side by side). */
    public SideTotals plus(SideTotals other) {
        return new SideTotals(bytes + other.bytes, Math.max(nanos, other.nanos));
    }
}
