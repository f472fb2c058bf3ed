package io.dbbench.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Optional;

/**
 * The file {@value #FILE_NAME} in a server's base directory: which JVM owns the directory, as its
 * process id and start time. The start time tells a dead owner from a live process that merely got
 * the same pid later (pids are reused); a process whose start time the OS does not tell counts as the
 * owner, so a doubt never deletes a live server.
 */
record OwnerMarker(long pid, long startEpochMillis) {
    static final String FILE_NAME = "dbbench-owner";
    /** Start time unknown: only the pid is compared. */
    static final long UNKNOWN_START = -1;

    /** This JVM. */
    static OwnerMarker current() {
        ProcessHandle self = ProcessHandle.current();
        return new OwnerMarker(self.pid(), startOf(self));
    }

    private static long startOf(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(UNKNOWN_START);
    }

    /** Writes the marker into {@code baseDirectory} atomically, so a reader never sees half a file. */
    void writeTo(Path baseDirectory) throws IOException {
        Path temporary = baseDirectory.resolve(FILE_NAME + ".tmp");
        Files.writeString(temporary, "pid=" + pid + "\nstarted=" + startEpochMillis + "\n", StandardCharsets.UTF_8);
        Files.move(temporary, baseDirectory.resolve(FILE_NAME), StandardCopyOption.ATOMIC_MOVE);
    }

    /** The marker of {@code baseDirectory}; empty when there is none or it cannot be read as one. */
    static Optional<OwnerMarker> readFrom(Path baseDirectory) {
        Path file = baseDirectory.resolve(FILE_NAME);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            long pid = -1;
            long start = UNKNOWN_START;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.startsWith("pid=")) {
                    pid = Long.parseLong(line.substring(4).strip());
                } else if (line.startsWith("started=")) {
                    start = Long.parseLong(line.substring(8).strip());
                }
            }
            return pid > 0 ? Optional.of(new OwnerMarker(pid, start)) : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** True while the process that wrote this marker still runs. */
    boolean ownerIsAlive() {
        Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) {
            return false;
        }
        long start = startOf(process.get());
        return startEpochMillis == UNKNOWN_START || start == UNKNOWN_START || start == startEpochMillis;
    }
}
