package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.stats.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The capacity section of results.json: sealed by a golden file, and readable by {@code capacity analyze}. */
class CapacitySectionTest {
    @TempDir
    Path dir;

    /** Four scripted steps, 1 to 8 users: TPS grows, then flattens; p99 breaks 2 ms at 8 users. */
    static CapacitySection section() throws Exception {
        CapacitySearchSetup setup = new CapacitySearchSetup(
                LoadStepsParser.parse("1,2,4,8,16", null, null),
                SloParser.parseAll(List.of("p99<2ms", "I:errors<1%")),
                new MeasurementPlan(1, Duration.ofSeconds(5), 3, Duration.ofSeconds(10), 1),
                null);
        double[][] tps = {{400, 410, 405}, {700, 710, 720}, {1180, 1200, 1190}, {1210, 1190, 1200}};
        double[] p99Millis = {0.8, 0.9, 1.4, 2.6};
        List<StepFigures> steps = new ArrayList<>();
        for (int s = 0; s < tps.length; s++) {
            long completed = Math.round((tps[s][0] + tps[s][1] + tps[s][2]) * 10);
            double p99 = p99Millis[s] * 1e6;
            TransactionFigures insert =
                    new TransactionFigures("Insert Txn", "I", completed, 0, 1e6, 0.5e6, 0.7e6, 0.75e6, p99, p99 * 2);
            TransactionFigures all = new TransactionFigures(
                    TransactionFigures.ALL, null, completed, 0, 1e6, 0.5e6, 0.7e6, 0.75e6, p99, p99 * 2);
            steps.add(new StepFigures(
                            LoadLevel.users(1 << s),
                            Score.of(tps[s], CapacitySearch.SATURATION_CONFIDENCE),
                            all,
                            List.of(insert),
                            completed + 2000,
                            0,
                            0,
                            Double.NaN,
                            List.of(tps[s][0], tps[s][1], tps[s][2]))
                    .withServer(serverCounters(s, completed))
                    .withTraffic(new StepTraffic(
                            completed, new TrafficTotals(310 * completed, 450 * completed, 3 * completed), 30 * SECOND))
                    // the busiest of the step's one-second intervals: a little above its best iteration's mean
                    .withBusiestSecond(Math.round(tps[s][2] * 1.1)));
        }
        CapacityOutcome outcome = new CapacityOutcome(setup.search().summarize(steps), null, 17, 0);
        long runCompleted = steps.stream().mapToLong(StepFigures::stepCompleted).sum() + 17;
        // the Stress Test's transactions declare one commit each
        return CapacitySection.of(outcome, setup, runCompleted, runCompleted);
    }

    private static final long SECOND = 1_000_000_000L;

    /**
     * The embedded server's counters over a step's 30 measured seconds: the database's commits a few above ours (the
     * readings' own), its processes' CPU growing with the users (of 2 cores), WAL and disk writes per transaction.
     */
    static StepServerFigures serverCounters(int step, long transactions) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put(ServerCounters.COMMITS, transactions + 4);
        counters.put(ServerCounters.BLOCKS_READ, 12L);
        counters.put(ServerCounters.LOG_BYTES, 140 * transactions);
        counters.put(ProcessTreeCounters.CPU_MICROS, (step + 1) * 12_000_000L);
        counters.put(ProcessTreeCounters.READ_BYTES, 0L);
        counters.put(ProcessTreeCounters.WRITE_BYTES, 68 * transactions);
        return new StepServerFigures(counters, 30 * SECOND + 3_000_000, transactions, 2);
    }

    @Test
    void theSectionIsTheGoldenObject() throws Exception {
        assertEquals(golden("search-golden.json"), section().toJson().replace("\r\n", "\n"));
    }

    @Test
    void aStepWhoseDatabaseCommittedFarFewerThanDeclaredIsAMismatchWithItsFigures() throws Exception {
        CapacitySection base = section();
        List<StepFigures> steps = new ArrayList<>(base.outcome().summary().steps());
        StepFigures lost = steps.get(1);
        Map<String, Long> counters = new LinkedHashMap<>(lost.server().counters());
        // half the step's transactions never reached the database's count
        counters.put(ServerCounters.COMMITS, lost.server().transactions() / 2);
        steps.set(
                1,
                lost.withServer(new StepServerFigures(
                        counters, lost.server().windowNanos(), lost.server().transactions(), 2)));
        CapacityOutcome outcome = new CapacityOutcome(base.setup().search().summarize(steps), null, 17, 0);
        JsonNode json = new ObjectMapper()
                .readTree(CapacitySection.of(outcome, base.setup(), base.runDeclaredCommits(), base.runCompleted())
                        .toJson())
                .get("steps");
        JsonNode check = json.get(1).get("commitCheck");
        long ours = lost.server().transactions();
        assertEquals("mismatch", check.get("verdict").asText(), check.toString());
        assertEquals(ours, check.get("expected").asLong());
        assertEquals(ours / 2, check.get("measured").asLong());
        assertEquals(
                "the database committed " + ours / 2 + ", our " + ours + " transactions declared " + ours
                        + " (1 each), " + (ours / 2 - ours) + ", beyond 922",
                check.get("sentence").asText());
        assertEquals("ok", json.get(0).get("commitCheck").get("verdict").asText(), "the other steps agree");
    }

    @Test
    void aReadOnlyRunsStepsAreNotCheckedAndSayWhy() throws Exception {
        JsonNode check = new ObjectMapper()
                .readTree(CapacitySection.of(section().outcome(), section().setup(), 0, 100_000)
                        .toJson())
                .get("steps")
                .get(0)
                .get("commitCheck");
        assertEquals("not checked", check.get("verdict").asText());
        assertTrue(check.get("expected").isNull() && check.get("slack").isNull(), check.toString());
        assertEquals(12_154, check.get("measured").asLong(), "the database's count is still given");
        assertTrue(check.get("sentence").asText().startsWith("not checked: the transactions declared no commits"));
    }

    @Test
    void aSectionWhoseCountsDoNotAddUpIsWrittenMarkedSo() throws Exception {
        JsonNode outside = new ObjectMapper()
                .readTree(section()
                        .withCountsMismatch("completed: 10 in steps + 2 outside != 13 in the run")
                        .toJson())
                .get("outsideSteps");
        assertFalse(outside.get("countsAddUp").asBoolean());
        assertEquals(
                "completed: 10 in steps + 2 outside != 13 in the run",
                outside.get("countsMismatch").asText());
    }

    @Test
    void addedToAResultsJsonItKeepsTheRunsFiguresAndCapacityAnalyzeReadsItsSteps() throws Exception {
        String written =
                section().addedTo("{\"name\": \"run\", \"tps\": 1234.50, \"small\": 0.00001, \"intervals\": []}");
        assertTrue(
                written.contains("1234.50") && written.contains("0.00001"),
                "decimals kept digit for digit: " + written);
        JsonNode root = new ObjectMapper().readTree(written);
        assertEquals("run", root.get("name").asText());
        assertTrue(root.get("capacity").get("steps").isArray());
        CapacityData data = CapacityResultsJson.read("results.json", written);
        assertEquals(4, data.points().size());
        assertEquals(8.0, data.points().get(3).load());
        assertEquals(1200.0, data.points().get(3).throughput(), 1e-9);
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = CapacitySectionTest.class.getResourceAsStream("/capacity/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
