package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.stats.Rates;

/** Bytes one stream moved in one interval, as seen by this client (it sends or it receives). */
public record StreamInterval(int streamId, boolean clientSends, long bytes, long nanos) {
    public double bitsPerSecond() {
        return Rates.bitsPerSecond(bytes, nanos);
    }
}
