package io.dbbench.netprobe.tput;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.netprobe.protocol.TputDirection;
import io.dbbench.netprobe.stats.Rates;
import java.math.BigDecimal;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A throughput result in iperf3's {@code --json} layout (start / intervals / end) so iperf3 parsers
 * and plotting scripts read it. "socket" carries our stream id. In each direction, sum_sent is the
 * sender's count and sum_received the receiver's, whichever host that is; with --bidir the
 * server-to-client direction is in sum_bidir_reverse / sum_*_bidir_reverse, as iperf3 does.
 * cpu_utilization_percent has host_total (client) and remote_total (server) in percent of one core,
 * each left out when that JVM cannot measure process CPU.
 */
public final class Iperf3Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private Iperf3Json() {}

    public static String format(TputResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        root.set("start", start(result));
        ArrayNode intervals = root.putArray("intervals");
        boolean primaryClientSends = result.config().direction() != TputDirection.SERVER_SENDS;
        boolean bidir = result.config().direction() == TputDirection.BIDIRECTIONAL;
        for (TputInterval interval : result.intervals()) {
            intervals.add(interval(interval, primaryClientSends, bidir));
        }
        root.set("end", end(result, primaryClientSends, bidir));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write iperf3-style JSON", e);
        }
    }

    private static ObjectNode start(TputResult result) {
        TputStart start = result.start();
        TputConfig config = result.config();
        ObjectNode node = MAPPER.createObjectNode();
        ArrayNode connected = node.putArray("connected");
        for (ConnectedStream s : start.streams()) {
            connected
                    .addObject()
                    .put("socket", s.streamId())
                    .put("local_host", s.localHost())
                    .put("local_port", s.localPort())
                    .put("remote_host", s.remoteHost())
                    .put("remote_port", s.remotePort());
        }
        node.put("version", "dbbench-netprobe protocol 1");
        node.put("system_info", start.systemInfo());
        node.putObject("timestamp")
                .put("time", TIME.format(start.timestamp()))
                .put("timesecs", start.timestamp().getEpochSecond());
        node.putObject("connecting_to").put("host", start.host()).put("port", start.port());
        node.put("cookie", Long.toHexString(start.cookie()));
        node.put("sock_bufsize", config.socketBufferBytes());
        ConnectedStream first =
                start.streams().isEmpty() ? null : start.streams().get(0);
        node.put("sndbuf_actual", first == null ? 0 : first.clientSendBufferBytes());
        node.put("rcvbuf_actual", first == null ? 0 : first.clientReceiveBufferBytes());
        node.putObject("test_start")
                .put("protocol", "TCP")
                .put("num_streams", config.streams())
                .put("blksize", config.blockBytes())
                .put("omit", number(config.omitMillis() / 1e3))
                .put("duration", number(config.durationMillis() / 1e3))
                .put("bytes", 0)
                .put("blocks", 0)
                .put("reverse", config.direction() == TputDirection.SERVER_SENDS ? 1 : 0)
                .put("bidir", config.direction() == TputDirection.BIDIRECTIONAL ? 1 : 0)
                .put("tos", 0);
        return node;
    }

    private static ObjectNode interval(TputInterval interval, boolean primaryClientSends, boolean bidir) {
        ObjectNode node = MAPPER.createObjectNode();
        ArrayNode streams = node.putArray("streams");
        for (StreamInterval s : interval.streams()) {
            streams.add(span(s.streamId(), interval.startSeconds(), interval.endSeconds(), s.bytes(), s.nanos())
                    .put("omitted", interval.omitted())
                    .put("sender", s.clientSends()));
        }
        node.set("sum", intervalSum(interval, primaryClientSends));
        if (bidir) {
            node.set("sum_bidir_reverse", intervalSum(interval, false));
        }
        return node;
    }

    private static ObjectNode intervalSum(TputInterval interval, boolean clientSends) {
        return span(null, interval.startSeconds(), interval.endSeconds(), interval.bytes(clientSends), interval.nanos())
                .put("omitted", interval.omitted())
                .put("sender", clientSends);
    }

    private static ObjectNode end(TputResult result, boolean primaryClientSends, boolean bidir) {
        ObjectNode node = MAPPER.createObjectNode();
        ArrayNode streams = node.putArray("streams");
        for (StreamEnd s : result.streams()) {
            ObjectNode pair = streams.addObject();
            pair.set("sender", total(s.streamId(), s.sender(), s.clientSends()));
            pair.set("receiver", total(s.streamId(), s.receiver(), s.clientSends()));
        }
        node.set("sum_sent", total(null, result.sent(primaryClientSends), primaryClientSends));
        node.set("sum_received", total(null, result.received(primaryClientSends), primaryClientSends));
        if (bidir) {
            node.set("sum_sent_bidir_reverse", total(null, result.sent(false), false));
            node.set("sum_received_bidir_reverse", total(null, result.received(false), false));
        }
        ObjectNode cpu = node.putObject("cpu_utilization_percent");
        result.clientCpuPercent().ifPresent(v -> cpu.put("host_total", number(v)));
        result.serverCpuPercent().ifPresent(v -> cpu.put("remote_total", number(v)));
        return node;
    }

    private static ObjectNode total(Integer streamId, SideTotals totals, boolean localSends) {
        double seconds = Rates.seconds(totals.nanos());
        return span(streamId, 0, seconds, totals.bytes(), totals.nanos()).put("sender", localSends);
    }

    private static ObjectNode span(Integer streamId, double start, double end, long bytes, long nanos) {
        ObjectNode node = MAPPER.createObjectNode();
        if (streamId != null) {
            node.put("socket", streamId);
        }
        return node.put("start", number(start))
                .put("end", number(end))
                .put("seconds", number(Rates.seconds(nanos)))
                .put("bytes", bytes)
                .put("bits_per_second", number(Rates.bitsPerSecond(bytes, nanos)));
    }

    /** Written as a plain decimal (no exponent), as iperf3 prints numbers. */
    private static BigDecimal number(double value) {
        return BigDecimal.valueOf(value);
    }
}
