package io.dbbench.it.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.it.CliProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --replicas 2 --console}: each replica JVM serves a console on a loopback port of its own, the parent the
 * merged page of both (the same code as {@code bench-cli console}); it ends with the merged run's exit code and links
 * the merged results.html.
 */
class ChildConsolesIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long WAIT_NANOS = 240_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void theParentServesItsReplicasMerged_andLinksTheMergedResults() throws Exception {
        try (ConsoleProcess run = new ConsoleProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "--replicas",
                "2",
                "-uc",
                "1",
                "-rt",
                "0:00.25",
                "--console",
                "0",
                "--console-linger",
                "120",
                "-r",
                dir.resolve("results.xml").toString())) {
            String url = run.url();
            // both replicas live at once, summed
            JsonNode both = await(
                    url,
                    s -> s.path("replicasLive").asInt() == 2
                            && s.path("replicasInSum").asInt() == 2
                            && s.at("/sum/tps").asDouble() > 0);
            Set<String> names = new HashSet<>();
            for (JsonNode r : both.get("replicas")) {
                names.add(r.get("name").asText());
                assertTrue(r.get("url").asText().startsWith("http://127.0.0.1:"), r.toString());
                assertFalse(r.get("url").asText().equals(url), "a child's console is its own");
            }
            assertEquals(Set.of("replica 0/2", "replica 1/2"), names);
            assertEquals(2, both.at("/sum/usersLoggedOn").asInt(), both.toString());

            // the parent's end: the merged run's exit code and its results.html
            JsonNode end = awaitEnd(url);
            assertEquals(0, end.get("exitCode").asInt(), run.output());
            assertEquals("/results.html", end.get("results").asText());
            assertEquals(200, ConsoleProcess.status(url + "results.html"));
            JsonNode last = JSON.readTree(ConsoleProcess.get(url + "api/state")).get("sample");
            for (JsonNode r : last.get("replicas"))
                assertEquals("ended", r.get("state").asText(), last.toString());
            JsonNode controls =
                    JSON.readTree(ConsoleProcess.get(url + "api/state")).get("controls");
            assertTrue(controls != null && controls.has("needToken"), "the state says whether a token is needed");
            assertFalse(controls.get("needToken").asBoolean(), "loopback: no token");

            run.interrupt(); // ends the linger
            assertEquals(130, run.awaitExit(), run.output());
        }
        assertTrue(Files.isRegularFile(dir.resolve("results.json")));
        assertTrue(Files.isRegularFile(dir.resolve("results-r0.json")));
    }

    private static JsonNode await(String url, java.util.function.Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + WAIT_NANOS;
        String last = "";
        while (System.nanoTime() < deadline) {
            last = ConsoleProcess.get(url + "api/state");
            JsonNode sample = JSON.readTree(last).get("sample");
            if (sample != null && !sample.isNull() && wanted.test(sample)) return sample;
            Thread.sleep(500);
        }
        throw new AssertionError("never: " + last);
    }

    private static JsonNode awaitEnd(String url) throws Exception {
        long deadline = System.nanoTime() + WAIT_NANOS;
        String last = "";
        while (System.nanoTime() < deadline) {
            last = ConsoleProcess.get(url + "api/state");
            JsonNode end = JSON.readTree(last).get("end");
            if (end != null && !end.isNull()) return end;
            Thread.sleep(500);
        }
        throw new AssertionError("never ended: " + last);
    }
}
