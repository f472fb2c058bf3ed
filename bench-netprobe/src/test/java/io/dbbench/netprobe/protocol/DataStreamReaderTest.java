package io.dbbench.netprobe.protocol;

import static io.dbbench.netprobe.protocol.BytesChannel.concat;
import static io.dbbench.netprobe.protocol.BytesChannel.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.net.ConnectionActivity;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DataStreamReaderTest {
    private static final byte[] MARK = frame(FrameType.MARK, new byte[0]);
    private static final byte[] END = frame(FrameType.END, new byte[0]);

    private static DataStreamReader reader(byte[] bytes, int perRead, int block) {
        return new DataStreamReader(
                new FrameChannel(new BytesChannel(bytes, perRead), new ConnectionActivity()), block);
    }

    @Test
    void takesOverTheBytesTheFrameChannelReadPastItsLastFrame() throws Exception {
        byte[] block = new byte[100];
        byte[] stream = concat(frame(FrameType.START, new byte[0]), MARK, frame(FrameType.DATA, block), END);
        FrameChannel frames = new FrameChannel(new BytesChannel(stream, 4096), new ConnectionActivity());
        frames.expect(FrameType.START); // reads the whole stream into the frame channel's buffer
        StreamTotalsMeasured m = new DataStreamReader(frames, 100).readUntilEnd();
        assertEquals(100, m.bytes());
        assertTrue(m.marked());
    }

    @Test
    void countsOnlyBytesAfterTheMark() throws Exception {
        byte[] block = new byte[1000];
        byte[] stream = concat(
                frame(FrameType.DATA, block), MARK, frame(FrameType.DATA, block), frame(FrameType.DATA, block), END);
        for (int perRead : new int[] {1, 7, 4096, 1 << 20}) {
            DataStreamReader r = reader(stream, perRead, 1000);
            StreamTotalsMeasured m = r.readUntilEnd();
            assertEquals(2000, m.bytes(), "read " + perRead + " bytes at a time");
            assertTrue(m.marked());
            assertEquals(3000, r.payloadBytes());
        }
    }

    @Test
    void endBeforeTheMarkMeasuresNothing() throws Exception {
        assertEquals(
                StreamTotalsMeasured.NOTHING,
                reader(concat(frame(FrameType.DATA, new byte[10]), END), 64, 10).readUntilEnd());
    }

    @Test
    void blocksLargerThanAgreedAreRejected() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> reader(
                        concat(MARK, frame(FrameType.DATA, new byte[2000]), END), 64, 1000)
                .readUntilEnd());
        assertEquals("DATA frame of 2000 bytes exceeds the test's block size 1000", e.getMessage());
    }

    @Test
    void truncatedAndUnfinishedStreamsAreErrors() {
        byte[] full = concat(MARK, frame(FrameType.DATA, new byte[1000]), END);
        ProtocolException truncated =
                assertThrows(ProtocolException.class, () -> reader(Arrays.copyOf(full, 500), 64, 1000)
                        .readUntilEnd());
        assertTrue(truncated.getMessage().startsWith("truncated frame"), truncated.getMessage());
        assertThrows(
                PeerClosedException.class, () -> reader(concat(MARK, frame(FrameType.DATA, new byte[1000])), 64, 1000)
                        .readUntilEnd());
    }

    @Test
    void garbageAndForeignFramesAreRejected() {
        assertThrows(ProtocolException.class, () -> reader("this is not a frame at all".getBytes(), 64, 1000)
                .readUntilEnd());
        assertThrows(ProtocolException.class, () -> reader(concat(MARK, frame(FrameType.STOP, new byte[0])), 64, 1000)
                .readUntilEnd());
        assertThrows(ProtocolException.class, () -> reader(concat(MARK, MARK, END), 64, 1000)
                .readUntilEnd());
    }
}
