package io.dbbench.netprobe.client;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TestSpec;
import java.io.IOException;
import java.time.Duration;

/** The client end of a test's control connection: HELLO_CONTROL, START, STOP, RESULTS. */
public final class ControlConnection implements AutoCloseable {
    private final String peer;
    private final HelloedSocket socket;

    private ControlConnection(String peer, HelloedSocket socket) {
        this.peer = peer;
        this.socket = socket;
    }

    /** Connects and opens the test; the server may refuse it (busy, writes not allowed) with a reason. */
    public static ControlConnection open(
            String host, int port, Duration connectTimeout, TestSpec spec, IdleWatchdog watchdog)
            throws ProbeException {
        String peer = host + ":" + port;
        HelloedSocket socket = HelloedSocket.open(
                host,
                port,
                connectTimeout,
                0,
                watchdog,
                FrameType.HELLO_CONTROL,
                spec.encode(),
                e -> e instanceof ProtocolException
                        ? new ProbeException("server " + peer + " refused the test: " + e.getMessage(), e)
                        : new ProbeException("control connection to " + peer + " failed: " + e.getMessage(), e));
        return new ControlConnection(peer, socket);
    }

    public long cookie() {
        return socket.ack().cookie();
    }

    /** The error to end the test with when {@code what} (e.g. "stream 3") failed with {@code cause}. */
    public ProbeException failure(String what, Exception cause) {
        return new ProbeException(what + " to " + peer + " failed: " + cause.getMessage(), cause);
    }

    /** Starts the test; the connection may then stay silent for {@code quietNanos}. */
    public void start(long quietNanos) throws ProbeException {
        socket.frames().activity().allowQuietUntil(System.nanoTime() + quietNanos);
        try {
            socket.frames().writeEmpty(FrameType.START);
        } catch (IOException e) {
            throw new ProbeException("control connection to " + peer + " failed at START: " + e.getMessage(), e);
        }
    }

    public void sendStop() throws ProbeException {
        socket.frames().activity().endQuiet();
        try {
            socket.frames().writeEmpty(FrameType.STOP);
        } catch (IOException e) {
            throw new ProbeException("control connection to " + peer + " failed at STOP: " + e.getMessage(), e);
        }
    }

    /** Reads the server's RESULTS (sent once all its data connections have ended). */
    public ServerResults readResults() throws ProbeException {
        try {
            return ServerResults.decode(
                    socket.frames().readPayload(socket.frames().expect(FrameType.RESULTS)));
        } catch (IOException | ProtocolException e) {
            throw new ProbeException("no results from " + peer + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        socket.close();
    }
}
