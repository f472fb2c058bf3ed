package io.dbbench.netprobe.tput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.LoopbackServer;
import io.dbbench.netprobe.protocol.TputDirection;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TputLoopbackTest {
    private LoopbackServer server;

    @BeforeEach
    void startServer() throws Exception {
        server = new LoopbackServer();
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    private TputConfig config(int streams, TputDirection direction, long omitMillis) {
        return new TputConfig(
                "127.0.0.1",
                server.port(),
                600,
                200,
                streams,
                direction,
                64 * 1024,
                0,
                omitMillis,
                Duration.ofSeconds(5),
                Duration.ofSeconds(5));
    }

    private TputResult run(TputConfig config, List<TputInterval> seen) throws Exception {
        return new TputClient(config, new TputListener() {
                    @Override
                    public void onInterval(TputInterval interval) {
                        seen.add(interval);
                    }
                })
                .run();
    }

    private static void assertBothEndsAgree(TputResult result) {
        for (StreamEnd s : result.streams()) {
            assertTrue(s.sender().bytes() > 0, "stream " + s.streamId() + " sent nothing");
            assertEquals(s.sender().bytes(), s.receiver().bytes(), "stream " + s.streamId() + " byte counts");
            assertTrue(s.sender().nanos() > 0 && s.receiver().nanos() > 0);
        }
    }

    @Test
    void singleStreamCountsTheSameBytesAtBothEnds() throws Exception {
        List<TputInterval> seen = new CopyOnWriteArrayList<>();
        TputResult result = run(config(1, TputDirection.CLIENT_SENDS, 0), seen);
        assertEquals(EndReason.COMPLETED, result.endReason());
        assertEquals(1, result.streams().size());
        assertBothEndsAgree(result);
        assertEquals(result.intervals(), seen);
        assertEquals(3, seen.size(), "600 ms in 200 ms intervals");
        assertTrue(result.sent(true).bitsPerSecond() > 0);
        assertEquals(1, server.tests.size());
    }

    @Test
    void parallelStreamsEachAgree() throws Exception {
        TputResult result = run(config(2, TputDirection.CLIENT_SENDS, 0), new CopyOnWriteArrayList<>());
        assertEquals(2, result.streams().size());
        assertBothEndsAgree(result);
        assertEquals(
                result.streams().get(0).sender().bytes()
                        + result.streams().get(1).sender().bytes(),
                result.sent(true).bytes());
    }

    @Test
    void reverseHasTheServerSending() throws Exception {
        TputResult result = run(config(1, TputDirection.SERVER_SENDS, 0), new CopyOnWriteArrayList<>());
        assertFalse(result.streams().get(0).clientSends());
        assertBothEndsAgree(result);
        assertFalse(result.hasDirection(true));
    }

    @Test
    void bidirectionalRunsBothDirectionsAtOnce() throws Exception {
        TputResult result = run(config(1, TputDirection.BIDIRECTIONAL, 0), new CopyOnWriteArrayList<>());
        assertEquals(2, result.streams().size());
        assertTrue(result.hasDirection(true) && result.hasDirection(false));
        assertBothEndsAgree(result);
    }

    @Test
    void omittedWarmUpIsFlaggedAndNotCounted() throws Exception {
        List<TputInterval> seen = new CopyOnWriteArrayList<>();
        // The total is below the intervals' sum by the bytes written before the mark, less the tail written after
        // the last sample (at most a block). A 200 ms warm-up left the stream's thread unscheduled for all of it on
        // a machine at load 12 (nothing written before the mark: equal sums); a second of warm-up is not missed.
        TputResult result = run(config(1, TputDirection.CLIENT_SENDS, 1000), seen);
        assertTrue(seen.get(0).omitted());
        assertFalse(seen.get(seen.size() - 1).omitted());
        long allBytes = seen.stream().mapToLong(i -> i.bytes(true)).sum();
        assertTrue(result.sent(true).bytes() < allBytes, "warm-up bytes are left out of the total");
        assertBothEndsAgree(result);
    }
}
