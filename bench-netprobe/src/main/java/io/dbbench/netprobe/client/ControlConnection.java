package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.ConnectionActivity;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.HelloAck;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TestSpec;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.time.Duration;

/** The client end of a test's control connection: HELLO_CONTROL, START, STOP, RESULTS. */
public final class ControlConnection implements AutoCloseable {
    private final String peer;
    private final SocketChannel channel;
    private final FrameChannel frames;
    private final IdleWatchdog watchdog;
    private final long cookie;

    private ControlConnection(
            String peer, SocketChannel channel, FrameChannel frames, IdleWatchdog watchdog, long cookie) {
        this.peer = peer;
        this.channel = channel;
        this.frames = frames;
        this.watchdog = watchdog;
        this.cookie = cookie;
    }

    /** Connects and opens the test; the server may refuse it (busy, writes not allowed) with a reason. */
    public static ControlConnection open(
            String host, int port, Duration connectTimeout, TestSpec spec, IdleWatchdog watchdog)
            throws ProbeException {
        String peer = host + ":" + port;
        SocketChannel channel = ClientSockets.connect(host, port, connectTimeout, 0);
        ConnectionActivity activity = new ConnectionActivity();
        watchdog.watch(channel, activity, c -> {});
        FrameChannel frames = new FrameChannel(channel, activity);
        try {
            frames.write(FrameType.HELLO_CONTROL, spec.encode());
            HelloAck ack = HelloAck.decode(frames.readPayload(frames.expect(FrameType.HELLO_ACK)));
            return new ControlConnection(peer, channel, frames, watchdog, ack.cookie());
        } catch (ProtocolException e) {
            close(watchdog, channel);
            throw new ProbeException("server " + peer + " refused the test: " + e.getMessage(), e);
        } catch (IOException e) {
            close(watchdog, channel);
            throw new ProbeException("control connection to " + peer + " failed: " + e.getMessage(), e);
        }
    }

    public long cookie() {
        return cookie;
    }

    public String peer() {
        return peer;
    }

    /** Starts the test; the connection may then stay silent for {@code quietNanos}. */
    public void start(long quietNanos) throws ProbeException {
        frames.activity().allowQuietUntil(System.nanoTime() + quietNanos);
        try {
            frames.writeEmpty(FrameType.START);
        } catch (IOException e) {
            throw new ProbeException("control connection to " + peer + " failed at START: " + e.getMessage(), e);
        }
    }

    public void sendStop() throws ProbeException {
        frames.activity().endQuiet();
        try {
            frames.writeEmpty(FrameType.STOP);
        } catch (IOException e) {
            throw new ProbeException("control connection to " + peer + " failed at STOP: " + e.getMessage(), e);
        }
    }

    /** Reads the server's RESULTS (sent once all its data connections have ended). */
    public ServerResults readResults() throws ProbeException {
        try {
            return ServerResults.decode(frames.readPayload(frames.expect(FrameType.RESULTS)));
        } catch (IOException | ProtocolException e) {
            throw new ProbeException("no results from " + peer + ": " + e.getMessage(), e);
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
