package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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
    /** Set-up statements and the server readings' own, a few per connection (as ServerSectionIT bounds them). */
    private static final long KNOWN_EXTRA_AT_MOST = 200;

    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void createSchema() {
        db = EmbeddedDatabase.newDatabase("capacityrates");
        CliProcess.Run setup = CliProcess.inProcess(
                "-c",
                stress(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "1",
                "-mt",
                "1",
                "--create",
                "-nr");
        assertEquals(0, setup.exitCode(), setup.err());
    }

    @Test
    void aSearchOverRatesAchievesEachRateItServedAndItsCountsAddUp() throws Exception {
        CliProcess.Run run = capacity("--rates", "20,40,80", "-uc", "8");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        JsonNode capacity = section();
        assertEquals("rate", capacity.get("loadKind").asText());
        JsonNode steps = capacity.get("steps");
        String reason = capacity.get("stop").get("reason").asText();
        // 80/s is a fraction of what the Stress Test takes here; a machine so loaded that it falls behind says so
        assertTrue(Set.of("LIST_END", "SATURATED").contains(reason), reason);
        if (reason.equals("LIST_END")) assertEquals(3, steps.size());
        List<Double> rates = new ArrayList<>();
        steps.forEach(s -> rates.add(s.get("load").asDouble()));
        assertEquals(List.of(20.0, 40.0, 80.0).subList(0, steps.size()), rates);
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            boolean served = i < steps.size() - 1 || reason.equals("LIST_END");
            // a step served follows its offered rate: within the 5 % the saturation rule allows
            if (served)
                assertEquals(
                        rates.get(i),
                        step.get("throughput").asDouble(),
                        rates.get(i) * 0.05,
                        "step " + (i + 1) + ": " + step);
            assertEquals(3, step.get("iterations").asInt());
        }
        assertTrue(run.out().contains("Step 1: 20/s "), run.out());
        assertTrue(run.out().contains("rates 20,40,80/s in steps, served by 8 users"), run.out());
        assertTrue(run.out().contains("latency "), run.out());
        assertTrue(capacity.get("departure").get("sentence").asText().startsWith("latency "), capacity.toString());
        assertEquals(20.0, capacity.get("departure").get("baseRate").asDouble());
        assertTrue(capacity.get("usl").get("error").asText().startsWith("not fitted for open-loop steps"));
        assertCountsAddUp(capacity);
        // the run's users stayed the 8 that served the schedule
        assertEquals(8, read(dir.resolve("results.json")).config().load().users());
    }

    /** The steps' counts and what ended outside them are the run's totals; the server committed them all. */
    private void assertCountsAddUp(JsonNode capacity) throws Exception {
        RunResult result = read(dir.resolve("results.json"));
        long inSteps = 0;
        long failedInSteps = 0;
        for (JsonNode s : capacity.get("steps")) {
            inSteps += s.get("stepCompleted").asLong();
            failedInSteps += s.get("stepFailed").asLong();
        }
        assertEquals(
                result.totalCompleted(),
                inSteps + capacity.get("outsideSteps").get("completed").asLong());
        assertEquals(
                result.totalFailed(),
                failedInSteps + capacity.get("outsideSteps").get("failed").asLong());
        assertTrue(capacity.get("outsideSteps").get("countsAddUp").asBoolean(), capacity.toString());
        assertEquals(0, result.totalFailed(), "failures: " + result.errorsByCode());
        assertEquals(
                result.totalCompleted(), result.dmlTotals().commits(), "each Stress Test transaction commits once");
        ServerSummary server = result.details().server();
        assertTrue(server.isAvailable(), server.unavailable());
        long extra = server.counters().get(ServerCounters.COMMITS)
                - result.dmlTotals().commits();
        assertTrue(
                extra >= 0 && extra <= KNOWN_EXTRA_AT_MOST,
                "commit delta " + server.counters().get(ServerCounters.COMMITS) + " vs "
                        + result.dmlTotals().commits());
    }

    private CliProcess.Run capacity(String... search) {
        List<String> args = new ArrayList<>(List.of(
                "capacity",
                "-c",
                stress(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "--warmup",
                "1x1s",
                "--iterations",
                "3x2s",
                "-d",
                dir.toString(),
                "-v",
                "users,tps"));
        args.addAll(List.of(search));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }

    private JsonNode section() throws Exception {
        JsonNode capacity = new ObjectMapper()
                .readTree(Files.readString(dir.resolve("results.json")))
                .get("capacity");
        assertTrue(capacity != null && capacity.isObject(), "no capacity section");
        return capacity;
    }

    private static String stress() {
        return CliProcess.config("Stress_Test.xml").toString();
    }

    private static RunResult read(Path json) throws Exception {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
