package io.dbbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a spawned CLI may leave in its temp directory: embedded server base directories
 * (dbbench-pg-&lt;digits&gt;; the binary cache dbbench-pg-&lt;user&gt;-... is meant to stay) and pg_ctl
 * output files (dbbench-cmd-*). An IT takes a {@link #snapshot()} before it spawns the CLI and calls
 * {@link #awaitNoneNewSince} after the CLI ended: what is new then was leaked by the CLI (this JVM's
 * own embedded server was there before, or is not started while a spawned CLI runs).
 */
public final class TempLeftovers {
    private static final Pattern OURS = Pattern.compile("dbbench-pg-[0-9]+|dbbench-cmd-.*");

    private TempLeftovers() {}

    /** The CLI's temp directory as {@link CliProcess#jarProcess(String...)} sets it: this JVM's. */
    public static Path directory() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    public static Set<Path> snapshot() {
        return snapshot(directory());
    }

    static Set<Path> snapshot(Path directory) {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.filter(p -> OURS.matcher(p.getFileName().toString()).matches())
                    .collect(Collectors.toCollection(HashSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits up to {@code timeoutMillis} (a watchdog deletes a server's directory just after its JVM
     * exits) until {@link #directory()} holds nothing of ours that {@code before} did not.
     *
     * @throws AssertionError naming what was left
     */
    public static void awaitNoneNewSince(Set<Path> before, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        Set<Path> added;
        do {
            added = snapshot();
            added.removeAll(before);
            if (added.isEmpty()) {
                return;
            }
            Thread.sleep(200);
        } while (System.nanoTime() - deadline < 0);
        throw new AssertionError("the CLI left " + added + " in " + directory());
    }
}
