package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.core.internal.capacity.plan.OfferedRate;
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
 * {@code bench-cli capacity --rates} on the embedded PostgreSQL: an open-loop search of the Stress Test at 20, 40 and
 * 80 intended starts per second in one run, served by 8 users. Each step served its rate achieves it (the schedule
 * sets the load, not the database's speed, at rates this far below what it takes), the steps' counts with what ended
 * outside them are the run's, and the server's commit delta confirms them. The loads and counts are asserted, and
 * the achieved rates against the offered ones, never a response time.
 */
class CapacityRatesSearchIT {
    /** Each measured iteration's length: 20/s × 2 s = 40 slots, the fewest for which the 5 % tolerance holds. */
    private static final int ITERATION_SECONDS = 2;

    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void createSchema() {
        db = CapacityStressRuns.stressDatabase("capacityrates");
    }

    @Test
    void aSearchOverRatesAchievesEachRateItServedAndItsCountsAddUp() throws Exception {
        CliProcess.Run run = capacity("--rates", "20,40,80", "-uc", "8");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        JsonNode capacity = CapacityStressRuns.section(dir);
        assertEquals("rate", capacity.get("loadKind").asText());
        JsonNode steps = capacity.get("steps");
        // 80/s is a small fraction of what the Stress Test takes here and 8 users serve it many times over: each step
        // keeps up, and the search ends with its list
        assertEquals("LIST_END", capacity.get("stop").get("reason").asText(), capacity.toString());
        assertEquals(3, steps.size());
        List<Double> rates = new ArrayList<>();
        steps.forEach(s -> rates.add(s.get("load").asDouble()));
        assertEquals(List.of(20.0, 40.0, 80.0), rates);
        List<Double> achieved = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            double offered = rates.get(i);
            // every step follows its own offered rate, within what the edges of its windows explain (max(5 %, 2/N),
            // N = rate × window ≥ 40 here): a rate that was never steered stays at the first step's and fails this
            double tolerance = OfferedRate.toleranceFor(offered * ITERATION_SECONDS);
            double throughput = step.get("throughput").asDouble();
            assertEquals(offered, throughput, offered * tolerance, "step " + (i + 1) + ": " + step);
            achieved.add(throughput);
            assertEquals(3, step.get("iterations").asInt());
        }
        assertTrue(
                achieved.get(1) > achieved.get(0) && achieved.get(2) > achieved.get(0),
                "steps 2 and 3 complete more per second than step 1: " + achieved);
        assertTrue(run.out().contains("Step 1: 20/s "), run.out());
        assertTrue(run.out().contains("rates 20,40,80/s in steps, served by 8 users"), run.out());
        assertTrue(run.out().contains("latency "), run.out());
        // the run's rate was stepped: the report does not hold the whole run's average against the last step's rate
        assertTrue(run.out().contains("Open loop: rates 20,40,80/s in steps (see the capacity summary)"), run.out());
        assertTrue(!run.out().contains("asked for 80.0"), run.out());
        String html = Files.readString(dir.resolve("results.html"));
        assertTrue(html.contains("open loop, rates 20,40,80/s in steps"), "results.html's load");
        assertTrue(!html.contains("open loop at 80.0"), "results.html's load");
        assertTrue(capacity.get("departure").get("sentence").asText().startsWith("latency "), capacity.toString());
        assertEquals(20.0, capacity.get("departure").get("baseRate").asDouble());
        assertTrue(capacity.get("usl").get("error").asText().startsWith("not fitted for open-loop steps"));
        assertCountsAddUp(capacity);
        // the run's users stayed the 8 that served the schedule
        assertEquals(
                8,
                CapacityStressRuns.read(dir.resolve("results.json"))
                        .config()
                        .load()
                        .users());
    }

    /** The steps' counts and what ended outside them are the run's totals; the server committed them all. */
    private void assertCountsAddUp(JsonNode capacity) throws Exception {
        CapacityCounts.assertAddUp(capacity, CapacityStressRuns.read(dir.resolve("results.json")));
    }

    private CliProcess.Run capacity(String... search) {
        List<String> args = new ArrayList<>(List.of(
                "--warmup",
                "1x1s",
                "--iterations",
                "3x" + ITERATION_SECONDS + "s",
                "-d",
                dir.toString(),
                "-v",
                "users,tps"));
        args.addAll(List.of(search));
        return CapacityStressRuns.capacity(db, args);
    }
}
