package io.dbbench.embedded;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** Finds a TCP port nobody listens on at 127.0.0.1. */
final class LoopbackPorts {
    /** The system PostgreSQL's port: never ours, even when free at this moment. */
    static final int SYSTEM_POSTGRES_PORT = 5432;

    private static final int ATTEMPTS = 20;

    private LoopbackPorts() {}

    /**
     * Asks the kernel for a free ephemeral port. Another process may take it before the server binds
     * it; the caller retries with a fresh port when the server reports the address in use.
     */
    static int pickFree() throws EmbeddedPostgresException {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                int port = socket.getLocalPort();
                if (port != SYSTEM_POSTGRES_PORT) {
                    return port;
                }
            } catch (IOException e) {
                throw new EmbeddedPostgresException("cannot find a free port on 127.0.0.1: " + e, e);
            }
        }
        throw new EmbeddedPostgresException("cannot find a free port on 127.0.0.1 after " + ATTEMPTS + " attempts");
    }
}
