package io.dbbench.netprobe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Clients that try to take the server's slots or memory: silent sockets, slowloris, one greedy address, churn. */
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

    /**
     * Timeouts long enough that only the hello deadline can close a connection while a test waits: a test
     * passes because that deadline fired, never because of how fast the machine is.
     */
    private static final Duration NEVER = Duration.ofMinutes(10);

    /** A hello deadline a real client meets however loaded the machine is. */
    private static final Duration SLOW_MACHINE_HELLO_DEADLINE = Duration.ofSeconds(10);

    private static ServerConfig helloDeadlineOnly(int maxClients, Duration helloTimeout) {
        return new ServerConfig("127.0.0.1", 0, maxClients, NEVER, null)
                .withHandshakeTimeout(NEVER)
                .withHelloTimeout(helloTimeout);
    }

    @Test
    void aSilentConnectionIsClosedAtTheHelloDeadlineLongBeforeTheIdleTimeout() throws Exception {
        try (LoopbackServer server = new LoopbackServer(helloDeadlineOnly(64, Duration.ofMillis(300)));
                Socket silent = connect(server, "127.0.0.1")) {
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.HELLO_TIMEOUT, closed.reason(), closed.detail());
            assertTrue(closed.detail().startsWith("no complete hello within 300 ms of connecting"), closed.detail());
            assertEquals(-1, silent.getInputStream().read(), "the server closed the silent connection");
        }
    }

    @Test
    void silentConnectionsFromSeveralAddressesFreeTheirSlotsForARealClient() throws Exception {
        // every slot taken by silent sockets, two addresses with two each, as an abuser with a few addresses does;
        // the real client's hellos must beat the same deadline: 10 s, which a loaded machine cannot miss (the 2 s
        // default could be, by a client that is not scheduled in time), while the silent sockets, connected
        // before the client, still reach it first
        ServerConfig config = helloDeadlineOnly(4, SLOW_MACHINE_HELLO_DEADLINE).withMaxClientsPerAddress(2);
        List<Socket> silent = new ArrayList<>();
        try (LoopbackServer server = new LoopbackServer(config)) {
            for (String address : List.of("127.0.0.2", "127.0.0.2", "127.0.0.3", "127.0.0.3")) {
                silent.add(connect(server, address));
            }
            for (int i = 0; i < silent.size(); i++) {
                // a bound only: the deadline fires 10 s after the connect
                ConnectionClosed closed = server.closed.poll(120, TimeUnit.SECONDS);
                assertNotNull(closed, "the silent connections were still open after 120 s");
                assertEquals(CloseReason.HELLO_TIMEOUT, closed.reason(), closed.detail());
                assertTrue(
                        closed.detail().startsWith("no complete hello within 10000 ms of connecting"), closed.detail());
            }
            // a control and a data connection from a third address: it needs two freed slots
            RrResult result = new RrClient(
                            new RrConfig(
                                    "127.0.0.1",
                                    server.port(),
                                    RrMode.SYNC,
                                    64,
                                    1,
                                    60_000,
                                    1000,
                                    0,
                                    10,
                                    "",
                                    FsyncMode.NONE,
                                    Duration.ofSeconds(10),
                                    Duration.ofSeconds(30)),
                            RrListener.NONE)
                    .run();
            assertEquals(10, result.messages());
        } finally {
            for (Socket s : silent) {
                s.close();
            }
        }
    }

    @Test
    void aHelloTrickledByteByByteIsCutOffAtTheHelloDeadline() throws Exception {
        try (LoopbackServer server = new LoopbackServer(helloDeadlineOnly(64, Duration.ofMillis(400)));
                Socket slow = connect(server, "127.0.0.1")) {
            OutputStream out = slow.getOutputStream();
            // one byte every 100 ms: never idle, and never done either
            for (int i = 0; i < HELLO_HEADER.length + 64 && server.closed.isEmpty(); i++) {
                try {
                    out.write(i < HELLO_HEADER.length ? HELLO_HEADER[i] : 0);
                } catch (java.io.IOException closedByServer) {
                    break;
                }
                Thread.sleep(100);
            }
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.HELLO_TIMEOUT, closed.reason(), closed.detail());
            assertTrue(closed.detail().startsWith("no complete hello within 400 ms of connecting"), closed.detail());
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
        // the silent connections must hold their slots while the others come: no hello deadline then
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 4, NEVER, null)
                .withHelloTimeout(NEVER)
                .withMaxClientsPerAddress(2);
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
        assertEquals(Duration.ofSeconds(2), defaults.helloTimeout());
        assertTrue(
                defaults.helloTimeout().compareTo(defaults.idleTimeout()) < 0,
                "a silent connection is closed before it counts as idle");
        IllegalArgumentException zero =
                assertThrows(IllegalArgumentException.class, () -> defaults.withHelloTimeout(Duration.ZERO));
        assertEquals("hello timeout must be at least 1 ms, got PT0S", zero.getMessage());
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
