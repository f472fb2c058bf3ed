package io.dbbench.netprobe.protocol;

import io.dbbench.netprobe.net.BufferPool;
import io.dbbench.netprobe.net.ConnectionActivity;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.function.BooleanSupplier;

/**
 * Sends a throughput stream: DATA blocks from a prepared direct buffer (header and block in one write
 * call), a MARK when the warm-up ends, END when the deadline passes or a stop is requested.
 */
public final class DataStreamWriter {
    private final WritableByteChannel channel;
    private final ConnectionActivity activity;
    private final int blockBytes;
    private final BufferPool pool;
    private final ByteBuffer frame;
    private final ByteBuffer control = ByteBuffer.allocateDirect(FrameHeader.BYTES);
    private volatile long payloadBytes;

    public DataStreamWriter(WritableByteChannel channel, ConnectionActivity activity, int blockBytes) {
        this(channel, activity, blockBytes, BufferPool.NONE);
    }

    /** Takes its frame buffer from {@code pool}; {@link #releaseBuffer()} gives it back. */
    public DataStreamWriter(WritableByteChannel channel, ConnectionActivity activity, int blockBytes, BufferPool pool) {
        this.channel = channel;
        this.activity = activity;
        this.blockBytes = blockBytes;
        this.pool = pool;
        // the limit is the frame's end: a pooled buffer may be larger
        this.frame = pool.acquire(FrameHeader.BYTES + blockBytes);
        new FrameHeader(FrameType.DATA, blockBytes).encode(frame);
        frame.position(0);
    }

    /** Returns the frame buffer to the pool; call once, after the last send. */
    public void releaseBuffer() {
        pool.release(frame);
    }

    /** Payload bytes sent so far, warm-up included; safe to read from another thread. */
    public long payloadBytes() {
        return payloadBytes;
    }

    /**
     * Sends until {@code deadlineNanos} (System.nanoTime) or until {@code stop} says so, marking the
     * end of the warm-up at {@code markAtNanos}; returns what was sent after the MARK.
     */
    public StreamTotalsMeasured sendUntil(long markAtNanos, long deadlineNanos, BooleanSupplier stop)
            throws IOException {
        long total = 0;
        long markNanos = 0;
        long markBytes = 0;
        boolean marked = false;
        while (true) {
            long now = System.nanoTime();
            if (!marked && now - markAtNanos >= 0) {
                writeControl(FrameType.MARK);
                marked = true;
                markNanos = now;
                markBytes = total;
            }
            if (now - deadlineNanos >= 0 || stop.getAsBoolean()) {
                break;
            }
            frame.position(0);
            while (frame.hasRemaining()) {
                if (channel.write(frame) > 0) {
                    activity.touch();
                }
            }
            total += blockBytes;
            payloadBytes = total;
        }
        long endNanos = System.nanoTime();
        writeControl(FrameType.END);
        return marked
                ? new StreamTotalsMeasured(total - markBytes, endNanos - markNanos, true)
                : StreamTotalsMeasured.NOTHING;
    }

    private void writeControl(FrameType type) throws IOException {
        control.clear();
        new FrameHeader(type, 0).encode(control);
        control.flip();
        while (control.hasRemaining()) {
            if (channel.write(control) > 0) {
                activity.touch();
            }
        }
    }
}
