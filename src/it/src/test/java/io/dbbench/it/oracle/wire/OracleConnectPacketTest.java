package io.dbbench.it.oracle.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real ojdbc11 driver on the wire: for every connect-string form dbbench accepts, the URL
 * {@link ConnectStrings} makes of it is given to the driver, which connects to a loopback listener
 * ({@link TnsConnectListener}); the test reads the TNS CONNECT packet and asserts the host, port and
 * SERVICE_NAME / SID the driver would have asked a real Oracle listener for. No Oracle server is involved:
 * the listener closes after the packet and the driver's connect fails, as expected.
 */
class OracleConnectPacketTest {
    private static final Map<String, String> NO_ENV = Map.of();
    private static final String PASSWORD = "never-checked-Pw9";

    @TempDir
    Path dir;

    @Test
    void easyConnectWithPortAndService() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("//127.0.0.1:" + l.port() + "/freepdb1", null, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("freepdb1", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void easyConnectWithoutTheLeadingSlashes() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("127.0.0.1:" + l.port() + "/soe_svc", null, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("soe_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void easyConnectWithoutPortGoesToPort1521() throws Exception {
        // another loopback address than 127.0.0.1, so port 1521 is free whatever else runs here
        try (TnsConnectListener l = listener(1521)) {
            String host = l.toString();
            ConnectDescriptor d = send("//" + host + "/orclpdb", null, NO_ENV, l);
            assertAddress(d, host, 1521);
            assertEquals("orclpdb", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void easyConnectWithServerTypeAndInstance() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("//127.0.0.1:" + l.port() + "/soe_svc:dedicated/inst2", null, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("soe_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
            assertEquals(
                    "dedicated", d.value("CONNECT_DATA", "SERVER").orElseThrow().toLowerCase(), d.text());
            assertEquals("inst2", d.value("CONNECT_DATA", "INSTANCE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void hostPortSid() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("127.0.0.1:" + l.port() + ":FREE", null, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("FREE", d.value("CONNECT_DATA", "SID").orElseThrow(), d.text());
            assertTrue(d.value("CONNECT_DATA", "SERVICE_NAME").isEmpty(), d.text());
        }
    }

    @Test
    void fullDescriptorOverSeveralLines() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send(
                    "(DESCRIPTION=\n  (ADDRESS=(PROTOCOL=TCP)(HOST=127.0.0.1)(PORT=" + l.port() + "))\n"
                            + "  (CONNECT_DATA=(SERVICE_NAME=desc_svc)))",
                    null,
                    NO_ENV,
                    l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("desc_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void jdbcUrlPassedThrough() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("jdbc:oracle:thin:@//127.0.0.1:" + l.port() + "/url_svc", null, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("url_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void tnsAliasFromTnsnamesOraInTnsAdmin() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            Path tnsAdmin = Files.createDirectories(dir.resolve("tns_admin"));
            Files.writeString(
                    tnsAdmin.resolve("tnsnames.ora"), tnsnames(l.port(), "alias_svc"), StandardCharsets.US_ASCII);
            ConnectDescriptor d = send("bench_alias", null, Map.of("TNS_ADMIN", tnsAdmin.toString()), l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("alias_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void tnsAliasFromACredentialsZip() throws Exception {
        try (TnsConnectListener l = listener(0)) {
            Path zip = dir.resolve("Wallet_bench.zip");
            try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
                out.putNextEntry(new ZipEntry("tnsnames.ora"));
                out.write(tnsnames(l.port(), "wallet_svc").getBytes(StandardCharsets.US_ASCII));
                out.closeEntry();
                out.putNextEntry(new ZipEntry("sqlnet.ora"));
                out.write("NAMES.DIRECTORY_PATH = (TNSNAMES)\n".getBytes(StandardCharsets.US_ASCII));
                out.closeEntry();
            }
            ConnectDescriptor d = send("bench_alias", zip, NO_ENV, l);
            assertAddress(d, "127.0.0.1", l.port());
            assertEquals("wallet_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow(), d.text());
        }
    }

    @Test
    void aDifferentServiceIsSeenOnTheWire() throws Exception {
        // the assertions read the packet, not the connect string: a wrong service is told apart
        try (TnsConnectListener l = listener(0)) {
            ConnectDescriptor d = send("//127.0.0.1:" + l.port() + "/other_svc", null, NO_ENV, l);
            assertEquals("other_svc", d.value("CONNECT_DATA", "SERVICE_NAME").orElseThrow());
            assertTrue(d.value("CONNECT_DATA", "SID").isEmpty());
        }
    }

    private static String tnsnames(int port, String service) {
        return "# written by the test\nbench_alias =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = 127.0.0.1)(PORT = "
                + port + "))\n    (CONNECT_DATA = (SERVICE_NAME = " + service + ")))\n";
    }

    private static void assertAddress(ConnectDescriptor d, String host, int port) {
        assertEquals(host, d.value("ADDRESS", "HOST").orElseThrow(), d.text());
        assertEquals(String.valueOf(port), d.value("ADDRESS", "PORT").orElseThrow(), d.text());
        assertEquals("TCP", d.value("ADDRESS", "PROTOCOL").orElseThrow().toUpperCase(), d.text());
    }

    /** Resolves the connect string as dbbench does, lets ojdbc11 connect, returns the connect data it sent. */
    private static ConnectDescriptor send(
            String connectString, Path credentialsZip, Map<String, String> env, TnsConnectListener listener)
            throws Exception {
        try (JdbcTarget target = ConnectStrings.resolve(connectString, credentialsZip, env)) {
            Properties props = new Properties();
            props.setProperty("user", "soe");
            props.setProperty("password", PASSWORD);
            props.setProperty("oracle.net.CONNECT_TIMEOUT", "10000");
            props.setProperty("oracle.jdbc.ReadTimeout", "10000");
            // the listener never answers: a connection would mean something else accepted it
            SQLException failed = assertThrows(
                    SQLException.class,
                    () -> DriverManager.getConnection(target.jdbcUrl(), props).close(),
                    target.displayUrl());
            // the password only travels at authentication, after CONNECT: what can leak it is the error we
            // would show the user and the URL we display
            for (Throwable t = failed; t != null; t = t.getCause()) {
                assertFalse(String.valueOf(t).contains(PASSWORD), "password in the driver's error: " + t);
            }
            assertFalse(target.displayUrl().contains(PASSWORD), target.displayUrl());
            TnsConnectListener.ConnectPacket packet = listener.packet();
            assertEquals(TnsConnectListener.CONNECT, packet.packetType(), "first packet type");
            assertTrue(packet.connectData().toUpperCase().startsWith("(DESCRIPTION="), packet.connectData());
            return new ConnectDescriptor(packet.connectData());
        }
    }

    /** A listener on 127.0.0.1 (port 0: any free port), or for a fixed port on a random 127.x address. */
    private static TnsConnectListener listener(int port) throws IOException {
        if (port == 0) return new TnsConnectListener(InetAddress.getLoopbackAddress(), 0);
        for (int attempt = 0; ; attempt++) {
            ThreadLocalRandom r = ThreadLocalRandom.current();
            byte[] address = {127, (byte) r.nextInt(1, 255), (byte) r.nextInt(1, 255), (byte) r.nextInt(2, 255)};
            InetAddress loopback = InetAddress.getByAddress(address);
            try {
                return new NamedListener(loopback, port);
            } catch (BindException e) {
                // a listener on 0.0.0.0:1521 (a local Oracle, in Docker or not) takes every 127.x address
                if (attempt == 5)
                    Assumptions.abort("port " + port + " is in use on loopback (a local Oracle"
                            + " listener?), so the default-port form cannot be checked here: " + e.getMessage());
            }
        }
    }

    /** Its {@code toString} is its host address, for building connect strings. */
    private static final class NamedListener extends TnsConnectListener {
        private final String host;

        NamedListener(InetAddress loopback, int port) throws IOException {
            super(loopback, port);
            this.host = loopback.getHostAddress();
        }

        @Override
        public String toString() {
            return host;
        }
    }
}
