package io.dbbench.cli.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * How many more threads this host lets this process create, read where Linux says it (elsewhere nothing is
 * known and nothing is refused): system-wide, per cgroup, per user. The run command's user budget (-uc) and
 * io's one thread per outstanding request both take at most {@link #USABLE_PERCENT} of the free slots.
 */
public final class HostThreads {
    /**
     * Percent of a limit's free slots a command may take: the host's other processes (a database server, the
     * shell, cron) need some of them while the command holds its threads, and other tasks start meanwhile.
     */
    public static final int USABLE_PERCENT = 90;

    /** Threads of the JVM and the command's own helpers besides the ones it starts per user or request. */
    public static final int OWN_THREADS = 64;

    /** A limit on threads: how many more may be created, and where that was read. */
    public record Slots(long more, String source) {}

    private final Function<String, String> files;
    private final boolean root;
    private final LongSupplier userTasks;

    /**
     * @param files reads a file's text (null when it cannot be read): the real /proc and /sys, or a test's
     * @param root the kernel does not hold root to RLIMIT_NPROC
     * @param userTasks the processes and threads this user already runs (what ulimit -u counts), -1 when unknown
     */
    public HostThreads(Function<String, String> files, boolean root, LongSupplier userTasks) {
        this.files = files;
        this.root = root;
        this.userTasks = userTasks;
    }

    /** @return the limits of the host this JVM runs on */
    public static HostThreads ofThisHost() {
        Function<String, String> read = HostThreads::readProcFile;
        String status = read.apply("/proc/self/status");
        boolean root = status != null && status.lines().anyMatch(l -> l.matches("Uid:\\s+0\\s.*"));
        return new HostThreads(read, root, () -> tasksOfUser(read, status));
    }

