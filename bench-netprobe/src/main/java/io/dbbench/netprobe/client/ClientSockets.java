package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeConnectException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;

/** Opens client connections to a probe server; failures become {@link ProbeConnectException} naming host:port. */
public final class ClientSockets {
    private ClientSockets() {}

    /**
     * Connects with a timeout. Socket buffers are set before connecting (when {@code socketBufferBytes}
     * is positive) so the TCP window scale is negotiated for them.
     */
    public static SocketChannel connect(String host, int port, Duration timeout, int socketBufferBytes)
            throws ProbeConnectException {
        SocketChannel channel = null;
        try {
            channel = SocketChannel.open();
            if (socketBufferBytes > 0) {
                channel.setOption(StandardSocketOptions.SO_SNDBUF, socketBufferBytes);
                channel.setOption(StandardSocketOptions.SO_RCVBUF, socketBufferBytes);
            }
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            channel.socket().connect(new InetSocketAddress(host, port), (int)
                    Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis())));
            return channel;
        } catch (IOException | IllegalArgumentException e) {
            closeQuietly(channel);
            String why = e instanceof UnresolvedAddressException ? "unknown host" : String.valueOf(e.getMessage());
            throw new ProbeConnectException("cannot connect to " + host + ":" + port + ": " + why, e);
        }
    }

    public static void closeQuietly(SocketChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing more to do
            }
        }
    }

    /** "host:port" of one end of a connected channel. */
    public static InetSocketAddress address(SocketChannel channel, boolean local) {
        try {
            return (InetSocketAddress) (local ? channel.getLocalAddress() : channel.getRemoteAddress());
        } catch (IOException e) {
            return InetSocketAddress.createUnresolved("?", 0);
        }
    }
}
