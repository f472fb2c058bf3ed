package io.dbbench.netprobe.rr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.LoopbackServer;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.stats.LatencySummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RrLoopbackTest {
    @TempDir
    Path writeDir;

    private static RrConfig config(
            int port, RrMode mode, int connections, long rate, long count, String file, FsyncMode fsync) {
        return new RrConfig(
                "127.0.0.1",
                port,
                mode,
                512,
                connections,
                500,
                100,
                rate,
                count,
                file,
                fsync,
                Duration.ofSeconds(5),
                Duration.ofSeconds(5));
    }

    private static void assertSane(LatencySummary l) {
        assertTrue(l.count() > 0, "no latencies");
        assertTrue(l.minNanos() > 0, "min > 0");
        assertTrue(
                l.minNanos() <= l.p50Nanos()
                        && l.p50Nanos() <= l.p90Nanos()
                        && l.p90Nanos() <= l.p99Nanos()
                        && l.p99Nanos() <= l.p999Nanos()
                        && l.p999Nanos() <= l.maxNanos(),
                l.toString());
    }

    @Test
    void syncPingPongCountsEveryRequestOnce() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            List<RrInterval> seen = new CopyOnWriteArrayList<>();
            RrResult r = new RrClient(
                            config(server.port(), RrMode.SYNC, 2, 0, 0, "", FsyncMode.NONE), new RrListener() {
                                @Override
                                public void onInterval(RrInterval interval) {
                                    seen.add(interval);
                                }
                            })
                    .run();
            assertEquals(EndReason.COMPLETED, r.endReason());
            assertTrue(r.messages() > 0);
            assertEquals(r.messages(), r.serverMessages(), "client acknowledged what the server answered");
            assertEquals(r.messages(), r.latency().count());
            assertEquals(r.messages() * 512, r.bytes());
            assertEquals(seen, r.intervals());
            assertSane(r.latency());
            assertEquals(0, r.disk().count());
        }
    }

    @Test
    void asyncStreamsWithAcknowledgements() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            RrResult r = new RrClient(config(server.port(), RrMode.ASYNC, 1, 0, 0, "", FsyncMode.NONE), RrListener.NONE)
                    .run();
            assertTrue(r.messages() > 0);
            assertEquals(r.messages(), r.serverMessages());
            assertSane(r.latency());
        }
    }

    @Test
    void countBoundStopsAtExactlyThatManyRequests() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            RrConfig c = new RrConfig(
                    "127.0.0.1",
                    server.port(),
                    RrMode.SYNC,
                    64,
                    3,
                    60_000,
                    1000,
                    0,
                    100,
                    "",
                    FsyncMode.NONE,
                    Duration.ofSeconds(5),
                    Duration.ofSeconds(5));
            RrResult r = new RrClient(c, RrListener.NONE).run();
            assertEquals(100, r.messages());
            assertEquals(100, r.serverMessages());
        }
    }

    @Test
    void openLoopRateSendsAboutThatMany() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            RrResult r = new RrClient(
                            config(server.port(), RrMode.ASYNC, 2, 200, 0, "", FsyncMode.NONE), RrListener.NONE)
                    .run();
            // 200/s for 0.5 s: 100 intended send times fall before the deadline, and a closed loop would send
            // thousands. The rate never exceeds what was asked; a thread woken late on a busy 2-core machine
            // (seen in CI: a descheduled sender loses tens of ms) may miss the last sends before the deadline
            assertTrue(r.messages() <= 100 && r.messages() >= 50, "messages " + r.messages());
            assertSane(r.latency());
        }
    }

    @Test
    void writeFileWithFsyncReportsDiskTimeAndCleansUp() throws Exception {
        try (LoopbackServer server = new LoopbackServer(Duration.ofSeconds(5), 64, writeDir)) {
            RrResult r = new RrClient(
                            config(server.port(), RrMode.SYNC, 1, 0, 50, "probe.dat", FsyncMode.DATA), RrListener.NONE)
                    .run();
            assertEquals(50, r.messages());
            assertEquals(50, r.disk().count());
            assertTrue(r.disk().minNanos() > 0);
            assertTrue(r.disk().p50Nanos() <= r.latency().maxNanos());
            try (Stream<Path> left = Files.list(writeDir)) {
                assertEquals(0, left.count(), "the server deletes its request files");
            }
        }
    }

    @Test
    void writeFileIsRefusedByAServerWithoutWriteDir() throws Exception {
        try (LoopbackServer server = new LoopbackServer()) {
            ProbeException e = assertThrows(ProbeException.class, () -> new RrClient(
                            config(server.port(), RrMode.SYNC, 1, 0, 10, "probe.dat", FsyncMode.FULL), RrListener.NONE)
                    .run());
            assertTrue(e.getMessage().contains("--write-dir"), e.getMessage());
        }
    }
}
