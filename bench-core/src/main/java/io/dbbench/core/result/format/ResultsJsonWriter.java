package io.dbbench.core.result.format;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Writes results.json: everything a {@link RunResult} holds, for our own tools ({@code compare},
 * regression gates, reports) and for people's scripts. Unlike results.xml it loses nothing: latency
 * histograms are stored whole ({@link HistogramBase64}), durations exactly, and
 * {@link ResultsJsonReader} rebuilds an equal {@code RunResult}. Field by field in docs/results.md.
 *
 * <p>The output depends on the result only (no clock, no host, no platform line separator), so the
 * same run always gives the same bytes. The password is never written.
 */
public final class ResultsJsonWriter {
    /** Raised when a change makes older readers misread a file; readers refuse newer versions. */
    public static final int FORMAT_VERSION = 2;

    private static final JsonMapper MAPPER = JsonMapper.builder()
            // Jackson's own shortest-repr double writer: the same digits on JDK 17 and 25, and exact on reading
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    /** Writes UTF-8 JSON to {@code out}, which is flushed, not closed. */
    public void write(RunResult result, OutputStream out) throws IOException {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(out, "out");
        MAPPER.writer(prettyPrinter()).writeValue(out, toJson(result, MAPPER.getNodeFactory()));
        out.write('\n');
        out.flush();
    }

    static ObjectNode toJson(RunResult r, JsonNodeFactory json) {
        ObjectNode root = json.objectNode();
        root.put("formatVersion", FORMAT_VERSION);
        root.put("benchmarkName", r.benchmarkName());
        root.put("comment", r.comment());
        root.put("startTime", r.startTime().toString());
        root.put("runDurationMillis", JsonNumbers.millis(r.runDuration()));
        root.put("statisticsDurationMillis", JsonNumbers.millis(r.statisticsDuration()));
        root.put("logonTimeMillis", JsonNumbers.millis(r.logonTime()));
        root.put("endReason", r.endReason().name());
        root.put("interrupted", r.endReason().isInterrupted());
        // derived, for readers of the file; ResultsJsonReader recomputes them
        root.put("totalCompleted", r.totalCompleted());
        root.put("totalFailed", r.totalFailed());
        root.put("averageTransactionsPerSecond", JsonNumbers.derived(r.averageTransactionsPerSecond()));
        root.put("maxTransactionsPerMinute", r.maxTransactionsPerMinute());
        ObjectNode dml = root.putObject("dmlTotals");
        for (DmlColumn kind : DmlColumn.values()) dml.put(kind.jsonField, kind.of(r.dmlTotals()));
        ObjectNode errors = root.putObject("errorsByCode");
        new TreeMap<>(r.errorsByCode()).forEach(errors::put);
        ObjectNode environment = root.putObject("environment");
        new TreeMap<>(r.environment()).forEach(environment::put);
        if (r.fingerprint().isEmpty()) {
            root.putNull("fingerprint");
        } else {
            ObjectNode fingerprint = root.putObject("fingerprint");
            fingerprint.put("id", r.fingerprint().id()); // derived, for naming baselines; the reader recomputes it
            ObjectNode facts = fingerprint.putObject("facts");
            r.fingerprint().facts().forEach(facts::put);
        }
        root.set("config", RunConfigJson.write(r.config(), json));
        ArrayNode transactions = root.putArray("transactions");
        r.transactions().forEach(tx -> transactions.add(transaction(tx, json)));
        ArrayNode tps = root.putArray("tpsReadings");
        for (TpsReading reading : r.tpsReadings()) {
            tps.addObject().put("epochMillis", reading.epochMillis()).put("tps", reading.tps());
        }
        ArrayNode intervals = root.putArray("intervals");
        r.intervals().forEach(sample -> intervals.add(interval(sample, json)));
        RunDetailsJson.write(r.details(), root, json);
        ServerJson.write(r, root);
        return root;
    }

    static ObjectNode transaction(TransactionResult tx, JsonNodeFactory json) {
        ObjectNode node = json.objectNode()
                .put("id", tx.id())
                .put("shortName", tx.shortName())
                .put("className", tx.className())
                .put("completed", tx.completed())
                .put("failed", tx.failed())
                .put("rolledBack", tx.rolledBack());
        node.putObject("latencyNanos")
                .put("count", tx.latencyNanos().getTotalCount())
                .put("mean", JsonNumbers.derived(tx.meanNanos()))
                .put("geometricMean", JsonNumbers.derived(tx.geometricMeanNanos()))
                .put("min", tx.minNanos())
                .put("max", tx.maxNanos())
                .put("p50", tx.percentileNanos(50))
                .put("p90", tx.percentileNanos(90))
                .put("p95", tx.percentileNanos(95))
                .put("p99", tx.percentileNanos(99))
                .put("p99.9", tx.percentileNanos(99.9))
                .put("histogram", HistogramBase64.encode(tx.latencyNanos()));
        return node;
    }

    private static ObjectNode interval(IntervalSample sample, JsonNodeFactory json) {
        ObjectNode node = json.objectNode()
                .put("epochMillis", sample.epochMillis())
                .put("elapsedMillis", sample.elapsedMillis())
                .put("usersLoggedOn", sample.usersLoggedOn());
        // only a run whose users changed while it went on has it: other runs' files are as they always were
        if (sample.usersActive() != IntervalSample.NOT_RECORDED) node.put("usersActive", sample.usersActive());
        ObjectNode byTransaction = node.putObject("transactions");
        for (Map.Entry<String, TransactionInterval> e : sample.byTransaction().entrySet()) {
            TransactionInterval t = e.getValue();
            ObjectNode tx = byTransaction
                    .putObject(e.getKey())
                    .put("completed", t.completed())
                    .put("failed", t.failed())
                    .put("meanLatencyNanos", t.meanLatencyNanos())
                    .put("maxLatencyNanos", t.maxLatencyNanos());
            if (t.hasPercentiles()) {
                tx.put("p50LatencyNanos", t.p50LatencyNanos())
                        .put("p90LatencyNanos", t.p90LatencyNanos())
                        .put("p99LatencyNanos", t.p99LatencyNanos());
            }
        }
        // only where counted (docs/traffic.md): other runs' intervals stay as they were
        if (sample.traffic() != null) {
            node.putObject("traffic")
                    .put("bytesOut", sample.traffic().bytesOut())
                    .put("bytesIn", sample.traffic().bytesIn())
                    .put("roundTrips", sample.traffic().roundTrips());
        }
        return node;
    }

    /** Two-space indent, "\n" line ends on every platform, {@code "key": value}, one array element per line. */
    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }
}
