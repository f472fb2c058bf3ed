package io.dbbench.core.internal.traffic;

import io.dbbench.core.Internal;

/**
 * For measuring the engine's cost of traffic counting (bench-jmh, through {@code EngineProbe}), nothing
 * else: counts that no socket feeds, advanced by the probe's transactions as a counting socket's
 * streams would advance them, so a session reads and records real deltas.
 */
@Internal("EngineProbe's counted sessions: a seam into the socket counts")
public final class WireCountsProbe {
    private WireCountsProbe() {}

    /** Counts of a socket that does not exist. */
    public static WireCounts newCounts() {
        return new WireCounts();
    }

    /** One request of {@code sentBytes} answered by {@code receivedBytes}: one round trip, as on a socket. */
    public static void exchange(WireCounts counts, int sentBytes, int receivedBytes) {
        counts.sent(sentBytes);
        counts.received(receivedBytes);
    }
}
