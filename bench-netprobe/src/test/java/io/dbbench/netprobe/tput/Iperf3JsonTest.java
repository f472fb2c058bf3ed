package io.dbbench.netprobe.tput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.protocol.TputDirection;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class Iperf3JsonTest {
    private static final long SECOND = 1_000_000_000L;

    /** A fixed bidirectional result: one stream each way, one omitted and two measured intervals. */
    static TputResult bidirResult() {
        TputConfig config = new TputConfig(
                "127.0.0.1",
                5301,
                2_000,
                1_000,
                1,
                TputDirection.BIDIRECTIONAL,
                131072,
                262144,
                1_000,
                Duration.ofSeconds(5),
                Duration.ofSeconds(10));
        TputStart start = new TputStart(
                Instant.parse("2025-01-02T03:04:05Z"),
                "127.0.0.1",
                5301,
                0xabcdefL,
                "Linux 6.1.0 amd64",
                List.of(
                        new ConnectedStream(
                                0, true, "127.0.0.1", 40000, "127.0.0.1", 5301, 262144, 262144, 262144, 262144),
                        new ConnectedStream(
                                1, false, "127.0.0.1", 40002, "127.0.0.1", 5301, 262144, 262144, 262144, 262144)));
        List<TputInterval> intervals = List.of(
                new TputInterval(
                        0,
                        1,
                        true,
                        List.of(
                                new StreamInterval(0, true, 1_000_000_000L, SECOND),
                                new StreamInterval(1, false, 900_000_000L, SECOND))),
                new TputInterval(
                        0,
                        1,
                        false,
                        List.of(
                                new StreamInterval(0, true, 1_250_000_000L, SECOND),
                                new StreamInterval(1, false, 1_000_000_000L, SECOND))),
                new TputInterval(
                        1,
                        2,
                        false,
                        List.of(
                                new StreamInterval(0, true, 1_250_000_000L, SECOND),
                                new StreamInterval(1, false, 1_000_000_000L, SECOND))));
        List<StreamEnd> ends = List.of(
                new StreamEnd(
                        0,
                        true,
                        new SideTotals(2_500_000_000L, 2 * SECOND),
                        new SideTotals(2_500_000_000L, 2_000_100_000L)),
                new StreamEnd(
                        1,
                        false,
                        new SideTotals(2_000_000_000L, 2 * SECOND),
                        new SideTotals(2_000_000_000L, 2_000_200_000L)));
        return new TputResult(
                config,
                start,
                intervals,
                ends,
                OptionalDouble.of(85.5),
                OptionalDouble.of(120.25),
                EndReason.COMPLETED);
    }

    @Test
    void matchesTheGoldenFile() throws Exception {
        String expected;
        try (InputStream in = getClass().getResourceAsStream("iperf3-bidir.json")) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(expected, Iperf3Json.format(bidirResult()));
    }

    @Test
    void hasTheKeysIperf3ParsersRead() throws Exception {
        JsonNode root = new ObjectMapper().readTree(Iperf3Json.format(bidirResult()));
        assertEquals(2, root.path("start").path("connected").size());
        assertEquals(
                1, root.path("start").path("test_start").path("num_streams").asInt());
        JsonNode first = root.path("intervals").get(0);
        assertTrue(first.path("sum").path("omitted").asBoolean());
        assertEquals(8e9, first.path("sum").path("bits_per_second").asDouble());
        assertEquals(
                7.2e9, first.path("sum_bidir_reverse").path("bits_per_second").asDouble());
        JsonNode end = root.path("end");
        assertEquals(1e10, end.path("sum_sent").path("bits_per_second").asDouble());
        assertEquals(2_500_000_000L, end.path("sum_received").path("bytes").asLong());
        assertEquals(
                2_000_000_000L,
                end.path("sum_received_bidir_reverse").path("bytes").asLong());
        assertEquals(
                85.5, end.path("cpu_utilization_percent").path("host_total").asDouble());
        assertEquals(
                120.25, end.path("cpu_utilization_percent").path("remote_total").asDouble());
    }

    @Test
    void reverseSumsTheServersSendingAndLeavesOutUnknownCpu() throws Exception {
        TputResult bidir = bidirResult();
        TputConfig reverseConfig = new TputConfig(
                "127.0.0.1",
                5301,
                2_000,
                1_000,
                1,
                TputDirection.SERVER_SENDS,
                131072,
                0,
                0,
                Duration.ofSeconds(5),
                Duration.ofSeconds(10));
        TputResult reverse = new TputResult(
                reverseConfig,
                bidir.start(),
                List.of(),
                List.of(bidir.streams().get(1)),
                OptionalDouble.of(10),
                OptionalDouble.empty(),
                EndReason.STOPPED);
        JsonNode root = new ObjectMapper().readTree(Iperf3Json.format(reverse));
        assertEquals(1, root.path("start").path("test_start").path("reverse").asInt());
        JsonNode end = root.path("end");
        assertEquals(2_000_000_000L, end.path("sum_sent").path("bytes").asLong());
        assertFalse(end.path("sum_sent").path("sender").asBoolean(), "the client did not send");
        assertFalse(end.has("sum_sent_bidir_reverse"));
        assertFalse(end.path("cpu_utilization_percent").has("remote_total"));
    }
}
