package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.common.StopOnSignal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The parent of --fork / --replicas N and its children's consoles, each child's found by the file it writes. */
class ChildConsolesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String IDENTITY =
            LiveConsole.identity("Stress Test", null, List.of("Stress Test"), "embedded PostgreSQL", 1, "0:00:30");

    @Test
    void theParentFollowsEachChildThatSaysWhereItsConsoleIs_andEndsWithTheRun() throws Exception {
        StringWriter out = new StringWriter();
        Path dir;
        try (WebConsole replica = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                WebConsole repeat = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                ChildConsoles parent =
                        ChildConsoles.serve(WebConsole.bind("127.0.0.1", 0, w -> {}), new PrintWriter(out, true));
                StopOnSignal signals = new StopOnSignal()) {
            dir = parent.dir();
            assertTrue(Files.isDirectory(dir));
            assertTrue(ChildConsoles.childFlags(dir).enabled(), "a child of a parent with a console serves one");
            assertFalse(ChildConsoles.childFlags(null).enabled());
            ChildConsoles.announce(dir, replica, "replica 0/2");
            // two children of one JVM would overwrite each other's file: a forked repeat is a JVM of its own
            Path forked = Files.createTempDirectory("dbbench-consoles-test-");
            try {
                ChildConsoles.announce(forked, repeat, null);
                Path file;
                try (var files = Files.list(forked)) {
                    file = files.filter(f -> f.toString().endsWith(".url"))
                            .findFirst()
                            .orElseThrow();
                }
                Files.move(file, dir.resolve("999999999.url"));
            } finally {
                Files.deleteIfExists(forked);
            }
            Files.writeString(dir.resolve("not-a-console.url"), "ftp://elsewhere/\n");

            ConsoleClient page = new ConsoleClient(parent.web());
            JsonNode sample = await(page, s -> s.get("replicas").size() == 2);
            Set<String> names = new HashSet<>();
            for (JsonNode r : sample.get("replicas")) names.add(r.get("name").asText());
            assertEquals(Set.of("replica 0/2", "repeat 1"), names, sample.toString());
            assertTrue(JSON.readTree(page.get("/api/state").body())
                    .at("/identity/children")
                    .asBoolean());

            parent.finish(null, 0, 0, signals, new PrintWriter(out, true));
            assertTrue(
                    parent.web().endJson().contains("\"exitCode\":0"),
                    parent.web().endJson());
        }
        assertFalse(Files.exists(dir), "the parent's directory of addresses is removed");
    }

    @Test
    void aReplicaThatNeverSaysWhereItsConsoleIs_hasItsPanel_andIsUnreachableAtTheEnd() throws Exception {
        StringWriter out = new StringWriter();
        try (WebConsole first = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {});
                ChildConsoles parent = ChildConsoles.serve(
                        WebConsole.bind("127.0.0.1", 0, w -> {}),
                        new PrintWriter(out, true),
                        ChildConsoles.replicaLabels(2));
                StopOnSignal signals = new StopOnSignal()) {
            assertEquals(List.of("replica 0/2", "replica 1/2"), ChildConsoles.replicaLabels(2));
            ConsoleClient page = new ConsoleClient(parent.web());
            JsonNode before = await(page, s -> s.get("replicas").size() == 2);
            assertEquals("connecting", before.at("/replicas/0/state").asText(), before.toString());
            assertEquals("connecting", before.at("/replicas/1/state").asText(), before.toString());
            assertTrue(before.at("/replicas/1/url").isNull(), before.toString());

            ChildConsoles.announce(parent.dir(), first, ChildConsoles.replicaLabel(0, 2));
            JsonNode live = await(page, s -> s.at("/replicas/0/state").asText().equals("live"));
            assertEquals(2, live.get("replicas").size(), "the child took its placeholder's place: " + live);
            assertEquals("replica 0/2", live.at("/replicas/0/name").asText());
            assertEquals("replica 1/2", live.at("/replicas/1/name").asText());
            assertEquals("connecting", live.at("/replicas/1/state").asText(), live.toString());

            parent.finish(null, 1, 0, signals, new PrintWriter(out, true));
            JsonNode last = JSON.readTree(parent.web().latestSample());
            assertEquals("unreachable", last.at("/replicas/1/state").asText(), last.toString());
            assertTrue(
                    last.at("/replicas/1/detail").asText().contains("ended without saying where its console was"),
                    last.toString());
            assertTrue(out.toString().contains("replica replica 1/2: unreachable: "), out.toString());
        }
    }

    /** The page's latest sample once it satisfies {@code wanted}; a clear failure after a minute without. */
    private static JsonNode await(ConsoleClient page, Predicate<JsonNode> wanted) throws Exception {
        JsonNode sample = null;
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline) {
            sample = JSON.readTree(page.get("/api/state").body()).get("sample");
            if (sample != null && !sample.isNull() && wanted.test(sample)) return sample;
            Thread.sleep(100);
        }
        throw new AssertionError("the page never showed what was awaited; its last sample: " + sample);
    }
}
