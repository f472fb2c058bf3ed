package io.dbbench.core.internal.traffic;

/**
 * Bytes and request/response turns on one client socket, counted in plain fields: a socket is used by
 * one thread at a time (a session, or the pool thread that logs it on), and a pool hand-over orders
 * its writes before the next borrower's, so counting needs no atomics. Another thread reading the
 * figures while the socket is in use may see them a little behind.
 *
 * <p>A <em>round trip</em> (turn) is counted when the first bytes of a response arrive after the
 * client wrote since the last turn: a request sent in several writes, or a pipelined batch sent before
 * reading, is one turn; a response read in several reads is one turn. Bytes are the payload the
 * client's streams carried (TCP/IP headers and TLS records below a layered socket are not counted).
 */
public final class WireCounts {
    private long bytesSent;
    private long bytesReceived;
    private long roundTrips;
    private boolean awaitingResponse;

    void sent(int bytes) {
        if (bytes <= 0) return;
        bytesSent += bytes;
        awaitingResponse = true;
    }

    void received(int bytes) {
        if (bytes <= 0) return;
        bytesReceived += bytes;
        if (awaitingResponse) {
            roundTrips++;
            awaitingResponse = false;
        }
    }

    /** Figures counted elsewhere (Oracle's session statistics, {@link OracleSessionTraffic}), all at once. */
    void add(long sentBytes, long receivedBytes, long turns) {
        bytesSent += sentBytes;
        bytesReceived += receivedBytes;
        roundTrips += turns;
    }

    public long bytesSent() {
        return bytesSent;
    }

    public long bytesReceived() {
        return bytesReceived;
    }

    public long roundTrips() {
        return roundTrips;
    }
}
