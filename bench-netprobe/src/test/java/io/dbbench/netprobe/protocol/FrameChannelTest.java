package io.dbbench.netprobe.protocol;

import static io.dbbench.netprobe.protocol.BytesChannel.concat;
import static io.dbbench.netprobe.protocol.BytesChannel.frame;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.net.ConnectionActivity;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class FrameChannelTest {
    private static FrameChannel over(byte[] bytes) {
        return new FrameChannel(new BytesChannel(bytes, 3), new ConnectionActivity());
    }

    @Test
    void readsFramesSplitAcrossManySmallReads() throws Exception {
        byte[] payload = new byte[100_000];
        Arrays.fill(payload, (byte) 7);
        FrameChannel frames = over(concat(frame(FrameType.START, new byte[0]), frame(FrameType.REQUEST, payload)));
        assertEquals(FrameType.START, frames.expect(FrameType.START).type());
        FrameHeader h = frames.expect(FrameType.REQUEST);
        ByteBuffer into = ByteBuffer.allocate(payload.length);
        frames.readPayloadInto(h, into);
        assertArrayEquals(payload, into.array());
        assertNull(frames.readHeaderOrEnd(), "clean end between frames");
    }

    @Test
    void truncatedHeaderIsAnError() {
        byte[] start = frame(FrameType.START, new byte[0]);
        ProtocolException e = assertThrows(
                ProtocolException.class, () -> over(Arrays.copyOf(start, 5)).readHeaderOrEnd());
        assertEquals("truncated frame header: connection closed after 5 of 8 bytes", e.getMessage());
    }

    @Test
    void truncatedPayloadIsAnError() throws Exception {
        byte[] full = frame(FrameType.REQUEST, new byte[1000]);
        FrameChannel frames = over(Arrays.copyOf(full, 8 + 600));
        FrameHeader h = frames.expect(FrameType.REQUEST);
        ProtocolException e =
                assertThrows(ProtocolException.class, () -> frames.readPayloadInto(h, ByteBuffer.allocate(1000)));
        assertEquals("truncated REQUEST frame: connection closed after 600 of 1000 payload bytes", e.getMessage());
    }

    @Test
    void closeWhileWaitingIsPeerClosed() {
        assertThrows(PeerClosedException.class, () -> over(new byte[0]).expect(FrameType.HELLO_ACK));
    }

    @Test
    void unexpectedTypeAndPeerErrorsAreReported() throws Exception {
        ProtocolException wrong = assertThrows(ProtocolException.class, () -> over(frame(FrameType.STOP, new byte[0]))
                .expect(FrameType.HELLO_ACK));
        assertEquals("unexpected STOP frame (expected [HELLO_ACK])", wrong.getMessage());
        ByteBuffer reason = ErrorMessage.encode("server busy");
        byte[] bytes = new byte[reason.remaining()];
        reason.get(bytes);
        PeerErrorException busy = assertThrows(PeerErrorException.class, () -> over(frame(FrameType.ERROR, bytes))
                .expect(FrameType.HELLO_ACK));
        assertEquals("server busy", busy.getMessage());
    }

    @Test
    void writesHeaderAndPayload() throws Exception {
        BytesChannel channel = new BytesChannel(new byte[0], 3);
        new FrameChannel(channel, new ConnectionActivity())
                .write(FrameType.ACK, ByteBuffer.allocate(16).putLong(1, 5));
        byte[] out = channel.written.toByteArray();
        assertEquals(24, out.length);
        assertEquals(new FrameHeader(FrameType.ACK, 16), FrameHeader.decode(ByteBuffer.wrap(out)));
        assertTrue(out[8 + 15] == 0);
    }
}
