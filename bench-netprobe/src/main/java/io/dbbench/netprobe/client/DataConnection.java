package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.ConnectionActivity;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.HelloAck;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.StreamHello;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.time.Duration;

/** The client end of one data connection attached to a test, with both ends' actual socket buffers. */
public final class DataConnection implements AutoCloseable {
    private final int streamIndex;
    private final SocketChannel channel;
    private final FrameChannel frames;
    private final IdleWatchdog watchdog;
    private final HelloAck serverAck;
    private final int clientSendBufferBytes;
    private final int clientReceiveBufferBytes;

    private DataConnection(
            int streamIndex, SocketChannel channel, FrameChannel frames, IdleWatchdog watchdog, HelloAck serverAck)
            throws IOException {
        this.streamIndex = streamIndex;
        this.channel = channel;
        this.frames = frames;
        this.watchdog = watchdog;
        this.serverAck = serverAck;
        this.clientSendBufferBytes = channel.getOption(StandardSocketOptions.SO_SNDBUF);
        this.clientReceiveBufferBytes = channel.getOption(StandardSocketOptions.SO_RCVBUF);
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
        SocketChannel channel = ClientSockets.connect(host, port, connectTimeout, socketBufferBytes);
        ConnectionActivity activity = new ConnectionActivity();
        watchdog.watch(channel, activity, c -> {});
        FrameChannel frames = new FrameChannel(channel, activity);
        try {
            frames.write(FrameType.HELLO_STREAM, new StreamHello(cookie, streamIndex).encode());
            HelloAck ack = HelloAck.decode(frames.readPayload(frames.expect(FrameType.HELLO_ACK)));
            return new DataConnection(streamIndex, channel, frames, watchdog, ack);
        } catch (IOException | ProtocolException e) {
            watchdog.unwatch(channel);
            ClientSockets.closeQuietly(channel);
            throw new ProbeException(
                    "data connection " + streamIndex + " to " + host + ":" + port + " failed: " + e.getMessage(), e);
        }
    }

    public int streamIndex() {
        return streamIndex;
    }

    public SocketChannel channel() {
        return channel;
    }

    public FrameChannel frames() {
        return frames;
    }

    public ConnectionActivity activity() {
        return frames.activity();
    }

    public int serverSendBufferBytes() {
        return serverAck.sendBufferBytes();
    }

    public int serverReceiveBufferBytes() {
        return serverAck.receiveBufferBytes();
    }

    public int clientSendBufferBytes() {
        return clientSendBufferBytes;
    }

    public int clientReceiveBufferBytes() {
        return clientReceiveBufferBytes;
    }

    public InetSocketAddress localAddress() {
        return ClientSockets.address(channel, true);
    }

    public InetSocketAddress remoteAddress() {
        return ClientSockets.address(channel, false);
    }

    @Override
    public void close() {
        watchdog.unwatch(channel);
        ClientSockets.closeQuietly(channel);
    }
}
