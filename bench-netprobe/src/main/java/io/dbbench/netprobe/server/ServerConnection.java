package io.dbbench.netprobe.server;

import io.dbbench.netprobe.net.ConnectionActivity;
import io.dbbench.netprobe.protocol.ErrorMessage;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.PeerClosedException;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.StreamHello;
import io.dbbench.netprobe.protocol.TestSpec;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * One accepted connection: reads its hello, runs it as a control or data connection, and always
 * ends by closing it and telling the listener why. A misbehaving client only ever costs its own
 * connection.
 */
final class ServerConnection implements Runnable {
    private final long id;
    private final SocketChannel channel;
    private final String remote;
    /** System.nanoTime() when the server accepted the connection: the hello deadline counts from it. */
    private final long acceptedNanos;

    private final ServerContext context;
    private final Runnable onEnd;
    private final ConnectionActivity activity = new ConnectionActivity();
    private final FrameChannel frames;
    private volatile boolean closedForIdle;
    /** The hello is done and the deadline now bounds the wait for START: only a control connection. */
    private boolean awaitingStart;

    private volatile boolean closedForShutdown;

    ServerConnection(
            long id, SocketChannel channel, String remote, long acceptedNanos, ServerContext context, Runnable onEnd) {
        this.id = id;
        this.channel = channel;
        this.remote = remote;
        this.acceptedNanos = acceptedNanos;
        this.context = context;
        this.onEnd = onEnd;
        this.frames = new FrameChannel(channel, activity, context.buffers());
    }

    /** Closes the connection because the server stops. */
    void shutdown() {
        closedForShutdown = true;
        closeQuietly();
    }

    @Override
    public void run() {
        CloseReason reason = CloseReason.COMPLETED;
        String detail = "";
        // the hello as a whole must arrive in time, and soon: a silent connection would otherwise hold
        // its slot for the idle timeout, and a byte now and then keeps a connection from being idle,
        // never from being too slow (slowloris)
        activity.deadlineAt(acceptedNanos + context.config().helloTimeout().toNanos());
        context.watchdog().watch(channel, activity, c -> closedForIdle = true);
        try {
            FrameHeader hello = frames.expect(FrameType.HELLO_CONTROL, FrameType.HELLO_STREAM);
            ByteBuffer helloPayload = frames.readPayload(hello);
            if (hello.type() == FrameType.HELLO_CONTROL) {
                // START must come in time too, or a valid hello followed by a trickled START would hold
                // the slot for as long as bytes keep coming; ControlHandler clears the deadline at START
                awaitingStart = true;
                activity.deadlineAt(
                        System.nanoTime() + context.config().handshakeTimeout().toNanos());
                new ControlHandler(frames, remote, context).run(TestSpec.decode(helloPayload));
            } else {
                activity.clearDeadline();
                new StreamHandler(channel, frames, context).run(StreamHello.decode(helloPayload));
            }
        } catch (Rejection e) {
            reason = CloseReason.REJECTED;
            detail = e.getMessage();
            sendError(detail);
        } catch (PeerClosedException e) {
            reason = closedForIdle ? timeoutReason() : CloseReason.PEER_CLOSED;
            detail = e.getMessage();
        } catch (ProtocolException e) {
            reason = closedForIdle ? timeoutReason() : CloseReason.PROTOCOL_ERROR;
            detail = e.getMessage();
            sendError(detail);
        } catch (IOException e) {
            reason = closedForIdle
                    ? timeoutReason()
                    : closedForShutdown ? CloseReason.SERVER_SHUTDOWN : CloseReason.IO_ERROR;
            detail = String.valueOf(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            reason = CloseReason.SERVER_SHUTDOWN;
            detail = "interrupted";
        } catch (RuntimeException e) {
            reason = CloseReason.IO_ERROR;
            detail = e.toString();
        } finally {
            context.watchdog().unwatch(channel);
            closeQuietly();
            frames.releaseBuffers();
            if (reason == CloseReason.IDLE_TIMEOUT) {
                detail = "no data for " + context.config().idleTimeout().toMillis() + " ms (" + detail + ")";
            } else if (reason == CloseReason.HANDSHAKE_TIMEOUT) {
                detail = "no START or STOP within "
                        + context.config().handshakeTimeout().toMillis() + " ms of the hello (" + detail + ")";
            } else if (reason == CloseReason.HELLO_TIMEOUT) {
                detail = "no complete hello within "
                        + context.config().helloTimeout().toMillis() + " ms of connecting (" + detail + ")";
            }
            context.listener().onConnectionClosed(new ConnectionClosed(id, remote, reason, detail));
            onEnd.run();
        }
    }

    /** The watchdog closed the connection: past the hello or the START deadline, or idle. */
    private CloseReason timeoutReason() {
        if (!activity.pastDeadline(System.nanoTime())) {
            return CloseReason.IDLE_TIMEOUT;
        }
        return awaitingStart ? CloseReason.HANDSHAKE_TIMEOUT : CloseReason.HELLO_TIMEOUT;
    }

    private void sendError(String reason) {
        if (!channel.isOpen()) {
            return;
        }
        try {
            frames.write(FrameType.ERROR, ErrorMessage.encode(reason));
        } catch (IOException ignored) {
            // best effort: the peer may already be gone
        }
    }

    private void closeQuietly() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing left to do with a connection that will not close
        }
    }
}
