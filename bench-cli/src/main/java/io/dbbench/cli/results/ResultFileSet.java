package io.dbbench.cli.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * One run's results.xml, results.json and results.html written as a set: each was written and renamed into
 * place in turn, so a kill between them (or while the HTML report was drawn) left the new results.xml beside
 * the last run's results.json and results.html. Now every file is first written whole to a hidden temporary
 * file beside it ({@code .results.xml.123.new}), and only then are they renamed, in an order that makes an
 * interrupted set visible:
 * <ol>
 *   <li>the old marker (results.json) is removed;</li>
 *   <li>the others (results.xml, results.html) are renamed over the old ones;</li>
 *   <li>results.json is renamed last.</li>
 * </ol>
 * So a results.json means every file of the set beside it is from its run; without it the set was
 * interrupted and results.xml and results.html may be of either run. A kill before the renames leaves the last
 * run's set whole. The temporary files are removed when writing fails, and on a JVM exit (a signal) that
 * happens before they were renamed; only SIGKILL can leave one, hidden, which no reader takes for a result.
 */
final class ResultFileSet {
    /** Writes a file's content to the path given. */
    interface Content {
        void write(Path file) throws IOException;
    }

    /** Renames a written temporary file over its target (a seam for the tests' kill between renames). */
    interface Rename {
        void move(Path from, Path to) throws IOException;
    }

    /** A file whose set could not be completed: to be written on its own (the caller's fallback). */
    record Unwritten(Path file, Content content) {}

    private record Staged(Path file, Path temp, Content content) {}

    private final Path marker;
    private final Rename rename;
    private final List<Staged> staged = new ArrayList<>();
    /** Files of an earlier run that this set does not write: removed with the old marker, before any rename. */
    private final List<Path> removals = new ArrayList<>();

    /** @param marker the file renamed last, whose presence says the set beside it is whole (results.json) */
    ResultFileSet(Path marker) {
        this(
                marker,
                (from, to) ->
                        Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE));
    }

    ResultFileSet(Path marker, Rename rename) {
        this.marker = marker.toAbsolutePath();
        this.rename = rename;
    }

    /**
     * Writes {@code file}'s content whole to a hidden temporary file beside it.
     *
     * @throws IOException when it cannot be written: nothing of it is left, the caller writes it on its own
     */
    void stage(Path file, Content content) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".new");
        // a signal ends the JVM before the renames: no new temporary file is left behind
        temp.toFile().deleteOnExit();
        try {
            content.write(temp);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        staged.add(new Staged(target, temp, content));
    }

    /**
     * A file of the set that could not be staged: at commit it is handed to the caller to be written on its
     * own, in its place in the order (the marker still last).
     */
    void addUnstaged(Path file, Content content) {
        staged.add(new Staged(file.toAbsolutePath(), null, content));
    }

    /**
     * A file this set does not write that an earlier run may have left beside the marker (a plot not drawn this
     * time): removed at commit right after the old marker, so that it never stands beside the new one.
     */
    void remove(Path file) {
        removals.add(file.toAbsolutePath());
    }

    /** {@link #commit(Consumer, BiConsumer)} for a set with nothing to remove. */
    void commit(Consumer<Unwritten> writeAlone) {
        commit(writeAlone, (file, e) -> {
            throw new java.io.UncheckedIOException("cannot remove " + file, e);
        });
    }

    /**
     * Renames the staged files into place: the old marker removed first, then the files to remove (one that
     * cannot be is handed to {@code notRemoved}), the others renamed (or, those that could not be staged or
     * renamed, handed to {@code writeAlone}), the marker last.
     */
    void commit(Consumer<Unwritten> writeAlone, BiConsumer<Path, IOException> notRemoved) {
        List<Staged> order = new ArrayList<>(staged);
        order.sort((a, b) -> Boolean.compare(a.file().equals(marker), b.file().equals(marker)));
        try {
            if (!order.isEmpty()) Files.deleteIfExists(marker);
        } catch (IOException e) {
            // the old marker stays until its rename replaces it: the order is all that is lost
        }
        for (Path stale : removals) {
            try {
                Files.deleteIfExists(stale);
            } catch (IOException e) {
                notRemoved.accept(stale, e);
            }
        }
        removals.clear();
        try {
            for (Staged s : order) {
                try {
                    if (s.temp() == null) writeAlone.accept(new Unwritten(s.file(), s.content()));
                    else rename.move(s.temp(), s.file());
                } catch (IOException e) {
                    writeAlone.accept(new Unwritten(s.file(), s.content()));
                }
            }
        } finally {
            for (Staged s : order) {
                try {
                    if (s.temp() != null) Files.deleteIfExists(s.temp());
                } catch (IOException e) {
                    // a hidden .new file is left; no reader takes it for a result
                }
            }
            staged.clear();
        }
    }
}
