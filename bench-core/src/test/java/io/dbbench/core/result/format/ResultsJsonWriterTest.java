package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * results.json: sealed by a golden file (regenerate with {@code -Dgolden.update=true}, see
 * {@link GoldenFiles}) and checked field by field. The golden comparison is byte for byte except the
 * histogram payloads, which are compared by content: they are zlib-compressed, and zlib builds (the
 * JDK's bundled one, a distribution's, zlib-ng) may compress the same bytes differently.
 */
class ResultsJsonWriterTest {
    private static final Pattern HISTOGRAM = Pattern.compile("\"histogram\": \"([A-Za-z0-9+/=]*)\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ResultsJsonWriter writer = new ResultsJsonWriter();

    @Test
    void matchesGolden() throws IOException {
        GoldenFiles.assertMatches("results.json", bytes(sample()), ResultsJsonWriterTest::histogramsByContent);
    }

    @Test
    void goldenHistogramsDecodeToTheSampleHistograms() throws Exception {
        if (GoldenFiles.UPDATE) return;
        JsonNode golden = JSON.readTree(GoldenFiles.read("results.json"));
        List<Histogram> expected = List.of(
                SampleRunResults.customerRegistration(),
                SampleRunResults.browseProducts(),
                SampleRunResults.orderProducts());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(
                    expected.get(i),
                    HistogramBase64.decode(golden.at("/transactions/" + i + "/latencyNanos/histogram")
                            .asText()));
        }
    }

    @Test
    void topLevelFields() throws IOException {
        JsonNode root = tree(sample());
        assertEquals(
                List.of(
                        "formatVersion",
                        "benchmarkName",
                        "comment",
                        "startTime",
                        "runDurationMillis",
                        "statisticsDurationMillis",
                        "logonTimeMillis",
                        "endReason",
                        "interrupted",
                        "totalCompleted",
                        "totalFailed",
                        "averageTransactionsPerSecond",
                        "maxTransactionsPerMinute",
                        "dmlTotals",
                        "errorsByCode",
                        "environment",
                        "fingerprint",
                        "config",
                        "transactions",
                        "tpsReadings",
                        "intervals",
                        "topology",
                        "services",
                        "openLoop",
                        "iterations",
                        "traffic",
                        "server"),
                names(root));
        assertEquals(2, root.get("formatVersion").intValue());
        assertEquals("\"Order Entry (PLSQL) V2\"", root.get("benchmarkName").textValue());
        assertEquals("2026-04-23T14:18:01.250Z", root.get("startTime").textValue());
        assertEquals("300480", root.get("runDurationMillis").asText());
        assertEquals("1200", root.get("logonTimeMillis").asText());
        assertEquals("RUN_TIME", root.get("endReason").textValue());
        assertFalse(root.get("interrupted").booleanValue());
        assertEquals(449_862, root.get("totalCompleted").longValue());
        assertEquals(1499.54, root.get("averageTransactionsPerSecond").doubleValue());
        assertEquals(List.of("CONNECTION_LOST", "ORA-00060"), names(root.get("errorsByCode")), "sorted");
        assertEquals(
                List.of("availableProcessors", "dbbench.version", "hostName", "java.version", "os.name"),
                names(root.get("environment")),
                "sorted");
        assertEquals(3, root.get("transactions").size(), "the run's transactions: Process Orders was disabled");
        assertEquals(5, root.get("tpsReadings").size());
        assertEquals(1499, root.at("/tpsReadings/2/tps").longValue());
    }

    @Test
    void latencyOfAKnownHistogramInNanoseconds() throws IOException {
        JsonNode ncr = tree(sample()).at("/transactions/0");
        assertEquals("Customer Registration", ncr.get("id").textValue());
        assertEquals("NCR", ncr.get("shortName").textValue());
        JsonNode latency = ncr.get("latencyNanos");
        assertEquals(
                List.of(
                        "count",
                        "mean",
                        "geometricMean",
                        "min",
                        "max",
                        "p50",
                        "p90",
                        "p95",
                        "p99",
                        "p99.9",
                        "histogram"),
                names(latency));
        assertEquals(90_000, latency.get("count").longValue());
        // HdrHistogram, 3 digits: 1 ms starts a bucket at 999,936 ns; 50 ms ends one at 50,003,967 ns
        assertEquals(999_936, latency.get("min").longValue());
        assertEquals(50_003_967, latency.get("p50").longValue());
        assertEquals(100_007_935, latency.get("max").longValue());
        assertEquals(50_500_000, latency.get("mean").doubleValue(), 50_000);
        JsonNode op = tree(sample()).at("/transactions/2");
        assertEquals(17, op.get("failed").longValue());
        assertEquals(1_234, op.get("rolledBack").longValue());
    }

