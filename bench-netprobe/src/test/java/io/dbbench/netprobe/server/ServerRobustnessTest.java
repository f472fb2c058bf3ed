package io.dbbench.netprobe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.LoopbackServer;
import io.dbbench.netprobe.protocol.ErrorMessage;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.rr.RrClient;
import io.dbbench.netprobe.rr.RrConfig;
import io.dbbench.netprobe.rr.RrListener;
import io.dbbench.netprobe.rr.RrResult;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ServerRobustnessTest {
    private static Socket connect(LoopbackServer server) throws Exception {
        Socket s = new Socket();
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
        s.setSoTimeout(10_000);
        return s;
    }

    /** Reads the ERROR frame the server sends before closing, then expects the close. */
    private static String readErrorThenEnd(Socket s) throws Exception {
        InputStream in = s.getInputStream();
        byte[] header = in.readNBytes(FrameHeader.BYTES);
        FrameHeader h = FrameHeader.decode(ByteBuffer.wrap(header));
        assertEquals(FrameType.ERROR, h.type());
        String reason = ErrorMessage.decode(ByteBuffer.wrap(in.readNBytes(h.payloadBytes())));
        assertEquals(-1, in.read(), "server closed the connection");
        return reason;
    }

    private static RrConfig rr(int port, long durationMillis) {
        return new RrConfig(
                "127.0.0.1",
                port,
                RrMode.SYNC,
                256,
                1,
                durationMillis,
                100,
                0,
                0,
                "",
                FsyncMode.NONE,
                Duration.ofSeconds(5),
                Duration.ofSeconds(5));
    }

    @Test
    void garbageClientIsDisconnectedWhileAnotherIsServed() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            CompletableFuture<RrResult> good = CompletableFuture.supplyAsync(() -> {
                try {
                    return new RrClient(rr(server.port(), 800), RrListener.NONE).run();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            try (Socket bad = connect(server)) {
                OutputStream out = bad.getOutputStream();
                out.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                assertTrue(readErrorThenEnd(bad).startsWith("bad frame magic"));
            }
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.PROTOCOL_ERROR, closed.reason());
            assertTrue(closed.detail().contains("bad frame magic 0x4745"), closed.detail());
            RrResult result = good.get(20, TimeUnit.SECONDS);
            assertTrue(result.messages() > 0);
            assertEquals(result.messages(), result.serverMessages());
        }
    }

    @Test
    void oversizedHelloIsRefusedWithItsReason() throws Exception {
        try (LoopbackServer server = new LoopbackServer();
                Socket s = connect(server)) {
            ByteBuffer h = ByteBuffer.allocate(8)
                    .put((byte) 'N')
                    .put((byte) 'P')
                    .put((byte) 1)
                    .put((byte) FrameType.HELLO_CONTROL.code())
                    .putInt(1 << 30)
                    .flip();
            s.getOutputStream().write(h.array());
            assertTrue(readErrorThenEnd(s).startsWith("oversized HELLO_CONTROL frame"));
            assertEquals(CloseReason.PROTOCOL_ERROR, server.nextClosed().reason());
        }
    }

    @Test
    void stalledClientIsDroppedAfterTheIdleTimeout() throws Exception {
        // a hello deadline far away, so that only the idle timeout can close the connection
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 64, Duration.ofMillis(200), null)
                .withHelloTimeout(Duration.ofMinutes(10));
        try (LoopbackServer server = new LoopbackServer(config);
                Socket stalled = connect(server)) {
            // half a header, then silence
            stalled.getOutputStream().write(new byte[] {'N', 'P', 1, 1});
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.IDLE_TIMEOUT, closed.reason());
            assertTrue(closed.detail().startsWith("no data for 200 ms"), closed.detail());
            assertEquals(-1, stalled.getInputStream().read(), "the server closed the stalled connection");
        }
    }

    @Test
    void clientsBeyondTheLimitAreRefusedWithAReason() throws Exception {
        // the silent first connection must hold its slot while the second comes: no hello deadline then
        ServerConfig config = new ServerConfig("127.0.0.1", 0, 1, Duration.ofMinutes(10), null)
                .withHelloTimeout(Duration.ofMinutes(10));
        try (LoopbackServer server = new LoopbackServer(config);
                Socket first = connect(server);
                Socket second = connect(server)) {
            assertTrue(readErrorThenEnd(second).startsWith("server busy: 1 connections"));
            ConnectionClosed closed = server.nextClosed();
            assertEquals(CloseReason.REJECTED, closed.reason());
            assertTrue(first.isConnected());
        }
    }
}
