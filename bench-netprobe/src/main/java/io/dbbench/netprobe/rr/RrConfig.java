package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.Bounds;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.Limits;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.protocol.RrSpec;
import java.time.Duration;
import java.util.Objects;

/**
 * A request/response test, oratcptest/sockperf-style; messages name the option that is wrong.
 *
 * @param messageBytes  --length: bytes per request
 * @param connections   --num-conn: connections, one client thread each (two in async mode)
 * @param ratePerSecond --rate: requests per second over all connections, open loop, latency counted
 *                      from each request's intended send time; 0 sends as fast as acknowledgements allow
 * @param maxMessages   --count: stop after this many requests in all; 0 for no count bound
 * @param writeFileName --write-file: the server writes each request to this file (in its --write-dir)
 *                      before acknowledging it; empty for none
 * @param fsync         --fsync: how the server syncs that file per request
 */
public record RrConfig(
        String host,
        int port,
        RrMode mode,
        int messageBytes,
        int connections,
        long durationMillis,
        long intervalMillis,
        long ratePerSecond,
        long maxMessages,
        String writeFileName,
        FsyncMode fsync,
        Duration connectTimeout,
        Duration idleTimeout) {
    public static final int DEFAULT_MESSAGE_BYTES = 4096;
    /** Requests in flight per connection in async mode before the sender waits for acknowledgements. */
    public static final int ASYNC_WINDOW = 256;

    public RrConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(fsync, "fsync");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        writeFileName = writeFileName == null ? "" : writeFileName;
        Bounds.check("-p (port)", port, 1, 65535);
        Bounds.check("--length", messageBytes, 1, Limits.MAX_BLOCK_BYTES);
        Bounds.check("--num-conn", connections, 1, Limits.MAX_STREAMS);
        Bounds.check("-t (seconds)", durationMillis, 1, Limits.MAX_DURATION_MILLIS);
        Bounds.check("-i (interval)", intervalMillis, 1, Limits.MAX_DURATION_MILLIS);
        Bounds.check("--rate", ratePerSecond, 0, 10_000_000);
        Bounds.check("--count", maxMessages, 0, Long.MAX_VALUE);
        if (fsync != FsyncMode.NONE && writeFileName.isEmpty()) {
            throw new IllegalArgumentException("--fsync " + fsync.name().toLowerCase() + " needs --write-file");
        }
        try {
            spec(mode, messageBytes, connections, writeFileName, fsync, durationMillis);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--write-file: " + e.getMessage());
        }
    }

    public static RrConfig defaults(String host, int port) {
        return new RrConfig(
                host,
                port,
                RrMode.SYNC,
                DEFAULT_MESSAGE_BYTES,
                1,
                10_000,
                1_000,
                0,
                0,
                "",
                FsyncMode.NONE,
                Duration.ofSeconds(5),
                Duration.ofSeconds(10));
    }

    public RrSpec spec() {
        return spec(mode, messageBytes, connections, writeFileName, fsync, durationMillis);
    }

    public boolean writesFile() {
        return !writeFileName.isEmpty();
    }

    /** How many of the {@link #maxMessages} connection {@code index} sends; Long.MAX_VALUE without a count bound. */
    public long quotaOf(int index) {
        return Bounds.shareOf(maxMessages, connections, index);
    }

    private static RrSpec spec(
            RrMode mode, int messageBytes, int connections, String file, FsyncMode fsync, long durationMillis) {
        return new RrSpec(mode, messageBytes, connections, file, fsync, durationMillis);
    }
}
