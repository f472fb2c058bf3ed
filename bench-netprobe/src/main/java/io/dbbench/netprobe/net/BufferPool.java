package io.dbbench.netprobe.net;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.TreeMap;

/**
 * Page-aligned direct buffers that a server hands from one connection to the next.
 *
 * <p>Why: a direct buffer's memory is freed only when the garbage collector finds the buffer object,
 * and a server that accepts connections allocates little heap, so collections are rare. Every accepted
 * connection used to allocate fresh direct buffers (64 KiB each way for frames, up to 2 MiB for a
 * stream), and 20,000 short connections took the server from 81 MiB to 1.3 GB of RSS. Reused buffers
 * bound the direct memory: in-use buffers are bounded by the connection limit, and the pool keeps
 * released buffers only up to {@code maxRetainedBytes}; a buffer released beyond that is dropped for
 * the garbage collector.
 *
 * <p>Sizes up to {@value #POWER_OF_TWO_LIMIT_BYTES} bytes are rounded up to a power of two (at least a
 * page), larger ones only to whole pages, so a 1 MiB block does not take 2 MiB. A request is served by
 * a kept buffer of up to twice its size, so a client that asks for ever new block sizes still meets
 * buffers of the pool. Buffers come {@linkplain ByteBuffer#clear() cleared}, with the limit at the
 * size asked for; old contents remain, which no user of the pool relies on.
 */
public final class BufferPool {
    /** Allocates every buffer afresh and keeps none: for clients, which open a few connections per run. */
    public static final BufferPool NONE = new BufferPool(false, 0);

    static final int POWER_OF_TWO_LIMIT_BYTES = 256 * 1024;

    private final boolean reuses;
    private final long maxRetainedBytes;
    private final TreeMap<Integer, ArrayDeque<ByteBuffer>> free = new TreeMap<>();
    private long allocatedBytes;
    private long retainedBytes;

    private BufferPool(boolean reuses, long maxRetainedBytes) {
        this.reuses = reuses;
        this.maxRetainedBytes = maxRetainedBytes;
    }

    /** A pool that keeps released buffers for the next connection, at most {@code maxRetainedBytes} of them. */
    public static BufferPool reusing(long maxRetainedBytes) {
        if (maxRetainedBytes < 0) {
            throw new IllegalArgumentException("max retained bytes must be at least 0, got " + maxRetainedBytes);
        }
        return new BufferPool(true, maxRetainedBytes);
    }

    /** A page-aligned direct buffer with room for {@code bytes}, position 0, limit {@code bytes}. */
    public ByteBuffer acquire(int bytes) {
        if (!reuses) {
            return AlignedBuffers.allocate(bytes);
        }
        int capacity = sizeClass(bytes);
        synchronized (this) {
            Map.Entry<Integer, ArrayDeque<ByteBuffer>> kept = free.ceilingEntry(capacity);
            if (kept != null && kept.getKey() / 2 <= capacity) {
                ByteBuffer reused = kept.getValue().pop();
                if (kept.getValue().isEmpty()) {
                    free.remove(kept.getKey());
                }
                retainedBytes -= reused.capacity();
                return reused.clear().limit(bytes);
            }
            allocatedBytes += capacity;
        }
        return AlignedBuffers.allocate(capacity).limit(bytes);
    }

    /** Gives back a buffer from {@link #acquire}; the caller must not touch it afterwards. Null is ignored. */
    public void release(ByteBuffer buffer) {
        if (!reuses || buffer == null) {
            return;
        }
        synchronized (this) {
            if (retainedBytes + buffer.capacity() > maxRetainedBytes) {
                allocatedBytes -= buffer.capacity(); // dropped: the garbage collector frees it
                return;
            }
            retainedBytes += buffer.capacity();
            free.computeIfAbsent(buffer.capacity(), c -> new ArrayDeque<>()).push(buffer);
        }
    }

    /**
     * Direct memory of this pool's buffers in use or kept for reuse, in bytes: at most what is in use
     * plus {@code maxRetainedBytes}, however many connections came and went.
     */
    public synchronized long allocatedBytes() {
        return allocatedBytes;
    }

    /** Bytes of released buffers kept for reuse: at most {@code maxRetainedBytes}. */
    public synchronized long retainedBytes() {
        return retainedBytes;
    }

    static int sizeClass(int bytes) {
        if (bytes <= AlignedBuffers.PAGE_BYTES) {
            return AlignedBuffers.PAGE_BYTES;
        }
        if (bytes > POWER_OF_TWO_LIMIT_BYTES) {
            return (int) ((bytes + (long) AlignedBuffers.PAGE_BYTES - 1)
                    / AlignedBuffers.PAGE_BYTES
                    * AlignedBuffers.PAGE_BYTES);
        }
        int power = Integer.highestOneBit(bytes);
        return power == bytes ? bytes : power << 1;
    }
}
