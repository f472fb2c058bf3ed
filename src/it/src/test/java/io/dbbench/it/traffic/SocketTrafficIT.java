package io.dbbench.it.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.traffic.CountingSocket;
import io.dbbench.core.internal.traffic.WireCounts;
import io.dbbench.it.EmbeddedDatabase;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Our socket counts against the kernel's: the bytes a pgjdbc connection's counting socket saw equal what
 * {@code ss -tin} reports for that TCP connection (loopback, no TLS), and each query is one turn.
 */
class SocketTrafficIT {
    private static final int QUERIES = 200;

    @Test
    void bytesMatchTheKernelsAndEachQueryIsOneTurn() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("traffic");
        Properties props = new Properties();
        props.setProperty("user", db.user());
        props.setProperty("password", db.password());
        props.setProperty("sslmode", "disable");
        props.setProperty("socketFactory", RecordingSocketFactory.class.getName());
        RecordingSocketFactory.SOCKETS.clear();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), props);
                PreparedStatement ps = c.prepareStatement("select repeat('x', ?), ?::text")) {
            assertEquals(1, RecordingSocketFactory.SOCKETS.size());
            CountingSocket socket = RecordingSocketFactory.SOCKETS.get(0);
            WireCounts counts = socket.counts();
            long turnsBefore = counts.roundTrips();
            for (int i = 0; i < QUERIES; i++) {
                ps.setInt(1, 500 + i);
                ps.setString(2, "p".repeat(1000));
                try (ResultSet rs = ps.executeQuery()) {
                    assertTrue(rs.next());
                }
            }
            assertEquals(QUERIES, counts.roundTrips() - turnsBefore, "one turn per query");
            long[] kernel = kernelBytes(socket.getLocalPort());
            assertWithin2Percent("sent", kernel[0], counts.bytesSent());
            assertWithin2Percent("received", kernel[1], counts.bytesReceived());
        }
    }

    private static void assertWithin2Percent(String what, long kernel, long ours) {
        assertTrue(kernel > 100_000, what + ": too little traffic to compare: " + kernel);
        assertTrue(Math.abs(kernel - ours) <= kernel * 0.02, what + ": ours " + ours + " vs kernel " + kernel);
    }

    /** bytes_acked and bytes_received of the established TCP connection from this local port. */
    private static long[] kernelBytes(int localPort) throws Exception {
        Process ss = new ProcessBuilder("ss", "-tinH", "state", "established", "sport", "= :" + localPort)
                .redirectErrorStream(true)
                .start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(ss.waitFor(60, TimeUnit.SECONDS), "ss did not finish");
        return new long[] {field(out, "bytes_acked"), field(out, "bytes_received")};
    }

    private static long field(String ssOutput, String name) {
        Matcher m = Pattern.compile("\\b" + name + ":(\\d+)").matcher(ssOutput);
        assertTrue(m.find(), "no " + name + " in ss output: " + ssOutput);
        return Long.parseLong(m.group(1));
    }
}
