package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The merged page in front of real consoles on loopback: two replicas publishing samples, one that never answers.
 * It waits for what the page shows (bounded), never for a length of time.
 */
class MergedConsoleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String IDENTITY =
            LiveConsole.identity("Stress Test", null, List.of("Stress Test"), "embedded PostgreSQL", 2, "0:00:30");
    private static final long WAIT_NANOS = 60_000_000_000L;

    @Test
    void sumsTheLiveReplicas_showsEachOne_andSaysWhichEndedOrCouldNotBeReached() throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        // a port free a moment ago and closed now, picked once the three consoles are bound: picked before them, the
        // merged console's own port 0 could take it again, and "unreachable" would answer as a live replica
        int[] closedPort = new int[1];
        try (WebConsole a = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                WebConsole b = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                MergedConsole merged = MergedConsole.start(
                        WebConsole.bind("127.0.0.1", 0, w -> {}),
                        List.of(
                                ReplicaUrl.parse(a.url() + "#token=feedfacefeedface"),
                                ReplicaUrl.parse(b.url()),
                                ReplicaUrl.parse("http://127.0.0.1:" + freedPort(closedPort) + "/")),
                        2,
                        50,
                        notices::add)) {
            ConsoleClient page = new ConsoleClient(merged.web());
            b.event("notice", "session 3 lost its connection");
            long[] epoch = {System.currentTimeMillis()};
            JsonNode summed = await(
                    merged,
                    epoch,
                    List.of(a, b),
                    m -> m.at("/sum/tps").asDouble() == 165
                            && m.at("/replicas/2/state").asText().equals("unreachable"));
            assertEquals(6, summed.at("/sum/usersLoggedOn").asInt());
            assertEquals("live", summed.at("/replicas/0/state").asText());
            assertEquals(
                    4.0,
                    summed.at("/replicas/1/sample/transactions/0/p95Millis").asDouble(),
                    1e-9);
            assertEquals("unreachable", summed.at("/replicas/2/state").asText());
            assertTrue(summed.at("/replicas/2/detail").asText().startsWith("unreachable: "), summed.toString());

            a.ended(null, 0);
            JsonNode afterEnd = await(
                    merged,
                    epoch,
                    List.of(b),
                    m -> m.at("/replicas/0/state").asText().equals("ended")
                            && m.at("/sum/tps").asDouble() == 15);
            assertEquals("ended, exit code 0", afterEnd.at("/replicas/0/detail").asText());
            assertTrue(afterEnd.at("/sum/totalCompleted").asLong() >= 1200, afterEnd.toString());
            assertEquals("1 of 3", liveOf(afterEnd));

            String history = history(merged.web());
            assertTrue(
                    history.contains(b.url().substring(7, b.url().length() - 1) + ": session 3 lost its connection"),
                    history);
            assertTrue(history.contains("replica 127.0.0.1:" + closedPort[0] + ": unreachable"), history);
            assertFalse(history.contains("feedface"), "the token never reaches the merged page");

            // the page only reads, with no token asked for
            assertTrue(page.get("/").body().contains("/merged.js"));
            assertEquals(200, page.get("/merged.js").statusCode());
            assertTrue(page.get("/")
                    .body()
                    .contains("<script src=\"/console-common.js\" defer></script>\n<script src=\"/merged.js\""));
            assertEquals(200, page.get("/console-common.js").statusCode());
            assertEquals(
                    404, page.post("/api/stop", "", "X-Dbbench-Control", "1").statusCode());
            JsonNode state = JSON.readTree(page.get("/api/state").body());
            assertFalse(state.at("/controls/needToken").asBoolean());
            assertFalse(state.toString().contains("feedface"));
            assertEquals("Console: " + merged.web().url(), merged.web().bannerLine());

            assertFalse(merged.awaitOver(0), "b still runs");
            b.ended(null, 3);
            assertTrue(merged.awaitOver(60_000), "every replica over");
            assertEquals(4, MergedConsole.exitCode(merged.replicas()), "one was never reached");
            assertTrue(
                    merged.web().endJson().contains("\"exitCode\":4"),
                    merged.web().endJson());
            assertTrue(notices.stream().anyMatch(n -> n.endsWith("ended, exit code 3")), notices.toString());
        }
    }

    @Test
    void aReplicaAddedAfterTheEndIsIgnored_andTheExitCodeStays() throws Exception {
        try (WebConsole a = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                MergedConsole merged = MergedConsole.start(
                        WebConsole.bind("127.0.0.1", 0, w -> {}),
                        List.of(ReplicaUrl.parse("http://127.0.0.1:" + a.port() + "/")),
                        2,
                        50,
                        n -> {})) {
            long[] epoch = {System.currentTimeMillis()};
            await(merged, epoch, List.of(a), m -> m.get("replicasLive").asInt() == 1);
            a.ended(null, 0);
            assertTrue(merged.awaitOver(60_000), "the only replica ended");
            assertEquals(0, merged.endCode());
            // a late look-up's replica, never reachable: it would make the exit code 4
            merged.add(ReplicaUrl.parse("http://127.0.0.1:" + freedPort(new int[1]) + "/"));
            assertEquals(1, merged.replicas().size(), "not followed after the end");
            assertEquals(0, merged.endCode());
            assertEquals(0, MergedConsole.exitCode(merged.replicas()));
        }
    }

    private static String liveOf(JsonNode m) {
        return m.get("replicasLive").asInt() + " of " + m.get("replicas").size();
    }

    /**
     * Publishes a sample a tick on each running replica (a: 150 TPS, 2 users; b: 15 TPS, 4 users) until the merged
     * page's latest sample satisfies {@code wanted}; bounded.
     */
    private static JsonNode await(MergedConsole m, long[] epoch, List<WebConsole> running, Predicate<JsonNode> wanted)
            throws Exception {
        return awaitLatest(
                m,
                () -> {
                    epoch[0] += 1000;
                    for (WebConsole r : running) {
                        boolean first = r.url().equals(running.get(0).url()) && running.size() == 2;
                        r.sample(
                                first
                                        ? MergedSampleTest.sample(epoch[0], 100, 50, 2, 1000, 3)
                                        : MergedSampleTest.sample(epoch[0], 10, 5, 4, 200, 1));
                    }
                },
                wanted);
    }

    /** Runs {@code eachTick} every 100 ms until the merged page's latest sample satisfies {@code wanted}; bounded. */
    static JsonNode awaitLatest(MergedConsole m, Runnable eachTick, Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + WAIT_NANOS;
        while (System.nanoTime() < deadline) {
            eachTick.run();
            String latest = m.web().latestSample();
            if (!latest.equals("null")) {
                JsonNode j = JSON.readTree(latest);
                if (wanted.test(j)) return j;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("never: " + m.web().latestSample());
    }

    private static String history(WebConsole web) {
        List<String> all = new ArrayList<>();
        for (byte[] b : web.streams().history()) all.add(new String(b, StandardCharsets.UTF_8));
        return String.join("", all);
    }

    /** A port the system gave and took back: nothing listens on it (unless another process takes it meanwhile). */
    private static int freedPort(int[] into) throws java.io.IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            into[0] = s.getLocalPort();
        }
        return into[0];
    }
}
