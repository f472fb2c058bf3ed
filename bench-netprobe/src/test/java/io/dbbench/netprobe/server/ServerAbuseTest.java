package io.dbbench.netprobe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.LoopbackServer;
import io.dbbench.netprobe.protocol.ErrorMessage;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.rr.RrClient;
import io.dbbench.netprobe.rr.RrConfig;
import io.dbbench.netprobe.rr.RrListener;
import io.dbbench.netprobe.rr.RrResult;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Clients that try to take the server's slots or memory: slowloris, one greedy address, churn. */
class ServerAbuseTest {
    /** A HELLO_CONTROL frame announcing 64 payload bytes. */
    private static final byte[] HELLO_HEADER = {'N', 'P', 1, 1, 0, 0, 0, 64};
    /** A whole HELLO_CONTROL frame whose test spec is garbage: refused as a protocol error. */
    private static final byte[] BROKEN_HELLO = {'N', 'P', 1, 1, 0, 0, 0, 4, -1, -1, -1, -1};

    private static Socket connect(LoopbackServer server, String fromAddress) throws Exception {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(InetAddress.getByName(fromAddress), 0));
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
        s.setSoTimeout(10_000);
        return s;
    }

    /** Sends a broken hello and returns the ERROR the server answers with before it closes. */
    private static String errorFor(Socket s) throws Exception {
        s.getOutputStream().write(BROKEN_HELLO);
        InputStream in = s.getInputStream();
        FrameHeader h = FrameHeader.decode(ByteBuffer.wrap(in.readNBytes(FrameHeader.BYTES)));
        assertEquals(FrameType.ERROR, h.type());
        return ErrorMessage.decode(ByteBuffer.wrap(in.readNBytes(h.payloadBytes())));
    }

    @Test
    void aHelloTrickledByteByByteIsCutOffAtTheHandshakeDeadline() throws Exception {
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 64, Duration.ofSeconds(5), null)
                .withHandshakeTimeout(Duration.ofMillis(400));
        try (LoopbackServer server = new LoopbackServer(config);
                Socket slow = connect(server, "127.0.0.1")) {
            OutputStream out = slow.getOutputStream();
            long start = System.nanoTime();
            // one byte every 100 ms: never idle for the 5 s idle timeout, and never done either
            for (int i = 0; i < HELLO_HEADER.length + 64 && server.closed.isEmpty(); i++) {
                try {
                    out.write(i < HELLO_HEADER.length ? HELLO_HEADER[i] : 0);
                } catch (java.io.IOException closedByServer) {
                    break;
                }
                Thread.sleep(100);
            }
            ConnectionClosed closed = server.nextClosed();
            long afterMillis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(CloseReason.HANDSHAKE_TIMEOUT, closed.reason(), closed.detail());
            assertTrue(closed.detail().startsWith("no complete hello within 400 ms of connecting"), closed.detail());
            assertTrue(afterMillis < 4000, "closed after " + afterMillis + " ms, long before the idle timeout");
        }
    }

    @Test
    void aValidHelloFollowedByATrickledStartIsCutOffAtTheHandshakeDeadline() throws Exception {
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 64, Duration.ofSeconds(5), null)
                .withHandshakeTimeout(Duration.ofMillis(400));
        ByteBuffer spec = new RrSpec(RrMode.SYNC, 64, 1, "", FsyncMode.NONE, 1000).encode();
        ByteBuffer hello = ByteBuffer.allocate(FrameHeader.BYTES + spec.remaining());
        new FrameHeader(FrameType.HELLO_CONTROL, spec.remaining()).encode(hello);
        hello.put(spec);
        ByteBuffer start = ByteBuffer.allocate(FrameHeader.BYTES);
        new FrameHeader(FrameType.START, 0).encode(start);
        try (LoopbackServer server = new LoopbackServer(config);
                Socket slow = connect(server, "127.0.0.1")) {
            OutputStream out = slow.getOutputStream();
            out.write(hello.array());
            InputStream in = slow.getInputStream();
            assertEquals(
                    FrameType.HELLO_ACK,
                    FrameHeader.decode(ByteBuffer.wrap(in.readNBytes(FrameHeader.BYTES)))
                            .type());
            // one START byte a second: never idle for the 5 s idle timeout
            for (int i = 0; i < FrameHeader.BYTES && server.closed.isEmpty(); i++) {
                try {
                    out.write(start.array()[i]);
                } catch (java.io.IOException closedByServer) {
                    break;
                }
                Thread.sleep(1000);
            }
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.HANDSHAKE_TIMEOUT, closed.reason(), closed.detail());
            assertTrue(closed.detail().startsWith("no START or STOP within 400 ms of the hello"), closed.detail());
        }
    }

    @Test
    void aTestThatOutlastsTheHandshakeDeadlineRunsToItsEnd() throws Exception {
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 64, Duration.ofSeconds(5), null)
                .withHandshakeTimeout(Duration.ofMillis(500));
        try (LoopbackServer server = new LoopbackServer(config)) {
            RrResult result = new RrClient(
                            new RrConfig(
                                    "127.0.0.1",
                                    server.port(),
                                    RrMode.SYNC,
                                    256,
                                    2,
                                    1000,
                                    100,
                                    0,
                                    0,
                                    "",
                                    FsyncMode.NONE,
                                    Duration.ofSeconds(5),
                                    Duration.ofSeconds(5)),
                            RrListener.NONE)
                    .run();
            assertTrue(result.messages() > 0);
            assertEquals(result.messages(), result.serverMessages());
            for (int i = 0; i < 3; i++) {
                ConnectionClosed closed = server.nextClosed();
                assertEquals(CloseReason.COMPLETED, closed.reason(), closed.detail());
            }
        }
    }

    @Test
    void oneAddressCannotTakeEverySlot() throws Exception {
        ServerConfig config =
                new ServerConfig("127.0.0.1", 0, 4, Duration.ofSeconds(5), null).withMaxClientsPerAddress(2);
        try (LoopbackServer server = new LoopbackServer(config);
                Socket first = connect(server, "127.0.0.1");
                Socket second = connect(server, "127.0.0.1");
                Socket third = connect(server, "127.0.0.1");
                Socket other = connect(server, "127.0.0.2")) {
            String refused = errorFor(third);
            assertTrue(
                    refused.startsWith("server busy for 127.0.0.1: 2 connections from that address already"), refused);
            assertEquals(CloseReason.REJECTED, server.nextClosed().reason());
            String admitted = errorFor(other);
            assertFalse(admitted.startsWith("server busy"), "another address still gets in: " + admitted);
            assertTrue(first.isConnected() && second.isConnected());
        }
    }

    @Test
    void byDefaultOneAddressHoldsAQuarterOfTheSlotsSoTwoCannotTakeThemAll() {
        ServerConfig defaults = ServerConfig.defaults();
        assertEquals(16, defaults.maxClientsPerAddress());
        assertTrue(3 * defaults.maxClientsPerAddress() < defaults.maxClients(), "three addresses leave slots free");
        assertEquals(1, ServerConfig.defaultMaxClientsPerAddress(3));
        assertEquals(2, ServerConfig.defaultMaxClientsPerAddress(8));
        assertEquals(Duration.ofSeconds(5), defaults.handshakeTimeout());
        assertEquals(1, new ServerConfig("127.0.0.1", 0, 1, Duration.ofSeconds(1), null).maxClientsPerAddress());
    }

    @Test
    void connectionChurnDoesNotGrowTheDirectMemory() throws Exception {
        BufferPoolMXBean direct = ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class).stream()
                .filter(b -> b.getName().equals("direct"))
                .findFirst()
                .orElseThrow();
        try (LoopbackServer server = new LoopbackServer()) {
            for (int i = 0; i < 20; i++) {
                try (Socket s = connect(server, "127.0.0.1")) {
                    errorFor(s);
                }
                server.nextClosed();
            }
            long before = direct.getMemoryUsed();
            for (int i = 0; i < 500; i++) {
                try (Socket s = connect(server, "127.0.0.1")) {
                    errorFor(s);
                }
                server.nextClosed();
            }
            long grownBytes = direct.getMemoryUsed() - before;
            // without reuse every connection took 128 KiB of direct memory: 500 connections, 62.5 MiB
            assertTrue(grownBytes < 4 * 1024 * 1024, "direct memory grew by " + grownBytes + " bytes");
            assertTrue(
                    server.server.bufferBytesAllocated() <= 8 * 128 * 1024,
                    "pool allocated " + server.server.bufferBytesAllocated() + " bytes");
        }
    }
}
