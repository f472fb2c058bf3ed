package io.dbbench.netprobe.server;

import java.net.InetSocketAddress;

/**
 * What a running server tells its owner; called from server threads, so implementations must be
 * thread-safe and quick. The server itself never prints.
 */
public interface ServerListener {
    default void onListening(InetSocketAddress address) {}

    default void onConnectionOpened(long connectionId, String remote) {}

    default void onConnectionClosed(ConnectionClosed closed) {}

    default void onTestFinished(ServerTestSummary summary) {}

    ServerListener NONE = new ServerListener() {};
}
