package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.StartRendezvous;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The replica fields of results.json: written only when there is something to say, read back equal. */
class ReplicaJsonTest {
    private static final Instant START_AT = Instant.parse("2026-04-23T14:18:00Z");

    static RunResult merged() {
        RunResult r = SampleRunResults.withDetails(
                SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME));
        MergeSummary summary = new MergeSummary(
                List.of(
                        new MergeSummary.ReplicaRow(
                                "out/results-r0.json", 0, 250_000, 12, 833.33, 1_200_000, 9_500_000, 1250, 0),
                        new MergeSummary.ReplicaRow(
                                "out/results-r1.json", 1, 199_862, 0, 666.21, 1_400_000, 12_100_000, 1262, 12)),
                Instant.parse("2026-04-23T14:18:01.262Z"),
                Instant.parse("2026-04-23T14:23:01.730Z"),
                START_AT,
                List.of("out/results-r2.json: no such file"));
        return r.withDetails(r.details().withMerge(summary));
    }

    @Test
    void mergedFileMatchesGolden() throws IOException {
        GoldenFiles.assertMatches("results-merged.json", write(merged()), ResultsJsonWriterTest::histogramsByContent);
    }

    @Test
    void replicaAndMergeReadBackEqual() throws IOException {
        RunResult merged = merged();
        assertEquals(merged.details(), read(write(merged)).details());
        RunResult replica =
                merged.withDetails(merged.details().withMerge(null).withReplica(new ReplicaRun(2, 4, START_AT)));
        RunResult back = read(write(replica));
        assertEquals(new ReplicaRun(2, 4, START_AT), back.details().replica());
        assertEquals(replica.details(), back.details());
        RunResult noStart = replica.withDetails(replica.details().withReplica(new ReplicaRun(0, 1, null)));
        assertEquals(noStart.details(), read(write(noStart)).details());
    }

    @Test
    void aRendezvousStartIsWrittenOnlyWithOneAndReadBackEqual() throws IOException {
        RunResult merged = merged();
        ReplicaRun met = new ReplicaRun(1, 3, START_AT, new StartRendezvous("job-6f1c", 3154, -12, 1));
        RunResult replica = merged.withDetails(merged.details().withMerge(null).withReplica(met));
        byte[] json = write(replica);
        JsonNode rv = new ObjectMapper().readTree(json).at("/replica/rendezvous");
        assertEquals("job-6f1c", rv.get("runKey").textValue());
        assertEquals(3154, rv.get("arrivalSpreadMillis").longValue());
        assertEquals(-12, rv.get("clockOffsetMillis").longValue());
        assertEquals(1, rv.get("clockOffsetErrorMillis").longValue());
        assertEquals(met, read(json).details().replica());
        RunResult fixed = replica.withDetails(replica.details().withReplica(new ReplicaRun(1, 3, START_AT)));
        assertFalse(new ObjectMapper().readTree(write(fixed)).at("/replica").has("rendezvous"));
    }

    @Test
    void aPlainRunHasNeitherField() throws IOException {
        JsonNode root = new ObjectMapper()
                .readTree(write(SampleRunResults.orderEntry(
                        TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME)));
        assertFalse(root.has("replica"));
        assertFalse(root.has("merge"));
        JsonNode merged = new ObjectMapper().readTree(write(merged()));
        assertTrue(merged.has("merge"));
        assertEquals(12, merged.at("/merge/startSpreadMillis").longValue());
    }

    @Test
    void aBadReplicaIsNamedByItsPath() {
        String json = new String(write(merged()), java.nio.charset.StandardCharsets.UTF_8)
                .replaceFirst("\"overlapStart\": \"[^\"]*\"", "\"overlapStart\": \"yesterday\"");
        MalformedResultsException e = org.junit.jupiter.api.Assertions.assertThrows(
                MalformedResultsException.class, () -> read(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("merge.overlapStart"), e.getMessage());
    }

    private static byte[] write(RunResult r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new ResultsJsonWriter().write(r, out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static RunResult read(byte[] json) throws IOException {
        return new ResultsJsonReader().read(new ByteArrayInputStream(json));
    }
}
