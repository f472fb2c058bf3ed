package io.dbbench.netprobe.protocol;

import io.dbbench.netprobe.net.BufferPool;
import io.dbbench.netprobe.net.ConnectionActivity;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.util.Arrays;

/**
 * Reads and writes whole frames on a blocking channel. Reads go through one direct buffer so a small
 * frame (header and payload) usually costs one read call; small frames are written with one write
 * call. Every header is validated before its length is trusted, every transfer counts as progress for
 * the idle watchdog, and a connection that ends inside a frame is reported as truncated.
 */
public final class FrameChannel {
    private static final int BUFFER_BYTES = 64 * 1024;

    private final ByteChannel channel;
    private final ConnectionActivity activity;
    private final BufferPool pool;
    private final ByteBuffer in;
    private final ByteBuffer out;

    public FrameChannel(ByteChannel channel, ConnectionActivity activity) {
        this(channel, activity, BufferPool.NONE);
    }

    /** Takes its two buffers from {@code pool}; {@link #releaseBuffers()} gives them back. */
    public FrameChannel(ByteChannel channel, ConnectionActivity activity, BufferPool pool) {
        this.channel = channel;
        this.activity = activity;
        this.pool = pool;
        this.in = pool.acquire(BUFFER_BYTES);
        this.out = pool.acquire(BUFFER_BYTES);
        in.flip();
    }

    /** Returns the buffers to the pool; call once, when nothing reads or writes frames here any more. */
    public void releaseBuffers() {
        pool.release(in);
        pool.release(out);
    }

    public ByteChannel channel() {
        return channel;
    }

    public ConnectionActivity activity() {
        return activity;
    }

    /** The next header, or null when the peer closed cleanly between frames. */
    public FrameHeader readHeaderOrEnd() throws IOException, ProtocolException {
        if (!bufferAtLeast(FrameHeader.BYTES)) {
            if (!in.hasRemaining()) {
                return null;
            }
            throw new ProtocolException("truncated frame header: connection closed after " + in.remaining() + " of "
                    + FrameHeader.BYTES + " bytes");
        }
        return FrameHeader.decode(in);
    }

    /** The next header, which must be one of {@code expected}; an ERROR frame becomes its message. */
    public FrameHeader expect(FrameType... expected) throws IOException, ProtocolException {
        FrameHeader h = readHeaderOrEnd();
        if (h == null) {
            throw new PeerClosedException("connection closed while waiting for " + Arrays.toString(expected));
        }
        for (FrameType t : expected) {
            if (h.type() == t) {
                return h;
            }
        }
        if (h.type() == FrameType.ERROR) {
            throw new PeerErrorException(ErrorMessage.decode(readPayload(h)));
        }
        throw new ProtocolException("unexpected " + h.type() + " frame (expected " + Arrays.toString(expected) + ")");
    }

    /** Reads the whole payload of {@code h} into a fresh heap buffer, flipped for reading. */
    public ByteBuffer readPayload(FrameHeader h) throws IOException, ProtocolException {
        ByteBuffer payload = ByteBuffer.allocate(h.payloadBytes());
        readPayloadInto(h, payload);
        payload.flip();
        return payload;
    }

    /** Reads the whole payload of {@code h} into {@code into} (cleared first; must be large enough). */
    public void readPayloadInto(FrameHeader h, ByteBuffer into) throws IOException, ProtocolException {
        into.clear().limit(h.payloadBytes());
        int buffered = Math.min(in.remaining(), into.remaining());
        if (buffered > 0) {
            ByteBuffer slice = in.slice().limit(buffered);
            into.put(slice);
            in.position(in.position() + buffered);
        }
        while (into.hasRemaining()) {
            int n = channel.read(into);
            if (n < 0) {
                throw new ProtocolException("truncated " + h.type() + " frame: connection closed after "
                        + into.position() + " of " + h.payloadBytes() + " payload bytes");
            }
            if (n > 0) {
                activity.touch();
            }
        }
    }

    /**
     * Hands over bytes already read past the last frame (for a reader that takes over the channel)
     * and forgets them here.
     */
    public ByteBuffer takeBuffered() {
        ByteBuffer rest = ByteBuffer.allocate(in.remaining());
        rest.put(in).flip();
        return rest;
    }

    /** Writes a frame with the remaining bytes of {@code payload} (null for none). */
    public void write(FrameType type, ByteBuffer payload) throws IOException {
        int length = payload == null ? 0 : payload.remaining();
        FrameHeader header = new FrameHeader(type, length);
        out.clear();
        header.encode(out);
        if (length <= out.remaining()) {
            if (payload != null) {
                out.put(payload);
            }
            out.flip();
            drain(out);
        } else {
            out.flip();
            drain(out);
            drain(payload);
        }
    }

    public void writeEmpty(FrameType type) throws IOException {
        write(type, null);
    }

    /** Writes all remaining bytes of {@code buffer}. */
    public void drain(ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.write(buffer) > 0) {
                activity.touch();
            }
        }
    }

    /** Reads until at least {@code bytes} are buffered; false when the peer closed first. */
    private boolean bufferAtLeast(int bytes) throws IOException {
        while (in.remaining() < bytes) {
            in.compact();
            int n;
            try {
                n = channel.read(in);
            } finally {
                in.flip();
            }
            if (n < 0) {
                return false;
            }
            if (n > 0) {
                activity.touch();
            }
        }
        return true;
    }
}
