package io.dbbench.netprobe.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How a probe server listens.
 *
 * @param bindHost    address to listen on; 127.0.0.1 unless told otherwise
 * @param port        TCP port, 0 for an ephemeral one (tests)
 * @param maxClients  connections served at once (control and data connections both count); more are
 *                    refused with a reason
 * @param idleTimeout a connection that moves no byte for this long is closed
 * @param writeDir    directory where rr tests may write their files; null refuses --write-file
 */
public record ServerConfig(String bindHost, int port, int maxClients, Duration idleTimeout, Path writeDir) {
    public static final String DEFAULT_BIND_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 5301;
    public static final int DEFAULT_MAX_CLIENTS = 64;
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(10);

    public ServerConfig {
        Objects.requireNonNull(bindHost, "bindHost");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0..65535, got " + port);
        }
        if (maxClients < 1) {
            throw new IllegalArgumentException("max clients must be at least 1, got " + maxClients);
        }
        if (idleTimeout.toMillis() < 1) {
            throw new IllegalArgumentException("idle timeout must be at least 1 ms, got " + idleTimeout);
        }
    }

    public static ServerConfig defaults() {
        return new ServerConfig(DEFAULT_BIND_HOST, DEFAULT_PORT, DEFAULT_MAX_CLIENTS, DEFAULT_IDLE_TIMEOUT, null);
    }

    public ServerConfig withPort(int newPort) {
        return new ServerConfig(bindHost, newPort, maxClients, idleTimeout, writeDir);
    }
}
