package io.dbbench.embedded;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Optional;

/**
 * The file {@value #FILE_NAME} in a server's base directory: which JVM owns the directory, and where
 * it runs. The pid alone cannot tell a dead owner from a live process that got the same pid later
 * (pids are reused), so the marker also holds the owner's start: in clock ticks since boot
 * (/proc/&lt;pid&gt;/stat field 22), which no clock step or VM resume moves, and as wall-clock time for
 * systems without /proc, compared with a tolerance there because that value moves with the clock.
 *
 * <p>The host name, boot id and pid namespace say whether the pid means anything here: a directory
 * from another host or container (a shared temp directory) is never touched, and after a reboot the
 * owner and its server are gone whatever the pid now names. Any doubt counts as a live owner, so a
 * doubt never deletes a live server.
 */
record OwnerMarker(long pid, long startEpochMillis, long startTicks, String bootId, String host, long pidNamespace) {
    static final String FILE_NAME = "dbbench-owner";
    /** A number the OS did not tell. */
    static final long UNKNOWN = -1;
    /** How far the wall-clock start may move (clock steps) before another start means another process. */
    static final long START_TOLERANCE_MILLIS = 10_000;

    /** What the marker says about its owner. */
    enum Owner {
        /** The owner runs, or it cannot be ruled out: leave the directory alone. */
        ALIVE,
        /** The owner ended on this host since this boot: its server may still run. */
        DEAD,
        /** Written before the last reboot on this host: owner and server are gone, the pid means nothing. */
        REBOOTED,
        /** Another host's or pid namespace's: its pid means nothing here, leave it alone. */
        FOREIGN
    }

    OwnerMarker {
        bootId = bootId == null ? "" : bootId;
        host = host == null ? "" : host;
    }

    /** This JVM. */
    static OwnerMarker current() {
        ProcessHandle self = ProcessHandle.current();
        return new OwnerMarker(
                self.pid(),
                wallClockStart(self),
                ProcFs.startTicks(self.pid()),
                ProcFs.bootId(),
                hostName(),
                ProcFs.pidNamespace());
    }

    private static long wallClockStart(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(UNKNOWN);
    }

    private static String hostName() {
        String fromProc = ProcFs.hostName();
        if (!fromProc.isEmpty()) {
            return fromProc;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "";
        }
    }

    /** Writes the marker into {@code baseDirectory} atomically, so a reader never sees half a file. */
    void writeTo(Path baseDirectory) throws IOException {
        Path temporary = baseDirectory.resolve(FILE_NAME + ".tmp");
        Files.writeString(
                temporary,
                "pid=" + pid + "\nstarted=" + startEpochMillis + "\nstartTicks=" + startTicks + "\nbootId=" + bootId
                        + "\nhost=" + host + "\npidNamespace=" + pidNamespace + "\n",
                StandardCharsets.UTF_8);
        Files.move(temporary, baseDirectory.resolve(FILE_NAME), StandardCopyOption.ATOMIC_MOVE);
    }

    /** The marker of {@code baseDirectory}; empty when there is none or it cannot be read as one. */
    static Optional<OwnerMarker> readFrom(Path baseDirectory) {
        Path file = baseDirectory.resolve(FILE_NAME);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            long pid = UNKNOWN;
            long start = UNKNOWN;
            long ticks = UNKNOWN;
            long namespace = UNKNOWN;
            String boot = "";
            String host = "";
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int equals = line.indexOf('=');
                String value = equals < 0 ? "" : line.substring(equals + 1).strip();
                switch (equals < 0 ? "" : line.substring(0, equals)) {
                    case "pid" -> pid = Long.parseLong(value);
                    case "started" -> start = Long.parseLong(value);
                    case "startTicks" -> ticks = Long.parseLong(value);
                    case "pidNamespace" -> namespace = Long.parseLong(value);
                    case "bootId" -> boot = value;
                    case "host" -> host = value;
                    default -> {
                        // a line of a newer dbbench: ignored
                    }
                }
            }
            return pid > 0 ? Optional.of(new OwnerMarker(pid, start, ticks, boot, host, namespace)) : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** What this marker says about its owner, seen from {@code here} (normally {@link #current()}). */
    Owner owner(OwnerMarker here) {
        // equal or both unknown; one side unknown is a doubt, and a doubt counts as another host
        if (!host.equals(here.host) || pidNamespace != here.pidNamespace) {
            return Owner.FOREIGN;
        }
        if (!bootId.isEmpty() && !here.bootId.isEmpty() && !bootId.equals(here.bootId)) {
            return Owner.REBOOTED;
        }
        Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) {
            return Owner.DEAD;
        }
        long ticksNow = ProcFs.startTicks(pid);
        if (startTicks != UNKNOWN && ticksNow != UNKNOWN && !bootId.isEmpty()) {
            return ticksNow == startTicks ? Owner.ALIVE : Owner.DEAD;
        }
        long startNow = wallClockStart(process.get());
        if (startEpochMillis == UNKNOWN || startNow == UNKNOWN) {
            return Owner.ALIVE;
        }
        return Math.abs(startNow - startEpochMillis) <= START_TOLERANCE_MILLIS ? Owner.ALIVE : Owner.DEAD;
    }

    /** True unless the owner is known to be gone; a foreign owner counts as alive. */
    boolean ownerIsAlive() {
        Owner owner = owner(current());
        return owner == Owner.ALIVE || owner == Owner.FOREIGN;
    }
}