    @Test
    void configIsWrittenWithoutSecrets() throws IOException {
        RunConfig config = SampleRunResults.config(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE);
        config = config.withEnvironment(Map.of("WALLET_PASSWORD", "hunter2-env", "SOE_NAMESDATA_LOC", "data/names"))
                .withConnection(config.connection()
                        .withProperties(Map.of("oracle.net.wallet_password", "hunter2-prop", "FetchSize", "20")));
        String json = GoldenFiles.text(bytes(SampleRunResults.orderEntry(config, EndReason.RUN_TIME)));
        assertFalse(json.contains(SampleRunResults.PASSWORD), "the password never appears");
        assertFalse(json.contains("hunter2"), "secret-looking properties and variables are redacted");
        JsonNode root = JSON.readTree(json);
        assertEquals("soe", root.at("/config/connection/userName").textValue());
        assertTrue(root.at("/config/connection/password").isMissingNode());
        assertEquals(
                RunConfigJson.REDACTED,
                root.at("/config/environment/WALLET_PASSWORD").textValue());
        assertEquals("20", root.at("/config/connection/properties/FetchSize").textValue());
    }

    @Test
    void sameResultSameBytes() throws IOException {
        RunResult a = sample();
        RunResult b = sample();
        assertEquals(GoldenFiles.text(bytes(a)), GoldenFiles.text(bytes(b)));
        String json = GoldenFiles.text(bytes(a));
        assertFalse(json.contains("\r"));
        assertTrue(json.endsWith("}\n"));
    }

