package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What the host lets this run create, read where Linux says it (elsewhere nothing is known and nothing is
 * refused): each user is a thread with its own connection, so a user count the host cannot hold is refused
 * before the run instead of ending in an OutOfMemoryError, or exhausting the host's process ids, minutes later.
 */
final class HostLimits {
    /** Threads of the JVM, the pool and the sampler besides the users' own. */
    static final int OWN_THREADS = 64;
    /**
     * Resident memory a user's thread needs beyond the heap: an idle thread measured 47 KB, a thread deep in a
     * JDBC call uses more of its stack; rounded up.
     */
    static final long NATIVE_BYTES_PER_USER = 128 << 10;
    /** Heap per user: its session, transactions and the JDBC connection's buffers and caches, rounded up. */
    static final long HEAP_BYTES_PER_USER = 64 << 10;
    /**
     * Percent of a limit's free slots a run may take: the host's other processes (a database server, the
     * shell, cron) need some of them while the run holds its threads, and other tasks start meanwhile.
     */
    static final int USABLE_PERCENT = 90;

    /** A limit on threads: how many more may be created, and where that was read. */
    record Slots(long more, String source) {}

    private final Function<String, String> files;
    private final long maxHeapBytes;
    private final boolean root;
    private final java.util.function.LongSupplier userTasks;

    /** @param files reads a file's text (null when it cannot be read): the real /proc and /sys, or a test's */
    HostLimits(Function<String, String> files, long maxHeapBytes, boolean root) {
        this(files, maxHeapBytes, root, () -> -1);
    }

    /** @param userTasks the processes and threads this user already runs (what ulimit -u counts), -1 when unknown */
    HostLimits(
            Function<String, String> files,
            long maxHeapBytes,
            boolean root,
            java.util.function.LongSupplier userTasks) {
        this.files = files;
        this.maxHeapBytes = maxHeapBytes;
        this.root = root;
        this.userTasks = userTasks;
    }