    /** A /proc or /sys file's text, or null when it cannot be read. */
    public static String readProcFile(String file) {
        // not Files.readString: on /proc/sys files (size 0) it returned "1" for threads-max (JDK 17, Linux)
        try (java.io.InputStream in = Files.newInputStream(Path.of(file))) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    /**
     * @param threads the threads a command starts besides the JVM's own ({@link #OWN_THREADS} are added)
     * @return why the host cannot hold them (one line naming the limit), or null when it can or nothing is known
     */
    public String whyNot(long threads) {
        long needed = threads + OWN_THREADS;
        return whyNotInAll(
                needed, String.format(Locale.ROOT, "%d threads (about %d with the JVM's own)", threads, needed));
    }

    /**
     * @param needed the threads needed in all, the JVM's own included
     * @param what   what needs them, the start of the line (e.g. {@code 40 users need about 104 threads})
     * @return why the host cannot hold them (one line naming the limit), or null when it can or nothing is known
     */
    public String whyNotInAll(long needed, String what) {
        for (Slots slots : slots()) {
            long usable = Math.max(0, slots.more()) * USABLE_PERCENT / 100;
            if (needed > usable) {
                return String.format(
                        Locale.ROOT,
                        "%s, but this host allows %d more (%s)"
                                + " and dbbench takes at most %d%% of them, %d, leaving the rest to the host's other processes",
                        what,
                        Math.max(0, slots.more()),
                        slots.source(),
                        USABLE_PERCENT,
                        usable);
            }
        }
        return null;
    }

    /** Every thread limit that can be read: system-wide, per cgroup, per user. */
    public List<Slots> slots() {
        List<Slots> slots = new ArrayList<>();
        long tasks = tasksOnHost();
        long threadsMax = number(files.apply("/proc/sys/kernel/threads-max"));
        if (threadsMax > 0 && tasks >= 0) {
            slots.add(new Slots(
                    threadsMax - tasks, "/proc/sys/kernel/threads-max " + threadsMax + ", " + tasks + " in use"));
        }
        long pidMax = number(files.apply("/proc/sys/kernel/pid_max"));
        if (pidMax > 0 && tasks >= 0) {
            slots.add(new Slots(pidMax - tasks, "/proc/sys/kernel/pid_max " + pidMax + ", " + tasks + " in use"));
        }
        for (String dir : cgroupDirs(files, "pids")) {
            long max = number(files.apply(dir + "/pids.max"));
            long current = number(files.apply(dir + "/pids.current"));
            if (max > 0 && current >= 0) {
                slots.add(new Slots(max - current, "cgroup " + dir + "/pids.max " + max + ", " + current + " in use"));
                break;
            }
        }
        // the kernel does not hold root to RLIMIT_NPROC
        long nproc = root ? -1 : softLimit(files.apply("/proc/self/limits"), "Max processes");
        if (nproc > 0) {
            long own = userTasks.getAsLong();
            slots.add(
                    own >= 0
                            ? new Slots(
                                    nproc - own,
                                    "ulimit -u " + nproc + ", " + own + " in use by this user's processes and threads")
                            : new Slots(
                                    nproc, "ulimit -u " + nproc + ", counting every process and thread of this user"));
        }
        return slots;
    }

    /** Threads of every process whose real uid is this process's: what RLIMIT_NPROC counts; -1 when unknown. */
    private static long tasksOfUser(Function<String, String> read, String ownStatus) {
        String uid = uidOf(ownStatus);
        if (uid == null) return -1;
        long tasks = 0;
        try (java.util.stream.Stream<Path> pids = Files.list(Path.of("/proc"))) {
            for (Path pid :
                    (Iterable<Path>) pids.filter(p -> p.getFileName().toString().matches("\\d+"))::iterator) {
                String status = read.apply(pid + "/status");
                if (status == null || !uid.equals(uidOf(status))) continue;
                long threads = status.lines()
                        .filter(l -> l.startsWith("Threads:"))
                        .mapToLong(l -> number(l.substring(8)))
                        .findFirst()
                        .orElse(1);
                tasks += Math.max(1, threads);
            }
        } catch (IOException | RuntimeException unreadable) {
            return -1;
        }
        return tasks;
    }

    private static String uidOf(String status) {
        if (status == null) return null;
        return status.lines()
                .filter(l -> l.startsWith("Uid:"))
                .map(l -> l.substring(4).trim().split("\\s+")[0])
                .findFirst()
                .orElse(null);
    }

    /** The 4th field of /proc/loadavg, "running/total": every task (thread) on the host. */
    private long tasksOnHost() {
        String loadavg = files.apply("/proc/loadavg");
        if (loadavg == null) return -1;
        String[] fields = loadavg.trim().split("\\s+");
        if (fields.length < 4 || !fields[3].contains("/")) return -1;
        return number(fields[3].substring(fields[3].indexOf('/') + 1));
    }

    /** The directories of this process's cgroup for a controller, v2 then v1, the mount's root as a fallback. */
    public static List<String> cgroupDirs(Function<String, String> files, String controller) {
        List<String> dirs = new ArrayList<>();
        String cgroups = files.apply("/proc/self/cgroup");
        if (cgroups == null) return dirs;
        for (String line : cgroups.split("\n")) {
            String[] parts = line.split(":", 3);
            if (parts.length < 3) continue;
            String path = parts[2].trim().equals("/") ? "" : parts[2].trim();
            if (parts[0].equals("0") && parts[1].isEmpty()) {
                dirs.add("/sys/fs/cgroup" + path);
                dirs.add("/sys/fs/cgroup");
            } else if (List.of(parts[1].split(",")).contains(controller)) {
                dirs.add("/sys/fs/cgroup/" + controller + path);
                dirs.add("/sys/fs/cgroup/" + controller);
            }
        }
        return dirs;
    }

    /** The soft limit of a /proc/self/limits row; -1 when unlimited or unknown. */
    public static long softLimit(String limits, String name) {
        if (limits == null) return -1;
        for (String line : limits.split("\n")) {
            if (line.startsWith(name)) {
                String[] fields = line.substring(name.length()).trim().split("\\s+");
                return fields.length > 0 ? number(fields[0]) : -1;
            }
        }
        return -1;
    }

    /** A whole number, or -1 for "max", "unlimited", garbage or nothing. */
    public static long number(String text) {
        if (text == null) return -1;
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }
}
