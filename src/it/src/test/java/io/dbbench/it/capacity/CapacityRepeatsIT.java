package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench-cli capacity --repeats 2} on the embedded PostgreSQL: the ladder 1, 2 users climbed twice in one run,
 * interleaved (1 2 1 2, seen in the run's own intervals), each step with its two rounds, scored over them, its counts
 * the sum of its rounds', the steps' counts the run's total and the server's commit delta ours. Counts and order only,
 * never timings.
 */
class CapacityRepeatsIT {
    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void createSchema() {
        db = CapacityStressRuns.stressDatabase("capacityrepeats");
    }

    @Test
    void twoRoundsOfOneAndTwoUsersRunInterleavedInOneRunAndTheirCountsAddUp() throws Exception {
        CliProcess.Run run = capacity("--users", "1,2", "--repeats", "2", "--no-plots");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        JsonNode capacity = CapacityStressRuns.section(dir);
        assertEquals(2, capacity.get("repeats").asInt());
        // no SLO, and saturation needs three steps: round 1 climbs the whole list, which is the ladder
        assertEquals("LIST_END", capacity.get("stop").get("reason").asText());
        JsonNode steps = capacity.get("steps");
        assertEquals(2, steps.size());
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            assertEquals(1 << i, step.get("load").asInt());
            JsonNode rounds = step.get("rounds");
            assertEquals(2, rounds.size(), step.toString());
            long stepCompleted = 0;
            long stepFailed = 0;
            double sum = 0;
            for (int r = 0; r < rounds.size(); r++) {
                JsonNode round = rounds.get(r);
                assertEquals(r + 1, round.get("round").asInt());
                assertEquals(3, round.get("iterations").asInt());
                assertTrue(round.get("completed").asLong() > 0, round.toString());
                stepCompleted += round.get("stepCompleted").asLong();
                stepFailed += round.get("stepFailed").asLong();
                sum += round.get("throughput").asDouble();
            }
            assertEquals(step.get("stepCompleted").asLong(), stepCompleted, "a step's count is its rounds'");
            assertEquals(step.get("stepFailed").asLong(), stepFailed);
            double throughput = step.get("throughput").asDouble();
            assertEquals(throughput, sum / 2, throughput * 1e-4, "the score is the mean over the rounds");
            assertEquals(6, step.get("iterations").asInt(), "every measured iteration of both rounds");
            assertEquals(6, step.get("iterationThroughputs").size());
            assertTrue(step.get("throughputError").isNumber(), "two rounds give an error: " + step);
            assertNotEquals("mismatch", step.get("commitCheck").get("verdict").asText(), step.toString());
        }
        RunResult result = CapacityStressRuns.read(dir.resolve("results.json"));
        // the steps' counts and what ended outside them are the run's; the server's commit delta is ours
        CapacityCounts.assertAddUp(capacity, result);
        assertEquals(List.of(1, 2, 1, 2), usersInRunOrder(result), "interleaved: the ladder twice, in one run");
        assertTrue(run.out().contains("Round 1/2 Step 1: 1 user "), run.out());
        assertTrue(run.out().contains("Round 2/2 Step 2: 2 users "), run.out());
        assertTrue(run.out().contains("2 of 2 rounds ran every step of the ladder"), run.out());
    }

    @Test
    void aBadRepeatsIsOneLineAndExit2BeforeConnecting() {
        CliProcess.Run run = capacity("--users", "1,2", "--repeats", "0");
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("option --repeats: must be at least 1, was 0"), run.err());
        assertTrue(Files.notExists(dir.resolve("results.json")));
    }

    /** The users of the run's intervals, one entry per change: the steps in the order they ran. */
    private static List<Integer> usersInRunOrder(RunResult run) {
        List<Integer> order = new ArrayList<>();
        for (IntervalSample i : run.intervals()) {
            if (i.usersActive() == 0) continue;
            if (order.isEmpty() || order.get(order.size() - 1) != i.usersActive()) order.add(i.usersActive());
        }
        return order;
    }

    private CliProcess.Run capacity(String... search) {
        List<String> args = new ArrayList<>(
                List.of("--warmup", "1x3s", "--iterations", "3x1s", "-d", dir.toString(), "-v", "users,tps"));
        args.addAll(List.of(search));
        return CapacityStressRuns.capacity(db, args);
    }
}
