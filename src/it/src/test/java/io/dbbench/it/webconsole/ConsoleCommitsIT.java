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
 * and the commits our transactions declared per second, which are our transactions per second to the second.
 */
class ConsoleCommitsIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long WAIT_NANOS = 240_000_000_000L;
    /** Seconds of samples summed on both sides: the lag of the database's count is a second at most. */
    private static final int SECONDS = 10;

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
                "2",
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
            for (JsonNode s : samples.values()) {
                commits += s.get("dbCommitsPerSecond").asDouble();
                declared += s.path("declaredCommitsPerSecond").asDouble(-1e9);
                tps += s.get("tps").asDouble();
                failed += s.path("failedInInterval").asLong();
            }
            // ours are counted where each transaction ends, in the same second as its TPS: one declared commit each
            assertTrue(declared > 0, "declared commits " + declared);
            if (failed == 0) assertEquals(tps, declared, 0.01, "declared commits, our transactions");
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
