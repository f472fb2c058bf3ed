package io.dbbench.core.internal.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class CountingSocketFactoryTest {
    /** A loopback server answering each 3-byte request with 5 bytes, twice. */
    @Test
    void countsWhatTheSocketCarriedAndItsTurns() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Future<Integer> served = pool.submit(() -> {
                try (Socket peer = server.accept()) {
                    InputStream in = peer.getInputStream();
                    OutputStream out = peer.getOutputStream();
                    for (int turn = 0; turn < 2; turn++) {
                        in.readNBytes(3);
                        out.write(new byte[5]);
                        out.flush();
                    }
                    return in.read(); // -1 once the client closes
                }
            });
            CountingSocket socket = (CountingSocket) new CountingSocketFactory().createSocket();
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()));
            try (socket) {
                assertSame(socket.getOutputStream(), socket.getOutputStream());
                for (int turn = 0; turn < 2; turn++) {
                    socket.getOutputStream().write(new byte[] {1, 2});
                    socket.getOutputStream().write(3);
                    socket.getOutputStream().flush();
                    assertEquals(5, socket.getInputStream().readNBytes(5).length);
                }
            }
            assertEquals(-1, served.get());
            WireCounts c = socket.counts();
            assertEquals(6, c.bytesSent());
            assertEquals(10, c.bytesReceived());
            assertEquals(2, c.roundTrips());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theConnectingFormsConnect() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket socket = new CountingSocketFactory()
                        .createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                Socket accepted = server.accept()) {
            assertEquals(server.getLocalPort(), socket.getPort());
            assertEquals(socket.getLocalPort(), accepted.getPort());
        }
    }
}
