package io.dbbench.netprobe.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class MessagesTest {
    @Test
    void specsRoundTrip() throws Exception {
        TputSpec tput = new TputSpec(4, TputDirection.BIDIRECTIONAL, 131072, 0, 10_000, 2_000);
        assertEquals(tput, TestSpec.decode(tput.encode()));
        assertEquals(8, tput.streamCount());
        assertTrue(tput.clientSends(3) && !tput.clientSends(4));
        RrSpec rr = new RrSpec(RrMode.ASYNC, 8192, 2, "redo.dat", FsyncMode.FULL, 5_000);
        assertEquals(rr, TestSpec.decode(rr.encode()));
    }

    @Test
    void badFieldsAreProtocolErrorsNamingTheField() {
        ByteBuffer zeroStreams = ByteBuffer.allocate(30)
                .put((byte) TestSpec.KIND_TPUT)
                .putInt(0)
                .put((byte) 0)
                .putInt(1024)
                .putInt(0)
                .putLong(1000)
                .putLong(0)
                .flip();
        ProtocolException e = assertThrows(ProtocolException.class, () -> TestSpec.decode(zeroStreams));
        assertEquals("HELLO_CONTROL: streams must be 1..128, got 0", e.getMessage());
        assertThrows(ProtocolException.class, () -> TestSpec.decode(ByteBuffer.wrap(new byte[] {9})));
        assertThrows(ProtocolException.class, () -> TestSpec.decode(ByteBuffer.wrap(new byte[] {1, 0, 0})));
    }

    @Test
    void trailingBytesAreRejected() {
        ByteBuffer spec = new TputSpec(1, TputDirection.CLIENT_SENDS, 1024, 0, 1000, 0).encode();
        ByteBuffer longer = ByteBuffer.allocate(spec.remaining() + 1)
                .put(spec)
                .put((byte) 1)
                .flip();
        ProtocolException e = assertThrows(ProtocolException.class, () -> TestSpec.decode(longer));
        assertTrue(e.getMessage().contains("trailing"), e.getMessage());
    }

    @Test
    void writeFileNamesCannotLeaveTheWriteDirectory() {
        for (String bad : List.of("../etc/passwd", "/tmp/x", "a/b", ".hidden", "")) {
            if (bad.isEmpty()) {
                continue;
            }
            assertThrows(
                    IllegalArgumentException.class,
                    () -> new RrSpec(RrMode.SYNC, 10, 1, bad, FsyncMode.NONE, 1000),
                    bad);
        }
        // a hostile client bypassing the constructor is stopped when the server decodes
        ByteBuffer hostile = new PayloadWriter()
                .u8(TestSpec.KIND_RR)
                .u8(0)
                .i32(10)
                .i32(1)
                .string("../x", 128)
                .u8(0)
                .i64(1000)
                .toBuffer();
        assertThrows(ProtocolException.class, () -> TestSpec.decode(hostile));
    }

    @Test
    void resultsRoundTripWithAndWithoutCpu() throws Exception {
        ServerResults with =
                new ServerResults(OptionalDouble.of(12.5), List.of(new ServerResults.StreamTotals(0, 100, 200, 3)));
        assertEquals(with, ServerResults.decode(with.encode()));
        ServerResults without = new ServerResults(OptionalDouble.empty(), List.of());
        assertEquals(without, ServerResults.decode(without.encode()));
    }
}
