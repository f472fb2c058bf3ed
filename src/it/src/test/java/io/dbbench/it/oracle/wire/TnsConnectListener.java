package io.dbbench.it.oracle.wire;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A loopback TCP listener that plays an Oracle listener for one packet: it accepts one connection, reads
 * the TNS CONNECT packet the driver sends first, and closes without answering. Every wait is bounded.
 *
 * <p>TNS packet layout read here (the public Net8 framing): bytes 0-1 packet length, byte 4 packet type
 * (1 = CONNECT); in a CONNECT packet, bytes 24-25 the connect data length and 26-27 its offset from the
 * packet start. Long connect data may follow the CONNECT packet instead of sitting inside it, so bytes are
 * read until the whole connect data has arrived.
 */
class TnsConnectListener implements AutoCloseable {
    static final int CONNECT = 1;
    private static final int TIMEOUT_MILLIS = 15_000;
    private static final int MAX_BYTES = 64 * 1024;

    /** What arrived: the packet type and the connect data (the descriptor the driver built). */
    record ConnectPacket(int packetType, String connectData) {}

    private final ServerSocket server;
    private final CompletableFuture<ConnectPacket> packet = new CompletableFuture<>();

    TnsConnectListener(InetAddress loopback, int port) throws IOException {
        if (!loopback.isLoopbackAddress()) throw new IllegalArgumentException("loopback only: " + loopback);
        server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(loopback, port));
        server.setSoTimeout(TIMEOUT_MILLIS);
        Thread t = new Thread(this::acceptOne, "tns-listener-" + server.getLocalPort());
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** The first packet, waiting at most the listener's timeout. */
    ConnectPacket packet() throws InterruptedException, ExecutionException, TimeoutException {
        return packet.get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void acceptOne() {
        try (Socket s = server.accept()) {
            s.setSoTimeout(TIMEOUT_MILLIS);
            packet.complete(read(s.getInputStream()));
        } catch (IOException | RuntimeException e) {
            packet.completeExceptionally(e);
        }
    }

    private static ConnectPacket read(InputStream in) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        int needed = 28; // through the connect data offset
        while (got.size() < needed) {
            int n;
            try {
                n = in.read(buffer);
            } catch (SocketTimeoutException e) {
                throw new IOException("driver sent " + got.size() + " of " + needed + " bytes", e);
            }
            if (n < 0) throw new IOException("driver closed after " + got.size() + " bytes");
            got.write(buffer, 0, n);
            if (got.size() > MAX_BYTES) throw new IOException("more than " + MAX_BYTES + " bytes without connect data");
            byte[] b = got.toByteArray();
            if (b.length >= 28) {
                int type = b[4] & 0xff;
                if (type != CONNECT) return new ConnectPacket(type, "");
                int length = u16(b, 24);
                int offset = u16(b, 26);
                int packetLength = u16(b, 0);
                // inside the packet, or right after it when it did not fit
                needed = offset + length <= packetLength ? offset + length : packetLength + length;
            }
        }
        byte[] b = got.toByteArray();
        int length = u16(b, 24);
        int offset = u16(b, 26);
        int start = offset + length <= u16(b, 0) ? offset : u16(b, 0);
        return new ConnectPacket(b[4] & 0xff, new String(b, start, length, StandardCharsets.US_ASCII));
    }

    private static int u16(byte[] b, int at) {
        return ((b[at] & 0xff) << 8) | (b[at + 1] & 0xff);
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