    static HostLimits ofThisHost() {
        Function<String, String> read = file -> {
            // not Files.readString: on /proc/sys files (size 0) it returned "1" for threads-max (JDK 17, Linux)
            try (java.io.InputStream in = Files.newInputStream(Path.of(file))) {
                return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
            } catch (IOException | RuntimeException unreadable) {
                return null;
            }
        };
        String status = read.apply("/proc/self/status");
        boolean root = status != null && status.lines().anyMatch(l -> l.matches("Uid:\\s+0\\s.*"));
        return new HostLimits(read, Runtime.getRuntime().maxMemory(), root, () -> tasksOfUser(read, status));
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

    /** Users this command starts on this host, and the option that set their count (null: the config). */
    record Users(long count, String option) {}

    /**
     * Every user this command starts on this host: a child would check only its own share while its
     * siblings start at the same moment, so the parent checks the total.
     *
     * @param configUsers   the users of one run (already a replica's share, or all of --users-total)
     * @param localReplicas --replicas N in the JVM that starts them, else null
     * @param usersOption   the option that set configUsers, null when the config did
     */
    static Users usersOnHost(
            int configUsers,
            io.dbbench.core.measure.BenchmarkOptions options,
            Integer localReplicas,
            String usersOption) {
        long perRun = configUsers;
        String option = usersOption;
        if (options.usersPerService() > 0 && !options.topologies().isEmpty()) {
            perRun = 0;
            for (io.dbbench.core.config.Topology t : options.topologies()) {
                perRun = Math.max(perRun, (long) options.usersPerService() * t.services());
            }
            option = "--users-per-service";
        }
        // --users-total is split over the replicas; -uc and the config's count are each replica's
        if (localReplicas == null || "--users-total".equals(usersOption)) return new Users(perRun, option);
        return new Users(
                perRun * localReplicas, "--replicas " + localReplicas + (option == null ? "" : " with " + option));
    }

    /**
     * Refuses the users of this run when the host cannot hold them: an option that set them is bad usage,
     * the config's count a bad config.
     *
     * @param users  every user this command starts on this host (all local replicas, the largest topology)
     * @param option the option that set the count ("-uc", "--users-total", ...), null when the config did
     */
    void check(long users, String option, CharbenchOptions o) throws CliException {
        String tooMany = whyNot(users, o.embedded);
        if (tooMany == null) return;
        throw option != null
                ? new CliException(ExitCodes.BAD_USAGE, "option " + option + ": " + tooMany)
                : new CliException(ExitCodes.BAD_CONFIG, o.configFile + ": <NumberOfUsers>: " + tooMany);
    }

    /**
     * @param users     the users this JVM will run
     * @param embedded  an embedded PostgreSQL on this host adds a server process per connection
     * @return why the host cannot hold them (one line naming the limit), or null when it can or nothing is known
     */
    String whyNot(long users, boolean embedded) {
        long threads = users * (embedded ? 2 : 1) + OWN_THREADS;
        for (Slots slots : threadSlots()) {
            long usable = Math.max(0, slots.more()) * USABLE_PERCENT / 100;
            if (threads > usable) {
                return String.format(
                        Locale.ROOT,
                        "%d users need about %d threads%s, but this host allows %d more (%s)"
                                + " and dbbench takes at most %d%% of them, %d, leaving the rest to the host's other processes",
                        users,
                        threads,
                        embedded ? " and server processes" : "",
                        Math.max(0, slots.more()),
                        slots.source(),
                        USABLE_PERCENT,
                        usable);
            }
        }
        long heap = users * HEAP_BYTES_PER_USER;
        if (heap > maxHeapBytes) {
            return String.format(
                    Locale.ROOT,
                    "%d users need about %s of heap (%d KB each), above the maximum heap of %s:"
                            + " start java with a larger -Xmx, or run fewer users",
                    users,
                    size(heap),
                    HEAP_BYTES_PER_USER >> 10,
                    size(maxHeapBytes));
        }
        long stacks = users * NATIVE_BYTES_PER_USER;
        long[] memory = availableMemory();
        if (memory != null && stacks > memory[0]) {
            return String.format(
                    Locale.ROOT,
                    "%d users need about %s of memory for their threads (%d KB each) besides the heap,"
                            + " but only %s is available (%s)",
                    users,
                    size(stacks),
                    NATIVE_BYTES_PER_USER >> 10,
                    size(memory[0]),
                    memory[1] == 0 ? "/proc/meminfo MemAvailable" : "the cgroup's memory limit");
        }
        return null;
    }

    /** Every thread limit that can be read: system-wide, per cgroup, per user. */
    List<Slots> threadSlots() {
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
        for (String dir : cgroupDirs("pids")) {
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

    /** The 4th field of /proc/loadavg, "running/total": every task (thread) on the host. */
    private long tasksOnHost() {
        String loadavg = files.apply("/proc/loadavg");
        if (loadavg == null) return -1;
        String[] fields = loadavg.trim().split("\\s+");
        if (fields.length < 4 || !fields[3].contains("/")) return -1;
        return number(fields[3].substring(fields[3].indexOf('/') + 1));
    }

    /** [bytes available, 0 = from /proc/meminfo or 1 = from the cgroup], or null when unknown. */
    private long[] availableMemory() {
        long best = -1;
        int from = 0;
        String meminfo = files.apply("/proc/meminfo");
        if (meminfo != null) {
            for (String line : meminfo.split("\n")) {
                if (line.startsWith("MemAvailable:")) best = number(line.replaceAll("\\D", "")) * 1024;
            }
        }
        for (String dir : cgroupDirs("memory")) {
            long limit = number(files.apply(dir + "/memory.max"));
            long used = number(files.apply(dir + "/memory.current"));
            if (limit <= 0) {
                limit = number(files.apply(dir + "/memory.limit_in_bytes"));
                used = number(files.apply(dir + "/memory.usage_in_bytes"));
            }
            // cgroup v1 says "no limit" with a huge number
            if (limit > 0 && used >= 0 && limit < (1L << 50) && (best < 0 || limit - used < best)) {
                best = limit - used;
                from = 1;
                break;
            }
        }
        return best < 0 ? null : new long[] {best, from};
    }

    /** The directories of this process's cgroup for a controller, v2 then v1, the mount's root as a fallback. */
    private List<String> cgroupDirs(String controller) {
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
    static long softLimit(String limits, String name) {
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
    static long number(String text) {
        if (text == null) return -1;
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    static String size(long bytes) {
        if (bytes >= 1L << 40) return String.format(Locale.ROOT, "%.1f TB", bytes / (double) (1L << 40));
        if (bytes >= 1L << 30) return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        return String.format(Locale.ROOT, "%.0f MB", bytes / (double) (1L << 20));
    }
}
