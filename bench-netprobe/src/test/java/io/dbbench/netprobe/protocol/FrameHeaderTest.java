package io.dbbench.netprobe.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FrameHeaderTest {
    private static ByteBuffer header(int m0, int m1, int version, int type, int length) {
        return ByteBuffer.allocate(8)
                .put((byte) m0)
                .put((byte) m1)
                .put((byte) version)
                .put((byte) type)
                .putInt(length)
                .flip();
    }

    @Test
    void roundTrips() throws Exception {
        ByteBuffer b = ByteBuffer.allocate(8);
        new FrameHeader(FrameType.REQUEST, 4096).encode(b);
        b.flip();
        assertEquals(new FrameHeader(FrameType.REQUEST, 4096), FrameHeader.decode(b));
    }

    @Test
    void rejectsGarbage() {
        ByteBuffer http = ByteBuffer.wrap("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
        ProtocolException e = assertThrows(ProtocolException.class, () -> FrameHeader.decode(http));
        assertTrue(e.getMessage().contains("bad frame magic 0x4745"), e.getMessage());
    }

    @Test
    void rejectsOtherVersionsAndUnknownTypes() {
        assertThrows(ProtocolException.class, () -> FrameHeader.decode(header('N', 'P', 2, 8, 0)));
        ProtocolException e =
                assertThrows(ProtocolException.class, () -> FrameHeader.decode(header('N', 'P', 1, 99, 0)));
        assertEquals("unknown frame type 99", e.getMessage());
        assertThrows(ProtocolException.class, () -> FrameHeader.decode(header('N', 'P', 1, 0, 0)));
    }

    @Test
    void rejectsOversizedFramesBeforeReadingThem() {
        ProtocolException data = assertThrows(
                ProtocolException.class,
                () -> FrameHeader.decode(header('N', 'P', 1, FrameType.DATA.code(), Limits.MAX_BLOCK_BYTES + 1)));
        assertTrue(data.getMessage().startsWith("oversized DATA frame: 1048577 bytes"), data.getMessage());
        assertThrows(
                ProtocolException.class,
                () -> FrameHeader.decode(header('N', 'P', 1, FrameType.HELLO_CONTROL.code(), 1025)));
        ProtocolException negative = assertThrows(
                ProtocolException.class, () -> FrameHeader.decode(header('N', 'P', 1, FrameType.ERROR.code(), -1)));
        assertTrue(negative.getMessage().contains("4294967295"), negative.getMessage());
        assertThrows(ProtocolException.class, () -> FrameHeader.decode(header('N', 'P', 1, FrameType.START.code(), 1)));
    }
}
