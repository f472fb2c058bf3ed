package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** results.json read back: equal results, and clear messages naming the field when a file is wrong. */
class ResultsJsonReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ResultsJsonReader reader = new ResultsJsonReader();

    @Test
    void roundTripGivesAnEqualResultWithoutThePassword() throws IOException {
        for (EndReason endReason : EndReason.values()) {
            RunResult original = SampleRunResults.orderEntry(TimingUnit.MICROSECONDS, StatisticsLevel.FULL, endReason);
            RunResult read = reader.read(new ByteArrayInputStream(write(original)));
            assertEquals(withoutSecrets(original), read);
            assertNotSame(
                    original.transactions().get(0).latencyNanos(),
                    read.transactions().get(0).latencyNanos());
            assertEquals(original.averageTransactionsPerSecond(), read.averageTransactionsPerSecond());
            assertTrue(read.config().connection().password().isEmpty());
        }
    }

    @Test
    void roundTripKeepsTopologyIterationsAndOpenLoop() throws IOException {
        RunResult original = SampleRunResults.withDetails(
                SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME));
        RunResult read = reader.read(new ByteArrayInputStream(write(original)));
        assertEquals(original.details(), read.details());
        assertEquals(2, read.details().measuredIterations().size());
    }

    @Test
    void roundTripKeepsTheFingerprintAndAFileWithoutOneReadsAsNone() throws IOException {
        RunResult original = SampleRunResults.orderEntry(
                        TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME)
                .withFingerprint(SampleRunResults.fingerprint());
        RunResult read = reader.read(new ByteArrayInputStream(write(original)));
        assertEquals(SampleRunResults.fingerprint(), read.fingerprint());
        assertEquals(SampleRunResults.fingerprint().id(), read.fingerprint().id());
        RunResult without = reader.read(new ByteArrayInputStream(
                write(original.withFingerprint(io.dbbench.core.result.EnvironmentFingerprint.NONE))));
        assertTrue(without.fingerprint().isEmpty());
        assertTrue(reader.read(new ByteArrayInputStream(GoldenFiles.read("results-v1.json")))
                .fingerprint()
                .isEmpty());
    }

    @Test
    void aVersion1FileReadsAsARunWithoutDetails() throws IOException {
        RunResult read = reader.read(new ByteArrayInputStream(GoldenFiles.read("results-v1.json")));
        assertEquals(io.dbbench.core.result.RunDetails.NONE, read.details());
        assertEquals(3, read.transactions().size());
    }

    @Test
    void roundTripKeepsNanosecondDurationsAndEmptyHistograms() throws IOException {
        RunResult sample =
                SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.INTERRUPTED);
        RunResult odd = new RunResult(
                new RunLabel(sample.benchmarkName(), ""),
                new RunTiming(
                        sample.startTime().plusNanos(123_456_789),
                        Duration.ofNanos(300_480_123_457L),
                        Duration.ofNanos(1),
                        Duration.ZERO),
                sample.config(),
                Map.of(),
                List.of(new TransactionResult("Customer Registration", "NCR", "x", 0, 5, 0, new Histogram(3))),
                sample.dmlTotals(),
                List.of(),
                List.of(),
                0,
                Map.of(),
                EndReason.INTERRUPTED);
        assertEquals(withoutSecrets(odd), reader.read(new ByteArrayInputStream(write(odd))));
    }

    @Test
    void roundTripKeepsNullNamesAndNonFiniteIntervalMeans() throws IOException {
        RunResult s = SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
        RunResult odd = new RunResult(
                new RunLabel(null, null),
                s.timing(),
                s.config(),
                s.environment(),
                List.of(new TransactionResult("Customer Registration", null, null, 1, 0, 0, new Histogram(3))),
                s.dmlTotals(),
                s.tpsReadings(),
                List.of(new IntervalSample(
                        1, 1, 1, Map.of("Customer Registration", new TransactionInterval(0, 0, Double.NaN, 0)))),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        assertEquals(withoutSecrets(odd), reader.read(new ByteArrayInputStream(write(odd))));
    }

    @Test
    void roundTripKeepsIntervalPercentilesAndFilesWithoutThemReadAsNotRecorded() throws IOException {
        RunResult s = SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
        RunResult withPercentiles = new RunResult(
                s.label(),
                s.timing(),
                s.config(),
                s.environment(),
                s.transactions(),
                s.dmlTotals(),
                s.tpsReadings(),
                List.of(new IntervalSample(
                        1,
                        1,
                        1,
                        Map.of(
                                "Customer Registration",
                                new TransactionInterval(3, 0, 2_000_000, 4_000_000, 1_500_000, 3_900_000, 4_000_000)))),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        assertEquals(withoutSecrets(withPercentiles), reader.read(new ByteArrayInputStream(write(withPercentiles))));

        // golden/results.json as it was written before intervals kept percentiles
        TransactionInterval older = reader.read(
                        new ByteArrayInputStream(GoldenFiles.read("results-before-percentiles.json")))
                .intervals()
                .get(0)
                .byTransaction()
                .get("Customer Registration");
        assertFalse(older.hasPercentiles());
        assertEquals(TransactionInterval.NOT_RECORDED, older.p99LatencyNanos());
    }

    /** The report draws Mbit/s over time from each interval's counts; intervals without them stay without. */
    @Test
    void roundTripKeepsIntervalTrafficWhereCountedOnly() throws IOException {
        RunResult s = SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
        Map<String, TransactionInterval> tx =
                Map.of("Customer Registration", new TransactionInterval(3, 0, 2e6, 4_000_000));
        RunResult withTraffic = new RunResult(
                s.label(),
                s.timing(),
                s.config(),
                s.environment(),
                s.transactions(),
                s.dmlTotals(),
                s.tpsReadings(),
                List.of(
                        new IntervalSample(1, 1, 1, tx, new io.dbbench.core.result.TrafficTotals(1200, 5400, 14)),
                        new IntervalSample(2, 2, 1, tx)),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        byte[] json = write(withTraffic);
        RunResult back = reader.read(new ByteArrayInputStream(json));
        assertEquals(withoutSecrets(withTraffic), back);
        assertEquals(
                new io.dbbench.core.result.TrafficTotals(1200, 5400, 14),
                back.intervals().get(0).traffic());
        assertEquals(null, back.intervals().get(1).traffic());
        String text = new String(json, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(1, text.split("\"roundTrips\"", -1).length - 1, "written for the counted interval only: " + text);
    }

    @Test
    void readsTheGoldenFile() throws IOException {
        RunResult read = reader.read(new ByteArrayInputStream(GoldenFiles.read("results.json")));
        assertEquals(
                withoutSecrets(SampleRunResults.withDetails(SampleRunResults.orderEntry(
                                TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME))
                        .withFingerprint(SampleRunResults.fingerprint())),
                read);
    }

    @Test
    void notJson() {
        assertProblem("{\"formatVersion\": ", "not valid JSON");
        assertProblem("", "the input is empty");
        assertProblem("[1, 2]", "not a JSON object");
        assertProblem("{\"formatVersion\": 1} trailing", "not valid JSON");
    }

    @Test
    void newerFormatVersionIsRefused() {
        assertProblem(edited(root -> root.put("formatVersion", 99)), "formatVersion 99 is not supported");
    }

    @Test
    void missingFieldIsNamedByItsPath() {
        assertProblem(
                edited(root -> ((ObjectNode) root.at("/transactions/1/latencyNanos")).remove("histogram")),
                "transactions[1].latencyNanos: missing field 'histogram'");
        assertProblem(edited(root -> root.remove("startTime")), "(root): missing field 'startTime'");
    }

    @Test
    void wrongTypesAreNamed() {
        assertProblem(
                edited(root -> ((ObjectNode) root.at("/transactions/0")).put("completed", "many")),
                "transactions[0].completed must be a whole number, found STRING many");
        assertProblem(
                edited(root -> root.put("runDurationMillis", "5 minutes")),
                "runDurationMillis must be a number of milliseconds");
        assertProblem(edited(root -> root.put("runDurationMillis", new BigDecimal("1.0000001"))), "at most 6 decimals");
        assertProblem(edited(root -> root.put("endReason", "BORED")), "endReason: unknown value 'BORED'");
        assertProblem(edited(root -> root.put("startTime", "yesterday")), "startTime: not an ISO-8601 instant");
    }

    @Test
    void badHistogramsAreNamed() {
        assertProblem(
                edited(root ->
                        ((ObjectNode) root.at("/transactions/2/latencyNanos")).put("histogram", "@@not base64@@")),
                "transactions[2].latencyNanos.histogram: not valid base64");
        assertProblem(
                edited(root -> ((ObjectNode) root.at("/transactions/0/latencyNanos")).put("histogram", "AAAAAAAAAAAA")),
                "transactions[0].latencyNanos.histogram: not a compressed HdrHistogram");
    }

    @Test
    void invalidConfigIsNamed() {
        assertProblem(
                edited(root -> ((ObjectNode) root.at("/config/load")).put("users", 0)),
                "config.load: number of users must be at least 1, was 0");
        assertProblem(
                edited(root -> ((ObjectNode) root.at("/config/preferences")).put("timingsIn", "fortnights")),
                "config.preferences.timingsIn: unknown value 'fortnights'");
    }

    private void assertProblem(String json, String expectedInMessage) {
        MalformedResultsException e = assertThrows(
                MalformedResultsException.class,
                () -> reader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().startsWith("invalid results.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(expectedInMessage), e.getMessage());
    }

    private static String edited(Consumer<ObjectNode> edit) {
        try {
            ObjectNode root = (ObjectNode) JSON.readTree(write(
                    SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME)));
            edit.accept(root);
            return JSON.writeValueAsString(root);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] write(RunResult result) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ResultsJsonWriter().write(result, out);
        return out.toByteArray();
    }

    private static RunResult withoutSecrets(RunResult r) {
        return new RunResult(
                r.label(),
                r.timing(),
                r.config().withoutSecrets(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details(),
                r.fingerprint());
    }
}
