package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.Bounds;
import io.dbbench.netprobe.protocol.Limits;
import io.dbbench.netprobe.protocol.TputDirection;
import io.dbbench.netprobe.protocol.TputSpec;
import java.time.Duration;
import java.util.Objects;

/**
 * A throughput test as iperf3 takes it; messages name the iperf3-style option that is wrong.
 *
 * @param durationMillis    -t: measured time, after the omitted warm-up
 * @param intervalMillis    -i: reporting interval
 * @param streams           -P: parallel streams (per direction with --bidir)
 * @param blockBytes        -l: bytes per write
 * @param socketBufferBytes -w: SO_SNDBUF/SO_RCVBUF asked for on both ends; 0 leaves the OS default
 * @param omitMillis        -O: warm-up not counted in the totals
 */
public record TputConfig(
        String host,
        int port,
        long durationMillis,
        long intervalMillis,
        int streams,
        TputDirection direction,
        int blockBytes,
        int socketBufferBytes,
        long omitMillis,
        Duration connectTimeout,
        Duration idleTimeout) {
    public static final long DEFAULT_DURATION_MILLIS = 10_000;
    public static final long DEFAULT_INTERVAL_MILLIS = 1_000;
    public static final int DEFAULT_BLOCK_BYTES = 128 * 1024;
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(5);
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(10);

    public TputConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Bounds.check("-p (port)", port, 1, 65535);
        Bounds.check("-t (seconds)", durationMillis, 1, Limits.MAX_DURATION_MILLIS);
        Bounds.check("-i (interval)", intervalMillis, 1, Limits.MAX_DURATION_MILLIS);
        Bounds.check(
                "-P (streams)",
                streams,
                1,
                direction == TputDirection.BIDIRECTIONAL ? Limits.MAX_STREAMS / 2 : Limits.MAX_STREAMS);
        Bounds.check("-l (block size)", blockBytes, 1, Limits.MAX_BLOCK_BYTES);
        Bounds.check("-w (socket buffer)", socketBufferBytes, 0, Limits.MAX_SOCKET_BUFFER_BYTES);
        Bounds.check("-O (omit seconds)", omitMillis, 0, Limits.MAX_DURATION_MILLIS);
    }

    /** iperf3's defaults for everything but where to connect. */
    public static TputConfig defaults(String host, int port) {
        return new TputConfig(
                host,
                port,
                DEFAULT_DURATION_MILLIS,
                DEFAULT_INTERVAL_MILLIS,
                1,
                TputDirection.CLIENT_SENDS,
                DEFAULT_BLOCK_BYTES,
                0,
                0,
                DEFAULT_CONNECT_TIMEOUT,
                DEFAULT_IDLE_TIMEOUT);
    }

    public TputSpec spec() {
        return new TputSpec(streams, direction, blockBytes, socketBufferBytes, durationMillis, omitMillis);
    }
}
