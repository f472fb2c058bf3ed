package io.dbbench.netprobe;

import io.dbbench.netprobe.server.ConnectionClosed;
import io.dbbench.netprobe.server.ProbeServer;
import io.dbbench.netprobe.server.ServerConfig;
import io.dbbench.netprobe.server.ServerListener;
import io.dbbench.netprobe.server.ServerTestSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** An in-process probe server on an ephemeral loopback port that remembers what its listener heard. */
public final class LoopbackServer implements AutoCloseable {
    public final ProbeServer server;
    public final BlockingQueue<ConnectionClosed> closed = new LinkedBlockingQueue<>();
    public final List<ServerTestSummary> tests = new CopyOnWriteArrayList<>();

    public LoopbackServer(Duration idleTimeout, int maxClients, Path writeDir) throws IOException {
        this(new ServerConfig("127.0.0.1", 0, maxClients, idleTimeout, writeDir));
    }

    public LoopbackServer(ServerConfig config) throws IOException {
        server = ProbeServer.start(config, new ServerListener() {
            @Override
            public void onConnectionClosed(ConnectionClosed c) {
                closed.add(c);
            }

            @Override
            public void onTestFinished(ServerTestSummary summary) {
                tests.add(summary);
            }
        });
    }

    public LoopbackServer() throws IOException {
        this(Duration.ofSeconds(5), 64, null);
    }

    public int port() {
        return server.address().getPort();
    }

    /** The next connection the server closed, waiting at most 10 s for it. */
    public ConnectionClosed nextClosed() throws InterruptedException {
        ConnectionClosed c = closed.poll(10, TimeUnit.SECONDS);
        if (c == null) {
            throw new AssertionError("server closed no connection within 10 s");
        }
        return c;
    }

    @Override
    public void close() {
        server.close();
    }
}
