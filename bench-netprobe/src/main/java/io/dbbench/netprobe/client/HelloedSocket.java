package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.ConnectionActivity;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.HelloAck;
import io.dbbench.netprobe.protocol.ProtocolException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.function.Function;

/**
 * What a control and a data connection both are on the client: a socket the idle watchdog watches,
 * framed, opened by sending a hello and reading the server's HELLO_ACK.
 */
record HelloedSocket(SocketChannel channel, FrameChannel frames, IdleWatchdog watchdog, HelloAck ack)
        implements AutoCloseable {

    /**
     * Connects, sends {@code hello} as a {@code helloType} frame and reads the server's HELLO_ACK; when
     * that exchange fails, closes the socket and throws what {@code failure} makes of the error.
     */
    static HelloedSocket open(
            String host,
            int port,
            Duration connectTimeout,
            int socketBufferBytes,
            IdleWatchdog watchdog,
            FrameType helloType,
            ByteBuffer hello,
            Function<Exception, ProbeException> failure)
            throws ProbeException {
        SocketChannel channel = ClientSockets.connect(host, port, connectTimeout, socketBufferBytes);
        ConnectionActivity activity = new ConnectionActivity();
        watchdog.watch(channel, activity, c -> {});
        FrameChannel frames = new FrameChannel(channel, activity);
        try {
            frames.write(helloType, hello);
            HelloAck ack = HelloAck.decode(frames.readPayload(frames.expect(FrameType.HELLO_ACK)));
            return new HelloedSocket(channel, frames, watchdog, ack);
        } catch (IOException | ProtocolException e) {
            close(watchdog, channel);
            throw failure.apply(e);
        }
    }

    @Override
    public void close() {
        close(watchdog, channel);
    }

    private static void close(IdleWatchdog watchdog, SocketChannel channel) {
        watchdog.unwatch(channel);
        ClientSockets.closeQuietly(channel);
    }
}
