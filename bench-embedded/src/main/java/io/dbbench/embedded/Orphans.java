package io.dbbench.embedded;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reaps what a dead owner left behind: servers whose JVM was killed (kill -9, OOM killer, power cut)
 * before it could stop them, when the {@link ServerWatchdog} did not get to do it either.
 *
 * <p>Only directories named {@value #PREFIX}* that carry an {@link OwnerMarker} are considered, and
 * only when that owner is gone: a directory without a marker may be a server another JVM is creating
 * right now, or one of an older dbbench, and is left alone.
 */
final class Orphans {
    static final String PREFIX = "dbbench-pg-";

    private Orphans() {
    }

    /**
     * Stops the server of every orphaned base directory in {@code parent} (pg_ctl stop, via its
     * postmaster.pid) and deletes the directory. Best effort: a directory that cannot be reaped (another
     * user's, or gone already because another JVM reaped it first) is skipped.
     *
     * @return the directories deleted
     */
    static List<Path> reap(Path parent, PostgresBinaries binaries, ServerAccount account) {
        List<Path> reaped = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path candidate : entries) {
                if (isOrphan(candidate) && reapOne(candidate, binaries, account)) {
                    reaped.add(candidate);
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable temp directory holds nothing we could reap
        }
        return reaped;
    }

    static boolean isOrphan(Path baseDirectory) {
        if (!Files.isDirectory(baseDirectory, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Optional<OwnerMarker> owner = OwnerMarker.readFrom(baseDirectory);
        return owner.isPresent() && !owner.get().ownerIsAlive();
    }

    private static boolean reapOne(Path baseDirectory, PostgresBinaries binaries, ServerAccount account) {
        try {
            new PostgresCluster(binaries, account, baseDirectory).stop();
        } catch (EmbeddedPostgresException e) {
            // deleting the data directory still ends it: the postmaster checks its postmaster.pid
            // file about once a minute and shuts down when the file is gone
        }
        try {
            Directories.deleteRecursively(baseDirectory);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
