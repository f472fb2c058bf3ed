package io.dbbench.netprobe.server;

import io.dbbench.netprobe.Bounds;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How a probe server listens.
 *
 * @param bindHost             address to listen on; 127.0.0.1 unless told otherwise
 * @param port                 TCP port, 0 for an ephemeral one (tests)
 * @param maxClients           connections served at once (control and data connections both count); more
 *                             are refused with a reason
 * @param idleTimeout          a connection that moves no byte for this long is closed
 * @param writeDir             directory where rr tests may write their files; null refuses --write-file
 * @param helloTimeout         a connection must have sent its first message, the whole hello, within this
 *                             time of being accepted, however many bytes trickle in meanwhile (slowloris);
 *                             a connection that sends nothing frees its slot after this, not after the
 *                             idle timeout
 * @param handshakeTimeout     a control connection must send its START or STOP within this time of its
 *                             hello (the client opens its data connections in between)
 * @param maxClientsPerAddress connections one client address may hold at once, so that one client
 *                             cannot take every slot
 */
public record ServerConfig(
        String bindHost,
        int port,
        int maxClients,
        Duration idleTimeout,
        Path writeDir,
        Duration helloTimeout,
        Duration handshakeTimeout,
        int maxClientsPerAddress) {
    public static final String DEFAULT_BIND_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 5301;
    public static final int DEFAULT_MAX_CLIENTS = 64;
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(10);
    /**
     * A real client sends its hello, one small frame, as soon as its connect returns, so the hello
     * arrives with the end of the TCP handshake; 2 s leaves room for an RTT of several hundred ms and a
     * retransmission or two. Short on purpose: a silent connection holds a slot for this long, so
     * silent sockets reopened every 10 s keep slots for a fifth of the time, not for all of it.
     */
    public static final Duration DEFAULT_HELLO_TIMEOUT = Duration.ofSeconds(2);
    /**
     * Between hello and START the client opens its data connections one after the other; 5 s leaves
     * room for many streams over a slow, lossy link.
     */
    public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = Duration.ofSeconds(5);

    public ServerConfig {
        Objects.requireNonNull(bindHost, "bindHost");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(helloTimeout, "helloTimeout");
        Objects.requireNonNull(handshakeTimeout, "handshakeTimeout");
        Bounds.check("port", port, 0, 65535);
        if (maxClients < 1) {
            throw new IllegalArgumentException("max clients must be at least 1, got " + maxClients);
        }
        requireAtLeastOneMilli("idle timeout", idleTimeout);
        requireAtLeastOneMilli("hello timeout", helloTimeout);
        requireAtLeastOneMilli("handshake timeout", handshakeTimeout);
        Bounds.check("max clients per address", maxClientsPerAddress, 1, maxClients);
    }

    private static void requireAtLeastOneMilli(String name, Duration timeout) {
        if (timeout.toMillis() < 1) {
            throw new IllegalArgumentException(name + " must be at least 1 ms, got " + timeout);
        }
    }

    /**
     * The default hello and handshake timeouts, and at most a quarter of the slots per client address: even three
     * greedy addresses leave a quarter of the slots to everyone else; one client still runs a test with
     * up to 15 streams on the default 64 slots (more with {@link #withMaxClientsPerAddress}).
     */
    public ServerConfig(String bindHost, int port, int maxClients, Duration idleTimeout, Path writeDir) {
        this(
                bindHost,
                port,
                maxClients,
                idleTimeout,
                writeDir,
                DEFAULT_HELLO_TIMEOUT,
                DEFAULT_HANDSHAKE_TIMEOUT,
                defaultMaxClientsPerAddress(maxClients));
    }

    /** A quarter of {@code maxClients}, at least 1. */
    public static int defaultMaxClientsPerAddress(int maxClients) {
        return Math.max(1, maxClients / 4);
    }

    public static ServerConfig defaults() {
        return new ServerConfig(DEFAULT_BIND_HOST, DEFAULT_PORT, DEFAULT_MAX_CLIENTS, DEFAULT_IDLE_TIMEOUT, null);
    }

    public ServerConfig withPort(int newPort) {
        return new ServerConfig(
                bindHost,
                newPort,
                maxClients,
                idleTimeout,
                writeDir,
                helloTimeout,
                handshakeTimeout,
                maxClientsPerAddress);
    }

    public ServerConfig withHelloTimeout(Duration timeout) {
        return new ServerConfig(
                bindHost, port, maxClients, idleTimeout, writeDir, timeout, handshakeTimeout, maxClientsPerAddress);
    }

    public ServerConfig withHandshakeTimeout(Duration timeout) {
        return new ServerConfig(
                bindHost, port, maxClients, idleTimeout, writeDir, helloTimeout, timeout, maxClientsPerAddress);
    }

    public ServerConfig withMaxClientsPerAddress(int perAddress) {
        return new ServerConfig(
                bindHost, port, maxClients, idleTimeout, writeDir, helloTimeout, handshakeTimeout, perAddress);
    }
}
