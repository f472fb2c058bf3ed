package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.capacity.run.CapacityStepDriver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The capacity section of a search in rounds ({@code --repeats 2}), from the step driver fed scripted intervals: the
 * section-level {@code repeats}, each step's {@code rounds}, its score over the rounds and its iterations kept as they
 * were; sealed by a golden file. A search without rounds keeps the section it had (CapacitySectionTest's golden).
 */
class CapacitySectionRoundsTest {
    private static final long SECOND = 1_000_000_000L;

    private long elapsed;
    private long completed;
    private long failed;
    private final List<String> lines = new ArrayList<>();

    /** Users 1, 2, 4 with p99<3ms, two rounds: round 1 breaks the SLO at 4 users, round 2 runs 1, 2, 4 again. */
    private CapacitySection section() throws Exception {
        CapacitySearchSetup setup = new CapacitySearchSetup(
                LoadStepsParser.parse("1,2,4,8", null, null),
                SloParser.parseAll(List.of("p99<3ms")),
                new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 2),
                null);
        CapacityStepDriver d = new CapacityStepDriver(
                setup.search(),
                setup.stepPlan(),
                0,
                new io.dbbench.core.internal.capacity.run.StepListener() {
                    @Override
                    public void stepDone(
                            io.dbbench.core.internal.capacity.plan.StepFigures f,
                            io.dbbench.core.internal.capacity.plan.StepDecision decision) {}

                    @Override
                    public void stepDone(
                            int round,
                            io.dbbench.core.internal.capacity.plan.StepFigures f,
                            io.dbbench.core.internal.capacity.plan.StepDecision decision) {
                        lines.add(CapacityConsole.stepLine(round, setup.rounds(), f, decision));
                    }
                },
                () -> -1,
                2);
        d.attach(users -> {}, () -> {});
        step(d, 1000, 100, 104, 102); // round 1
        step(d, 1000, 190, 200, 198);
        step(d, 4000, 240, 250, 230); // p99 4 ms: round 1 stops, the ladder is 1, 2, 4
        step(d, 1000, 98, 102, 100); // round 2
        step(d, 1000, 196, 195, 199);
        step(d, 2000, 260, 250, 255);
        CapacityOutcome outcome = d.outcome(completed, failed);
        return CapacitySection.of(outcome, setup, completed, completed);
    }

    private void step(CapacityStepDriver d, long latencyMicros, long... measured) {
        interval(d, 20, latencyMicros); // the warm-up second
        for (long done : measured) interval(d, done, latencyMicros);
    }

    private void interval(CapacityStepDriver d, long done, long latencyMicros) {
        elapsed += SECOND;
        Histogram h = new Histogram(3);
        h.recordValueWithCount(latencyMicros * 1000, done);
        completed += done;
        var tx = new ProgressSnapshot.TransactionProgress("Insert Txn", "I", done, 0, latencyMicros * 1000.0, h);
        d.onInterval(new ProgressSnapshot(0, elapsed, -1, 1, 1, 0, done, 0, completed, failed, 0, true, List.of(tx)));
    }

    @Test
    void theSectionInRoundsIsTheGoldenObject() throws Exception {
        assertEquals(golden("search-rounds-golden.json"), section().toJson().replace("\r\n", "\n"));
    }

    @Test
    void theStepsFileInRoundsIsTheGoldenText() throws Exception {
        CapacityOutcome outcome = section().outcome();
        String text = CapacityStepsCsv.steps(outcome.summary(), outcome.rounds(), LoadKind.USERS);
        assertEquals(golden("steps-rounds-golden.csv"), text);
        // iterations keep their meaning (every measured iteration, as results.json's), rounds come last
        assertTrue(text.split("\n")[1].matches("1,1,.*,99\\.0,6,.*,2"), text);
    }

    @Test
    void eachStepIsScoredOverItsRoundsAndKeepsItsIterations() throws Exception {
        JsonNode json = new ObjectMapper().readTree(section().toJson());
        assertEquals(2, json.get("repeats").asInt());
        JsonNode one = json.get("steps").get(0);
        assertEquals(102.0 + 100.0, 2 * one.get("throughput").asDouble(), 1e-9, "the mean of the rounds' TPS");
        assertEquals(6, one.get("iterations").asInt(), "every measured iteration of both rounds");
        assertEquals(6, one.get("iterationThroughputs").size());
        assertEquals(2, one.get("rounds").size());
        assertEquals(102.0, one.get("rounds").get(0).get("throughput").asDouble(), 1e-9);
        long stepCompleted = 0;
        for (JsonNode round : one.get("rounds"))
            stepCompleted += round.get("stepCompleted").asLong();
        assertEquals(one.get("stepCompleted").asLong(), stepCompleted, "the rounds' counts add up to the step's");
        // the stop is round 1's, the verdicts are over both rounds: 4 users' merged p99 is still above 3 ms
        assertEquals("SLO_BREACHED", json.get("stop").get("reason").asText());
        assertEquals(4, json.get("breaking").get("load").asInt());
        assertTrue(json.get("outsideSteps").get("countsAddUp").asBoolean());
    }

    @Test
    void theConsoleSaysTheRoundOfEachStepAndWhereRoundOneFixedTheLadder() throws Exception {
        CapacitySection s = section();
        assertEquals(6, lines.size());
        assertTrue(lines.get(0).startsWith("Round 1/2 Step 1: 1 user "), lines.get(0));
        assertTrue(lines.get(2).endsWith("; the ladder for rounds 2..2 ends here"), lines.get(2));
        assertTrue(lines.get(3).startsWith("Round 2/2 Step 1: 1 user "), lines.get(3));
        assertFalse(lines.get(3).contains("stop"), lines.get(3));
        String summary = CapacityConsole.summary(s.outcome(), s.usl(), s.uslError());
        assertTrue(
                summary.contains(
                        "rounds         2 of 2 rounds ran every step of the ladder (1 user, 2 users, 4" + " users)"),
                summary);
        assertTrue(summary.contains("stopped        round 1 (the ladder's end): "), summary);
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = CapacitySectionRoundsTest.class.getResourceAsStream("/capacity/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
