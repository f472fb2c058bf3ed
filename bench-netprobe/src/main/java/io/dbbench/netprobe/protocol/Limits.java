package io.dbbench.netprobe.protocol;

/** Bounds shared by client and server; the server rejects anything outside them. */
public final class Limits {
    /** Largest tput block and rr message: 1 MiB, as iperf3's TCP block size limit. */
    public static final int MAX_BLOCK_BYTES = 1024 * 1024;
    /** Largest number of data connections in one test (tput with --bidir counts both directions). */
    public static final int MAX_STREAMS = 128;
    /** Longest test a server accepts: one day. */
    public static final long MAX_DURATION_MILLIS = 24L * 3600 * 1000;
    /** Largest socket buffer a client may ask the server to set: 256 MiB. */
    public static final int MAX_SOCKET_BUFFER_BYTES = 256 * 1024 * 1024;
    /** Longest file name in an rr --write-file request. */
    public static final int MAX_FILE_NAME_CHARS = 128;

    private Limits() {}
}
