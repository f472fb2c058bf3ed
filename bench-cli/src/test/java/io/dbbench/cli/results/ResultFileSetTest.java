package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's three result files: never a results.json beside another run's results.xml or results.html. */
class ResultFileSetTest {
    /** The process dying mid-commit: an Error, so nothing after it runs but finally blocks. */
    private static final class Killed extends Error {
        private static final long serialVersionUID = 1L;
    }

    @TempDir
    Path dir;

    private Path xml;
    private Path json;
    private Path html;

    private void lastRunsSet() throws IOException {
        xml = Files.writeString(dir.resolve("results.xml"), "old xml");
        json = Files.writeString(dir.resolve("results.json"), "old json");
        html = Files.writeString(dir.resolve("results.html"), "old html");
    }

    private static ResultFileSet.Content text(String s) {
        return f -> Files.writeString(f, s);
    }

    /** Commits the set: the files that could not be put in place (each to be written on its own), in order. */
    private static List<ResultFileSet.Unwritten> commit(ResultFileSet set) {
        List<ResultFileSet.Unwritten> unwritten = new ArrayList<>();
        set.commit(unwritten::add);
        return unwritten;
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWholeSetReplacesTheLastRunsAndLeavesNoTemporaryFile() throws Exception {
        lastRunsSet();
        ResultFileSet set = new ResultFileSet(json);
        set.stage(xml, text("new xml"));
        set.stage(json, text("new json"));
        set.stage(html, text("new html"));
        assertEquals("old json", Files.readString(json), "nothing is replaced before every file is written");
        assertEquals(List.of(), commit(set));
        assertEquals("new xml", Files.readString(xml));
        assertEquals("new json", Files.readString(json));
        assertEquals("new html", Files.readString(html));
        assertEquals(List.of("results.html", "results.json", "results.xml"), names());
    }

    @Test
    void aKillBetweenTheRenamesLeavesNoResultsJsonBesideAMixedSet() throws Exception {
        lastRunsSet();
        AtomicInteger renames = new AtomicInteger();
        ResultFileSet set = new ResultFileSet(json, (from, to) -> {
            // the process dies after the first rename (an Error: nothing after it runs but finally blocks)
            if (renames.getAndIncrement() == 1) throw new Killed();
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        });
        set.stage(xml, text("new xml"));
        set.stage(json, text("new json"));
        set.stage(html, text("new html"));
        assertThrows(Killed.class, () -> commit(set));
        assertEquals("new xml", Files.readString(xml));
        assertEquals("old html", Files.readString(html));
        assertFalse(Files.exists(json), "a results.json says its set is whole: here it is not");
        assertEquals(List.of("results.html", "results.xml"), names(), "no temporary file is left");
    }

    @Test
    void aFileThatCannotBeRenamedIsGivenBackToBeWrittenOnItsOwn() throws Exception {
        lastRunsSet();
        ResultFileSet set = new ResultFileSet(json, (from, to) -> {
            if (to.equals(html.toAbsolutePath())) throw new IOException("disk full");
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        });
        set.stage(xml, text("new xml"));
        set.stage(html, text("new html"));
        set.stage(json, text("new json"));
        List<ResultFileSet.Unwritten> unwritten = commit(set);
        assertEquals(1, unwritten.size());
        assertEquals(html.toAbsolutePath(), unwritten.get(0).file());
        assertEquals(
                "new json", Files.readString(json), "the marker is renamed last, whatever order they were staged in");
        assertTrue(names().stream().noneMatch(n -> n.endsWith(".new")), names().toString());
    }

    @Test
    void aContentThatFailsLeavesNothingStaged() throws Exception {
        lastRunsSet();
        ResultFileSet set = new ResultFileSet(json);
        assertThrows(
                IOException.class,
                () -> set.stage(xml, f -> {
                    Files.writeString(f, "half");
                    throw new IOException("no space left on device");
                }));
        assertEquals(List.of(), commit(set));
        assertEquals(List.of("results.html", "results.json", "results.xml"), names());
        assertEquals("old xml", Files.readString(xml));
    }

    @Test
    void filesWrittenOnTheirOwnComeBeforeTheMarker() throws Exception {
        lastRunsSet();
        ResultFileSet set = new ResultFileSet(json, (from, to) -> {
            if (to.equals(html.toAbsolutePath())) throw new IOException("disk full");
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        });
        set.addUnstaged(xml, text("new xml"));
        set.stage(json, text("new json"));
        set.stage(html, text("new html"));
        List<String> markerWhenWrittenAlone = new java.util.ArrayList<>();
        set.commit(u -> {
            markerWhenWrittenAlone.add(Files.exists(json) ? "json present" : "json absent");
            try {
                u.content().write(u.file());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertEquals(
                List.of("json absent", "json absent"),
                markerWhenWrittenAlone,
                "the old results.json is gone and the new one not yet there while the others are written alone");
        assertEquals("new xml", Files.readString(xml));
        assertEquals("new html", Files.readString(html));
        assertEquals("new json", Files.readString(json));
    }
}
