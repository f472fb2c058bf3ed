package io.dbbench.netprobe.protocol;

/** Who sends in a throughput test: the client (default), the server (-R), or both at once (--bidir). */
public enum TputDirection {
    CLIENT_SENDS,
    SERVER_SENDS,
    BIDIRECTIONAL
}