    @Test
    void detailsOfTopologyIterationsAndOpenLoop() throws IOException {
        JsonNode root = tree(sample());
        assertEquals("4x2", root.get("topology").textValue());
        assertEquals("dbbench-4x2-s1", root.at("/services/0/name").textValue());
        assertEquals(4, root.at("/services/1/connections").intValue());
        assertEquals(1010, root.at("/services/0/poolWaitNanos/count").longValue());
        assertEquals(1500, root.at("/openLoop/targetRatePerSecond").intValue());
        assertEquals(3, root.get("iterations").size());
        assertEquals("warmup", root.at("/iterations/0/phase").textValue());
        assertEquals("measurement", root.at("/iterations/2/phase").textValue());
        assertEquals(1, root.at("/iterations/2/index").intValue());
        assertEquals("60000", root.at("/iterations/1/durationMillis").asText());
        assertEquals(3, root.at("/iterations/1/transactions").size());
        // a plain charbench-style run says so plainly
        JsonNode plain =
                tree(SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME));
        assertTrue(plain.get("topology").isNull());
        assertTrue(plain.get("openLoop").isNull());
        assertEquals(0, plain.get("iterations").size());
    }

    @Test
    void trafficPerTransactionTypeAndInTotalWithMeansPerTransaction() throws IOException {
        JsonNode traffic = tree(sample()).get("traffic");
        List<String> fields = List.of(
                "executions",
                "bytesOut",
                "bytesIn",
                "roundTrips",
                "bytesOutPerTransaction",
                "bytesInPerTransaction",
                "roundTripsPerTransaction");
        assertEquals(fields, names(traffic.get("total")));
        assertEquals("client socket", traffic.get("method").textValue());
        JsonNode browse = traffic.at("/transactions/1");
        assertEquals("Browse Products", browse.get("id").textValue());
        assertEquals(250_003, browse.get("executions").longValue(), "completed and failed");
        assertEquals(240 * 250_003L, browse.get("bytesOut").longValue());
        assertEquals(2.0, browse.get("roundTripsPerTransaction").doubleValue());
        long sumOut = 0;
        for (JsonNode t : traffic.get("transactions"))
            sumOut += t.get("bytesOut").longValue();
        assertEquals(sumOut, traffic.at("/total/bytesOut").longValue());
    }

    @Test
    void serverCountersWithTheirGrowthPerSecondAndPerTransaction() throws IOException {
        JsonNode server = tree(sample()).get("server");
        assertEquals("300000", server.get("windowMillis").asText());
        assertEquals(449_862, server.get("transactions").longValue(), "the run's completed transactions");
        assertEquals(List.of("commits", "log bytes", "server process cpu micros"), names(server.get("counters")));
        JsonNode commits = server.at("/counters/commits");
        assertEquals(450_001, commits.get("delta").longValue());
        assertEquals("1500.003", commits.get("perSecond").asText());
        assertEquals("1.000309", commits.get("perTransaction").asText());
    }

    @Test
    void serverCountersThatCouldNotBeReadSayWhyAndReadBack() throws IOException {
        RunResult r = SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
        r = r.withDetails(r.details()
                .withServer(io.dbbench.core.result.ServerSummary.unavailable("server counters off: no V$SYSSTAT")));
        JsonNode server = tree(r).get("server");
        assertEquals(List.of("unavailable"), names(server));
        RunResult back = new ResultsJsonReader().read(new java.io.ByteArrayInputStream(bytes(r)));
        assertEquals(
                "server counters off: no V$SYSSTAT", back.details().server().unavailable());
    }

    @Test
    void trafficFromOraclesSessionStatisticsSaysSoAndReadsBack() throws IOException {
        RunResult r = sample();
        r = r.withDetails(r.details()
                .withTraffic(r.details().traffic().withMethod(io.dbbench.core.result.RunTraffic.SESSION_STATISTICS)));
        assertEquals("session statistics", tree(r).at("/traffic/method").textValue());
        RunResult back = new ResultsJsonReader().read(new java.io.ByteArrayInputStream(bytes(r)));
        assertEquals(r.details().traffic(), back.details().traffic());
    }

    @Test
    void aFileWrittenBeforeTrafficHadAMethodReadsAsCountedOnTheSocket() throws IOException {
        com.fasterxml.jackson.databind.node.ObjectNode root =
                (com.fasterxml.jackson.databind.node.ObjectNode) tree(sample());
        ((com.fasterxml.jackson.databind.node.ObjectNode) root.get("traffic")).remove("method");
        RunResult back = new ResultsJsonReader()
                .read(new java.io.ByteArrayInputStream(
                        root.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals(
                io.dbbench.core.result.RunTraffic.CLIENT_SOCKET,
                back.details().traffic().method());
        assertTrue(back.details().traffic().measured());
    }

    @Test
    void aRunWithoutCountedTrafficHasNoTrafficSection() throws IOException {
        assertFalse(
                tree(SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME))
                        .has("traffic"));
    }

    @Test
    void aStatementRunnersRunMatchesGolden() throws IOException {
        RunResult run = SampleRunResults.statementRun();
        GoldenFiles.assertMatches("statement-run-results.json", bytes(run), ResultsJsonWriterTest::histogramsByContent);
        JsonNode root = tree(run);
        assertEquals("USERS_FINISHED", root.get("endReason").textValue());
        assertEquals(200, root.get("totalCompleted").longValue());
        assertEquals(
                SampleRunResults.STATEMENT_RUNNER + "#Q1",
                root.at("/transactions/1/className").textValue());
        RunResult back = new ResultsJsonReader().read(new java.io.ByteArrayInputStream(bytes(run)));
        assertTrue(back.transactions().get(1).isStatement(), "read back, Q1 is still a statement");
        assertEquals(200, back.totalCompleted());
        assertEquals(EndReason.USERS_FINISHED, back.endReason());
    }

    private static RunResult sample() {
        return SampleRunResults.withDetails(SampleRunResults.orderEntry(
                        TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME))
                .withFingerprint(SampleRunResults.fingerprint());
    }

    private byte[] bytes(RunResult result) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(result, out);
        return out.toByteArray();
    }

    private JsonNode tree(RunResult result) throws IOException {
        return JSON.readTree(bytes(result));
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    /** Replaces each compressed histogram by its uncompressed encoding, which has one byte form only. */
    static String histogramsByContent(String json) {
        Matcher m = HISTOGRAM.matcher(json);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String canonical;
            try {
                Histogram h = HistogramBase64.decode(m.group(1));
                ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
                int length = h.encodeIntoByteBuffer(buffer);
                canonical = "uncompressed:" + Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
            } catch (DataFormatException | IllegalArgumentException e) {
                canonical = "undecodable:" + m.group(1);
            }
            m.appendReplacement(out, Matcher.quoteReplacement("\"histogram\": \"" + canonical + "\""));
        }
        m.appendTail(out);
        return out.toString();
    }
}
