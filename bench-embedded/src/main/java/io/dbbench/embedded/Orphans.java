package io.dbbench.embedded;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Reaps what a dead owner left behind: servers whose JVM was killed (kill -9, OOM killer, power cut)
 * before it could stop them, when the {@link ServerWatchdog} did not get to do it either.
 *
 * <p>Only directories named {@value #PREFIX}&lt;digits&gt; (what {@code Files.createTempDirectory}
 * makes of the prefix; the binary cache dbbench-pg-&lt;user&gt;-... does not match) that carry an
 * {@link OwnerMarker} are considered, and only when that owner is gone: a directory without a marker
 * may be a server another JVM is creating right now, or one of an older dbbench, and is left alone,
 * as is one of another host or pid namespace.
 */
final class Orphans {
    static final String PREFIX = "dbbench-pg-";
    private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "[0-9]+");
    /** The most a start spends on leftovers; what is left over then waits for the next start. */
    static final Duration BUDGET = Duration.ofSeconds(20);

    private Orphans() {}

    /**
     * Deletes every orphaned base directory in {@code parent}, stopping its server first (pg_ctl stop
     * -m immediate) when its postmaster still runs. Best effort and bounded by {@code budget}: a
     * directory that cannot be reaped (another user's, or gone already because another JVM reaped it
     * first) is skipped, and so is the rest once the budget is spent.
     *
     * @param progress told "reaping N leftovers ..." before any work starts, when there is any
     * @return the directories deleted
     */
    static List<Path> reap(
            Path parent, PostgresBinaries binaries, ServerAccount account, Consumer<String> progress, Duration budget) {
        OwnerMarker here = OwnerMarker.current();
        List<Path> dead = new ArrayList<>();
        List<Path> rebooted = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(
                parent, p -> NAME.matcher(p.getFileName().toString()).matches())) {
            for (Path candidate : entries) {
                switch (ownerOf(candidate, here)) {
                    case DEAD -> dead.add(candidate);
                    case REBOOTED -> rebooted.add(candidate);
                    default -> {
                        // alive, foreign or unmarked: not ours to touch
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of(); // an unreadable temp directory holds nothing we could reap
        }
        if (dead.isEmpty() && rebooted.isEmpty()) {
            return List.of();
        }
        progress.accept("reaping " + (dead.size() + rebooted.size())
                + " leftover embedded PostgreSQL server(s) of dead dbbench processes in " + parent);
        long deadline = System.nanoTime() + budget.toNanos();
        List<Path> reaped = new ArrayList<>();
        for (Path directory : rebooted) { // the pid in postmaster.pid is from before the reboot: no pg_ctl
            if (System.nanoTime() - deadline < 0 && delete(directory)) {
                reaped.add(directory);
            }
        }
        for (Path directory : dead) {
            long leftSeconds = (deadline - System.nanoTime()) / 1_000_000_000L;
            if (leftSeconds > 0 && reapOne(directory, binaries, account, (int) Math.min(leftSeconds, 60))) {
                reaped.add(directory);
            }
        }
        return reaped;
    }

    static OwnerMarker.Owner ownerOf(Path baseDirectory, OwnerMarker here) {
        if (!Files.isDirectory(baseDirectory, LinkOption.NOFOLLOW_LINKS)) {
            return OwnerMarker.Owner.ALIVE;
        }
        return OwnerMarker.readFrom(baseDirectory).map(m -> m.owner(here)).orElse(OwnerMarker.Owner.ALIVE);
    }

    private static boolean reapOne(
            Path baseDirectory, PostgresBinaries binaries, ServerAccount account, int waitSeconds) {
        if (postmasterMayRun(baseDirectory.resolve("data").resolve("postmaster.pid"))) {
            try {
                new PostgresCluster(binaries, account, baseDirectory).stopImmediately(waitSeconds);
            } catch (EmbeddedPostgresException e) {
                // deleting the data directory still ends it: the postmaster checks its postmaster.pid
                // file about once a minute and shuts down when the file is gone
            }
        }
        return delete(baseDirectory);
    }

    /** False only when postmaster.pid names no process, or one that is not a postgres. */
    static boolean postmasterMayRun(Path postmasterPid) {
        long pid;
        try {
            List<String> lines = Files.readAllLines(postmasterPid);
            pid = lines.isEmpty() ? -1 : Long.parseLong(lines.get(0).strip());
        } catch (IOException | NumberFormatException e) {
            return false; // no readable postmaster.pid: pg_ctl could not stop anything either
        }
        Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) {
            return false;
        }
        String command = ProcFs.commandName(pid);
        if (command.isEmpty()) {
            command = process.get()
                    .info()
                    .command()
                    .map(c -> Path.of(c).getFileName().toString())
                    .orElse("");
        }
        return command.isEmpty() || command.equals("postgres") || command.equals("postmaster");
    }

    private static boolean delete(Path baseDirectory) {
        try {
            Directories.deleteRecursively(baseDirectory);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
