package io.dbbench.netprobe.net;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Page-aligned direct buffers that a server hands from one connection to the next.
 *
 * <p>Why: a direct buffer's memory is freed only when the garbage collector finds the buffer object,
 * and a server that accepts connections allocates little heap, so collections are rare. Every accepted
 * connection used to allocate fresh direct buffers (64 KiB each way for frames, up to 2 MiB for a
 * stream), and 20,000 short connections took the server from 81 MiB to 1.3 GB of RSS. Reused buffers
 * bound the direct memory by what connections held at the same time: in-use buffers are bounded by the
 * connection limit, and the pool keeps only buffers that were once in use at the same time.
 *
 * <p>Sizes are rounded up to a power of two (at least a page), so a client that asks for ever new
 * block sizes still meets buffers of the pool. Buffers come {@linkplain ByteBuffer#clear() cleared},
 * with the limit at the size asked for; old contents remain, which no user of the pool relies on.
 */
public final class BufferPool {
    /** Allocates every buffer afresh and keeps none: for clients, which open a few connections per run. */
    public static final BufferPool NONE = new BufferPool(false);

    private final boolean reuses;
    private final Map<Integer, ArrayDeque<ByteBuffer>> free = new HashMap<>();
    private long allocatedBytes;

    private BufferPool(boolean reuses) {
        this.reuses = reuses;
    }

    /** A pool that keeps released buffers for the next connection. */
    public static BufferPool reusing() {
        return new BufferPool(true);
    }

    /** A page-aligned direct buffer with room for {@code bytes}, position 0, limit {@code bytes}. */
    public ByteBuffer acquire(int bytes) {
        if (!reuses) {
            return AlignedBuffers.allocate(bytes);
        }
        int capacity = sizeClass(bytes);
        synchronized (this) {
            ArrayDeque<ByteBuffer> kept = free.get(capacity);
            ByteBuffer reused = kept == null ? null : kept.poll();
            if (reused != null) {
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
            free.computeIfAbsent(buffer.capacity(), c -> new ArrayDeque<>()).push(buffer);
        }
    }

    /** Direct memory this pool allocated in all, in bytes: bounded, however many connections came and went. */
    public synchronized long allocatedBytes() {
        return allocatedBytes;
    }

    static int sizeClass(int bytes) {
        if (bytes <= AlignedBuffers.PAGE_BYTES) {
            return AlignedBuffers.PAGE_BYTES;
        }
        int power = Integer.highestOneBit(bytes);
        return power == bytes ? bytes : power << 1;
    }
}
