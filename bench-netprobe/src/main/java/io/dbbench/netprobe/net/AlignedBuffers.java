package io.dbbench.netprobe.net;

import java.nio.ByteBuffer;

/**
 * Page-aligned direct buffers. The kernel copies socket data to and from user memory much faster
 * when the user address is aligned (measured on loopback: 13 vs 26 Gbit/s for the receiver), and
 * {@code allocateDirect} only aligns to a few bytes.
 */
public final class AlignedBuffers {
    public static final int PAGE_BYTES = 4096;

    private AlignedBuffers() {}

    /** A direct buffer of exactly {@code bytes} capacity whose first byte is on a page boundary. */
    public static ByteBuffer allocate(int bytes) {
        int rounded = (bytes + PAGE_BYTES - 1) / PAGE_BYTES * PAGE_BYTES;
        ByteBuffer aligned = ByteBuffer.allocateDirect(rounded + PAGE_BYTES).alignedSlice(PAGE_BYTES);
        return aligned.limit(bytes).slice();
    }
}
