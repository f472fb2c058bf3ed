package io.dbbench.it.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.it.CliProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's live commits: during an embedded Stress Test run (one commit per transaction) the page's samples
 * carry the database's commits per second, read from pg_stat_database once a second, near the run's own transactions
 * per second over several seconds (not to the second: PostgreSQL's backends publish their counts up to a second late),
 * and the commits our transactions declared per second, which are our transactions per second but for those that end
 * at the edge of a second.
 */
class ConsoleCommitsIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long WAIT_NANOS = 240_000_000_000L;
    /** Seconds of samples summed on both sides: the lag of the database's count is a second at most. */
    private static final int SECONDS = 10;
    /** The run's users: at most this many transactions are ending at once, at the edge of a second. */
    private static final int USERS = 2;

    @TempDir
    Path dir;

    @Test
    void theDatabasesCommitsPerSecond_followOurTransactions() throws Exception {
        try (ConsoleProcess run = new ConsoleProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "--create",
                "-uc",
                String.valueOf(USERS),
                "-rt",
                "0:00.40",
                "--console",
                "0",
                "-r",
                dir.resolve("results.xml").toString())) {
            String url = run.url();
            // one sample per second, each kept once (by its time), from the first with a commit rate on
            Map<Long, JsonNode> samples = new LinkedHashMap<>();
            long deadline = System.nanoTime() + WAIT_NANOS;
            while (samples.size() < SECONDS && System.nanoTime() < deadline) {
                JsonNode sample =
                        JSON.readTree(ConsoleProcess.get(url + "api/state")).get("sample");
                if (sample != null
                        && sample.path("dbCommitsPerSecond").isNumber()
                        && sample.path("dbCommitsPerSecond").asDouble() > 0
                        && (!samples.isEmpty() || sample.path("tps").asDouble() > 0))
                    samples.putIfAbsent(sample.get("epochMillis").asLong(), sample);
                Thread.sleep(300);
            }
            assertEquals(SECONDS, samples.size(), "seconds with a commit rate:\n" + run.output());
            double commits = 0;
            double declared = 0;
            double tps = 0;
            long failed = 0;
            // stretches of consecutive samples (a poll may miss a second): a new one after more than a second's gap
            int stretches = 0;
            double previousElapsedSeconds = Double.NEGATIVE_INFINITY;
            for (JsonNode s : samples.values()) {
                commits += s.get("dbCommitsPerSecond").asDouble();
                declared += s.path("declaredCommitsPerSecond").asDouble(-1e9);
                tps += s.get("tps").asDouble();
                failed += s.path("failedInInterval").asLong();
                double elapsedSeconds = s.get("elapsedSeconds").asDouble();
                if (elapsedSeconds - previousElapsedSeconds > 1.5) stretches++;
                previousElapsedSeconds = elapsedSeconds;
            }
            // a transaction records its latency (its TPS) before it adds its commit, and the once-a-second drain
            // takes the latencies before the commits: one ending at the edge of a second may be in one second's TPS
            // and the next one's declared commits. Inside a stretch of consecutive seconds these cancel; at each of
            // its two edges at most one transaction per user is moved, and a second is at least a second long, so
            // each stretch may differ by 2 x users per second (plus the samples' rounding to 3 decimals)
            double edgeTolerance = 2.0 * USERS * stretches + 0.01;
            assertTrue(declared > 0, "declared commits " + declared);
            // a Stress Test transaction declares one commit; a failed one may have declared its commit before failing
            // (failed counts, not per second: no fewer, a second being at least a second long)
            String figures = "declared commits " + declared + ", our transactions " + tps + ", failed " + failed
                    + ", stretches " + stretches;
            assertTrue(declared >= tps - edgeTolerance, figures);
            assertTrue(declared <= tps + failed + edgeTolerance, figures);
            // a Stress Test transaction commits once; the readings' lag and the run's own few statements stay within
            // half of ten seconds' transactions
            assertTrue(
                    commits > 0.5 * tps && commits < 1.5 * tps, "db commits " + commits + ", our transactions " + tps);
            assertEquals(0, run.awaitExit(), run.output());
            assertFalse(run.output().contains("not available"), run.output());
        }
        assertTrue(Files.isRegularFile(dir.resolve("results.json")));
    }
}
