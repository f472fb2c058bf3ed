package io.dbbench.core.result.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Reads a results.json written by {@link ResultsJsonWriter} back into an equal {@link RunResult},
 * histograms decoded, so that {@code compare} and regression gates work from files. Derived fields
 * (totals, means, percentiles) are not read: they are recomputed from the histograms and counts.
 *
 * <p>Every problem is a {@link MalformedResultsException} naming the field by its JSON path.
 */
public final class ResultsJsonReader {
    private static final JsonMapper MAPPER = JsonMapper.builder()
            // durations are exact decimals: keep every digit instead of going through double
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /** Reads one results.json; {@code in} is read to the end, not closed. */
    public RunResult read(InputStream in) throws IOException {
        Objects.requireNonNull(in, "in");
        JsonNode tree;
        try {
            tree = MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            throw new MalformedResultsException(
                    "invalid results.json: not valid JSON: " + e.getOriginalMessage()
                            + (e.getLocation() == null
                                    ? ""
                                    : " (line " + e.getLocation().getLineNr() + ", column "
                                            + e.getLocation().getColumnNr() + ")"),
                    e);
        }
        if (tree == null || tree.isMissingNode())
            throw new MalformedResultsException("invalid results.json: the input is empty");
        JsonFields root = JsonFields.root(tree);
        checkVersion(root);
        return readResult(root)
                .withDetails(RunDetailsJson.read(root, root.longValue("formatVersion")))
                .withFingerprint(fingerprint(root));
    }

    private static void checkVersion(JsonFields root) throws MalformedResultsException {
        long version = root.longValue("formatVersion");
        if (version < 1 || version > ResultsJsonWriter.FORMAT_VERSION) {
            throw new MalformedResultsException("invalid results.json: formatVersion " + version
                    + " is not supported (this version of dbbench reads 1 to " + ResultsJsonWriter.FORMAT_VERSION
                    + ")");
        }
    }

    private static RunResult readResult(JsonFields root) throws MalformedResultsException {
        Instant startTime = root.instant("startTime");
        RunConfig config = RunConfigJson.read(root.object("config"));
        JsonFields dml = root.object("dmlTotals");
        DmlTotals dmlTotals = new DmlTotals(
                dml.longValue("selects"),
                dml.longValue("inserts"),
                dml.longValue("updates"),
                dml.longValue("deletes"),
                dml.longValue("commits"),
                dml.longValue("rollbacks"));
        List<TransactionResult> transactions = new ArrayList<>();
        for (JsonFields tx : root.objects("transactions")) {
            transactions.add(transaction(tx));
        }
        List<TpsReading> tpsReadings = new ArrayList<>();
        for (JsonFields reading : root.objects("tpsReadings")) {
            tpsReadings.add(new TpsReading(reading.longValue("epochMillis"), reading.longValue("tps")));
        }
        List<IntervalSample> intervals = new ArrayList<>();
        for (JsonFields sample : root.objects("intervals")) {
            intervals.add(interval(sample));
        }
        EndReason endReason = RunConfigJson.enumValue(root, "endReason", EndReason.class);
        return new RunResult(
                new RunLabel(root.textOrNull("benchmarkName"), root.textOrNull("comment")),
                new RunTiming(
                        startTime,
                        root.millis("runDurationMillis"),
                        root.millis("statisticsDurationMillis"),
                        root.millis("logonTimeMillis")),
                config,
                root.stringMap("environment"),
                transactions,
                dmlTotals,
                tpsReadings,
                intervals,
                root.longValue("maxTransactionsPerMinute"),
                root.longMap("errorsByCode"),
                endReason);
    }

    /** Absent or null in files written before fingerprints (or by a run that did not capture one). */
    private static EnvironmentFingerprint fingerprint(JsonFields root) throws MalformedResultsException {
        if (!root.has("fingerprint")) return EnvironmentFingerprint.NONE;
        return EnvironmentFingerprint.of(root.object("fingerprint").stringMap("facts"));
    }

    static TransactionResult transaction(JsonFields tx) throws MalformedResultsException {
        Histogram histogram = histogram(tx.object("latencyNanos"));
        return new TransactionResult(
                tx.text("id"),
                tx.textOrNull("shortName"),
                tx.textOrNull("className"),
                tx.longValue("completed"),
                tx.longValue("failed"),
                tx.longValue("rolledBack"),
                histogram);
    }

    /** The {@code histogram} field of a latency object, decoded; a bad payload is named by its path. */
    static Histogram histogram(JsonFields latency) throws MalformedResultsException {
        String encoded = latency.text("histogram");
        try {
            return HistogramBase64.decode(encoded);
        } catch (IllegalArgumentException e) {
            throw latency.invalid("histogram", "not valid base64 (" + e.getMessage() + ")", e);
        } catch (DataFormatException e) {
            throw latency.invalid("histogram", e.getMessage(), e);
        }
    }

    private static IntervalSample interval(JsonFields sample) throws MalformedResultsException {
        Map<String, TransactionInterval> byTransaction = new LinkedHashMap<>();
        for (Map.Entry<String, JsonFields> e :
                sample.objectsByName("transactions").entrySet()) {
            JsonFields t = e.getValue();
            // the percentiles came later (still format 2: older readers skip them); absent = not recorded
            boolean percentiles = t.has("p50LatencyNanos");
            byTransaction.put(
                    e.getKey(),
                    new TransactionInterval(
                            t.longValue("completed"),
                            t.longValue("failed"),
                            t.doubleValue("meanLatencyNanos"),
                            t.longValue("maxLatencyNanos"),
                            percentiles ? t.longValue("p50LatencyNanos") : TransactionInterval.NOT_RECORDED,
                            percentiles ? t.longValue("p90LatencyNanos") : TransactionInterval.NOT_RECORDED,
                            percentiles ? t.longValue("p99LatencyNanos") : TransactionInterval.NOT_RECORDED));
        }
        return new IntervalSample(
                sample.longValue("epochMillis"),
                sample.longValue("elapsedMillis"),
                sample.intValue("usersLoggedOn"),
                byTransaction,
                sample.has("traffic") ? intervalTraffic(sample.object("traffic")) : null,
                sample.has("usersActive") ? sample.intValue("usersActive") : IntervalSample.NOT_RECORDED);
    }

    /** An interval's bytes and round trips; absent (not counted) in other runs and in older files. */
    private static TrafficTotals intervalTraffic(JsonFields traffic) throws MalformedResultsException {
        try {
            return new TrafficTotals(
                    traffic.longValue("bytesOut"), traffic.longValue("bytesIn"), traffic.longValue("roundTrips"));
        } catch (IllegalArgumentException e) {
            throw traffic.invalid("bytesOut", e.getMessage(), e);
        }
    }
}
