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
        BufferPool pool = BufferPool.reusing(1 << 20);
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
        BufferPool pool = BufferPool.reusing(1 << 20);
        ByteBuffer a = pool.acquire(8);
        ByteBuffer b = pool.acquire(8);
        assertNotSame(a, b);
        assertTrue(a.isDirect() && a.alignmentOffset(0, AlignedBuffers.PAGE_BYTES) == 0);
        assertEquals(2L * AlignedBuffers.PAGE_BYTES, pool.allocatedBytes());
    }

    @Test
    void sizeClassesArePowersOfTwoFromAPageUpTo256KibThenWholePages() {
        assertEquals(4096, BufferPool.sizeClass(1));
        assertEquals(4096, BufferPool.sizeClass(4096));
        assertEquals(8192, BufferPool.sizeClass(4097));
        assertEquals(256 * 1024, BufferPool.sizeClass(256 * 1024));
        assertEquals(256 * 1024 + 4096, BufferPool.sizeClass(256 * 1024 + 1));
        assertEquals(1024 * 1024 + 4096, BufferPool.sizeClass(1024 * 1024 + 8));
    }

    @Test
    void churnAcrossBlockSizesKeepsNoMoreThanTheCap() {
        long capBytes = 3L * 1024 * 1024;
        BufferPool pool = BufferPool.reusing(capBytes);
        java.util.List<ByteBuffer> inUse = new java.util.ArrayList<>();
        java.util.Random sizes = new java.util.Random(42);
        for (int round = 0; round < 2_000; round++) {
            for (int i = 0; i < 4; i++) {
                inUse.add(pool.acquire(1 + sizes.nextInt(1024 * 1024 + 16)));
            }
            long inUseBytes = inUse.stream().mapToLong(ByteBuffer::capacity).sum();
            assertTrue(pool.allocatedBytes() <= inUseBytes + capBytes, "round " + round + ": " + pool.allocatedBytes());
            inUse.forEach(pool::release);
            inUse.clear();
            assertTrue(pool.allocatedBytes() <= capBytes, "round " + round + ": " + pool.allocatedBytes());
            assertEquals(pool.allocatedBytes(), pool.retainedBytes());
        }
    }

    @Test
    void aKeptBufferServesSmallerRequestsUpToHalfItsSize() {
        BufferPool pool = BufferPool.reusing(1 << 22);
        ByteBuffer big = pool.acquire(1024 * 1024);
        pool.release(big);
        assertNotSame(big, pool.acquire(400 * 1024), "less than half: a fresh buffer");
        assertSame(big, pool.acquire(600 * 1024));
    }

    @Test
    void noneAllocatesExactlyAndKeepsNothing() {
        ByteBuffer a = BufferPool.NONE.acquire(100_000);
        assertEquals(100_000, a.capacity());
        BufferPool.NONE.release(a);
        assertNotSame(a, BufferPool.NONE.acquire(100_000));
    }
}
