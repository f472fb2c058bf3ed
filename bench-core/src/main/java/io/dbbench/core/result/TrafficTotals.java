package io.dbbench.core.result;

/**
 * What crossed the client's sockets: bytes the client sent, bytes it received and request/response
 * turns (round trips), as the traffic package's WireCounts counts them.
 */
public record TrafficTotals(long bytesOut, long bytesIn, long roundTrips) {
    public static final TrafficTotals ZERO = new TrafficTotals(0, 0, 0);

    public TrafficTotals {
        if (bytesOut < 0 || bytesIn < 0 || roundTrips < 0)
            throw new IllegalArgumentException(
                    "traffic must not be negative: " + bytesOut + " out, " + bytesIn + " in, " + roundTrips + " turns");
    }

    public TrafficTotals plus(TrafficTotals o) {
        return new TrafficTotals(bytesOut + o.bytesOut, bytesIn + o.bytesIn, roundTrips + o.roundTrips);
    }

    /** Bytes both ways. */
    public long bytes() {
        return bytesOut + bytesIn;
    }
}
