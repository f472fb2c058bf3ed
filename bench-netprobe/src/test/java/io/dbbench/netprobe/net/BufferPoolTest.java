package io.dbbench.netprobe.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class BufferPoolTest {
    @Test
    void aReleasedBufferServesTheNextRequestOfItsSizeClass() {
        BufferPool pool = BufferPool.reusing();
        ByteBuffer first = pool.acquire(100_000);
        assertEquals(131_072, first.capacity());
        assertEquals(100_000, first.limit());
        assertEquals(0, first.position());
        first.position(500);
        pool.release(first);
        ByteBuffer second = pool.acquire(70_000);
        assertSame(first, second);
        assertEquals(0, second.position());
        assertEquals(70_000, second.limit());
        assertEquals(131_072, pool.allocatedBytes());
    }

    @Test
    void buffersInUseAtTheSameTimeAreDistinctAndPageAligned() {
        BufferPool pool = BufferPool.reusing();
        ByteBuffer a = pool.acquire(8);
        ByteBuffer b = pool.acquire(8);
        assertNotSame(a, b);
        assertTrue(a.isDirect() && a.alignmentOffset(0, AlignedBuffers.PAGE_BYTES) == 0);
        assertEquals(2L * AlignedBuffers.PAGE_BYTES, pool.allocatedBytes());
    }

    @Test
    void sizeClassesArePowersOfTwoFromAPage() {
        assertEquals(4096, BufferPool.sizeClass(1));
        assertEquals(4096, BufferPool.sizeClass(4096));
        assertEquals(8192, BufferPool.sizeClass(4097));
        assertEquals(2 * 1024 * 1024, BufferPool.sizeClass(1024 * 1024 + 8));
    }

    @Test
    void noneAllocatesExactlyAndKeepsNothing() {
        ByteBuffer a = BufferPool.NONE.acquire(100_000);
        assertEquals(100_000, a.capacity());
        BufferPool.NONE.release(a);
        assertNotSame(a, BufferPool.NONE.acquire(100_000));
    }
}
