package io.dbbench.netprobe.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.LoopbackServer;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.server.CloseReason;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class TestConnectionsTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    @Test
    void opensOneDataConnectionPerStreamInOrderAndClosesThemAll() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            RrSpec spec = new RrSpec(RrMode.SYNC, 64, 3, "", FsyncMode.NONE, 1_000);
            try (TestConnections test =
                    TestConnections.open("127.0.0.1", server.port(), TIMEOUT, TIMEOUT, 0, spec, "test-idle")) {
                assertEquals(3, test.data().size());
                for (int i = 0; i < 3; i++) {
                    assertEquals(i, test.data().get(i).streamIndex());
                }
                assertTrue(test.control().cookie() != 0, "the server handed out a cookie");
            }
            // the control connection and the three data connections all end on the server too
            for (int i = 0; i < 4; i++) {
                server.nextClosed();
            }
        }
    }

    @Test
    void aRefusedTestIsAProbeExceptionNamingTheServer() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            RrSpec writes = new RrSpec(RrMode.SYNC, 64, 1, "probe.dat", FsyncMode.NONE, 1_000);
            ProbeException e = assertThrows(
                    ProbeException.class,
                    () -> TestConnections.open("127.0.0.1", server.port(), TIMEOUT, TIMEOUT, 0, writes, "test-idle"));
            assertTrue(
                    e.getMessage().startsWith("server 127.0.0.1:" + server.port() + " refused the test"),
                    e.getMessage());
            assertEquals(CloseReason.REJECTED, server.nextClosed().reason());
        }
    }
}
