package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
 * {@code bench-cli capacity --users 2,4 --replicas 2} on the embedded PostgreSQL: each step's users spread over two
 * replica JVMs, every step merged and decided on by the parent. Each merged step's counts are its replicas' summed,
 * the steps' counts with what fell outside them are the merged run's total (and the replicas' totals summed), and the
 * server's commit delta is the commits we counted. Counts only, never timings.
 */
class CapacityReplicasIT {
    private static final String XACT_COMMIT =
            "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()";
    /** Each replica's set-up statements and server readings: a few per connection (as ReplicasIT bounds them). */
    private static final long KNOWN_EXTRA_AT_MOST = 200;

    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void createSchema() {
        db = CapacityStressRuns.stressDatabase("capacityreplicas");
    }

    @Test
    void twoReplicasShareEachStepAndTheMergedStepsAddUpToWhatTheDatabaseCommitted() throws Exception {
        long commitsBefore = db.count(XACT_COMMIT);
        CliProcess.Run run = capacity("--users", "2,4", "--replicas", "2", "--no-plots");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in the output");
        JsonNode capacity = CapacityStressRuns.section(dir);
        assertEquals("LIST_END", capacity.get("stop").get("reason").asText());
        JsonNode steps = capacity.get("steps");
        assertEquals(2, steps.size());
        long inSteps = 0;
        for (int i = 0; i < steps.size(); i++) {
            JsonNode step = steps.get(i);
            assertEquals(2 << i, step.get("load").asInt());
            JsonNode replicas = step.get("replicas");
            assertEquals(2, replicas.size(), step.toString());
            long completed = 0;
            long failed = 0;
            for (int r = 0; r < 2; r++) {
                JsonNode replica = replicas.get(r);
                assertEquals(r, replica.get("replica").asInt());
                assertTrue(replica.get("completed").asLong() > 0, "replica " + r + " ran nothing: " + step);
                completed += replica.get("completed").asLong();
                failed += replica.get("failed").asLong();
            }
            assertEquals(step.get("stepCompleted").asLong(), completed, "a merged step's count is its replicas'");
            assertEquals(step.get("stepFailed").asLong(), failed);
            inSteps += completed;
        }
        RunResult merged = CapacityStressRuns.read(dir.resolve("results.json"));
        long replicasTotal = 0;
        JsonNode outside = capacity.get("outsideSteps").get("replicas");
        assertEquals(2, outside.size(), capacity.get("outsideSteps").toString());
        for (int r = 0; r < 2; r++) {
            Path json = dir.resolve("results-r" + r + ".json");
            assertTrue(Files.exists(json), "replica " + r + " wrote its own results");
            RunResult own0 = CapacityStressRuns.read(json);
            // its identity, which the merge tells replicas apart by (their start times often match to the ms)
            assertEquals(r, own0.details().replica().index(), "replica " + r + "'s results say its index");
            assertEquals(2, own0.details().replica().count());
            long total = own0.totalCompleted();
            replicasTotal += total;
            // each replica's outside is its own count (checked against its run in its JVM), not derived here
            JsonNode own = outside.get(r);
            assertEquals(r, own.get("replica").asInt());
            assertTrue(own.get("sent").asBoolean(), "replica " + r + " sent its counts: " + own);
            assertTrue(own.get("completed").asLong() >= 0, own.toString());
            assertTrue(own.get("failed").asLong() >= 0, own.toString());
            long reported = 0;
            for (JsonNode step : steps)
                reported += step.get("replicas").get(r).get("completed").asLong();
            assertEquals(total, reported + own.get("completed").asLong(), "replica " + r + "'s steps and outside");
        }
        assertEquals(replicasTotal, merged.totalCompleted(), "the merged run is its replicas'");
        long outsideSum = outside.get(0).get("completed").asLong()
                + outside.get(1).get("completed").asLong();
        assertEquals(outsideSum, capacity.get("outsideSteps").get("completed").asLong());
        assertEquals(merged.totalCompleted(), inSteps + outsideSum, "merged steps and the replicas' own outside");
        assertTrue(capacity.get("outsideSteps").get("countsAddUp").asBoolean(), capacity.toString());
        assertEquals(0, merged.totalFailed(), "failures: " + merged.errorsByCode());
        assertEquals(
                merged.totalCompleted(), merged.dmlTotals().commits(), "each Stress Test transaction commits once");
        long delta = commitsSince(commitsBefore, merged.dmlTotals().commits());
        long extra = delta - merged.dmlTotals().commits();
        assertTrue(
                extra >= 0 && extra <= KNOWN_EXTRA_AT_MOST,
                "xact_commit delta " + delta + " vs " + merged.dmlTotals().commits() + " commits counted");
        assertTrue(run.out().contains("Step 1: 2 users "), run.out());
        assertTrue(run.out().contains("Step 2: 4 users "), run.out());
    }

    @Test
    void aStepWithFewerUsersThanReplicasIsOneLineAndExit2BeforeConnecting() {
        CliProcess.Run run = capacity("--users", "1,2", "--replicas", "2");
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("option --users: step 1 has 1 users, fewer than --replicas 2"), run.err());
        assertTrue(Files.notExists(dir.resolve("results.json")));
        assertTrue(Files.notExists(dir.resolve("results-r0.log")), "no replica started");
    }

    /**
     * The server's commits since {@code before}: its statistics reach pg_stat_database once each session has
     * reported them (at its end at the latest), so it is read until it has at least {@code atLeast}, for a bounded
     * while.
     */
    private static long commitsSince(long before, long atLeast) throws Exception {
        long delta = db.count(XACT_COMMIT) - before;
        for (int i = 0; i < 100 && delta < atLeast; i++) {
            Thread.sleep(100);
            delta = db.count(XACT_COMMIT) - before;
        }
        return delta;
    }

    private CliProcess.Run capacity(String... search) {
        List<String> args =
                new ArrayList<>(List.of("--warmup", "1x2s", "--iterations", "3x1s", "-d", dir.toString(), "-s"));
        args.addAll(List.of(search));
        return CapacityStressRuns.capacity(db, args);
    }
}
