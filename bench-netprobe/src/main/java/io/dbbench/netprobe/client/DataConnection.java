package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.ConnectionActivity;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.StreamHello;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.function.Function;

/** The client end of one data connection attached to a test, with both ends' actual socket buffers. */
public final class DataConnection implements AutoCloseable {
    private final int streamIndex;
    private final HelloedSocket socket;
    private final int clientSendBufferBytes;
    private final int clientReceiveBufferBytes;

    private DataConnection(int streamIndex, HelloedSocket socket) throws IOException {
        this.streamIndex = streamIndex;
        this.socket = socket;
        this.clientSendBufferBytes = socket.channel().getOption(StandardSocketOptions.SO_SNDBUF);
        this.clientReceiveBufferBytes = socket.channel().getOption(StandardSocketOptions.SO_RCVBUF);
    }

    public static DataConnection open(
            String host,
            int port,
            Duration connectTimeout,
            int socketBufferBytes,
            long cookie,
            int streamIndex,
            IdleWatchdog watchdog)
            throws ProbeException {
        Function<Exception, ProbeException> failure = e -> new ProbeException(
                "data connection " + streamIndex + " to " + host + ":" + port + " failed: " + e.getMessage(), e);
        HelloedSocket socket = HelloedSocket.open(
                host,
                port,
                connectTimeout,
                socketBufferBytes,
                watchdog,
                FrameType.HELLO_STREAM,
                new StreamHello(cookie, streamIndex).encode(),
                failure);
        try {
            return new DataConnection(streamIndex, socket);
        } catch (IOException e) {
            socket.close();
            throw failure.apply(e);
        }
    }

    public int streamIndex() {
        return streamIndex;
    }

    public SocketChannel channel() {
        return socket.channel();
    }

    public FrameChannel frames() {
        return socket.frames();
    }

    public ConnectionActivity activity() {
        return socket.frames().activity();
    }

    public int serverSendBufferBytes() {
        return socket.ack().sendBufferBytes();
    }

    public int serverReceiveBufferBytes() {
        return socket.ack().receiveBufferBytes();
    }

    public int clientSendBufferBytes() {
        return clientSendBufferBytes;
    }

    public int clientReceiveBufferBytes() {
        return clientReceiveBufferBytes;
    }

    public InetSocketAddress localAddress() {
        return ClientSockets.address(socket.channel(), true);
    }

    public InetSocketAddress remoteAddress() {
        return ClientSockets.address(socket.channel(), false);
    }

    @Override
    public void close() {
        socket.close();
    }
}
