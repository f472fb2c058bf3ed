package io.dbbench.cli;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.CliException;

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

    /** A limit on threads: how many more may be created, and where that was read. */
    record Slots(long more, String source) {
    }

    private final Function<String, String> files;
    private final long maxHeapBytes;
    private final boolean root;

    /** @param files reads a file's text (null when it cannot be read): the real /proc and /sys, or a test's */
    HostLimits(Function<String, String> files, long maxHeapBytes, boolean root) {
        this.files = files;
        this.maxHeapBytes = maxHeapBytes;
        this.root = root;
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
        return new HostLimits(read, Runtime.getRuntime().maxMemory(), root);
    }

    /** Refuses the users of this run when the host cannot hold them: -uc is bad usage, the config's count a bad config. */
    void check(int users, CharbenchOptions o) throws CliException {
        String tooMany = whyNot(users, o.embedded);
        if (tooMany == null) return;
        throw o.users != null ? new CliException(ExitCodes.BAD_USAGE, "option -uc: " + tooMany)
                : new CliException(ExitCodes.BAD_CONFIG, o.configFile + ": <NumberOfUsers>: " + tooMany);
    }

    /**
     * @param users     the users this JVM will run
     * @param embedded  an embedded PostgreSQL on this host adds a server process per connection
     * @return why the host cannot hold them (one line naming the limit), or null when it can or nothing is known
     */
    String whyNot(int users, boolean embedded) {
        long threads = (long) users * (embedded ? 2 : 1) + OWN_THREADS;
        for (Slots slots : threadSlots()) {
            if (threads > slots.more()) {
                return String.format(Locale.ROOT, "%d users need about %d threads%s, but this host allows %d more (%s)",
                        users, threads, embedded ? " and server processes" : "", Math.max(0, slots.more()), slots.source());
            }
        }
        long heap = users * HEAP_BYTES_PER_USER;
        if (heap > maxHeapBytes) {
            return String.format(Locale.ROOT, "%d users need about %s of heap (%d KB each), above the maximum heap of %s:"
                    + " start java with a larger -Xmx, or run fewer users", users, size(heap), HEAP_BYTES_PER_USER >> 10,
                    size(maxHeapBytes));
        }
        long stacks = users * NATIVE_BYTES_PER_USER;
        long[] memory = availableMemory();
        if (memory != null && stacks > memory[0]) {
            return String.format(Locale.ROOT, "%d users need about %s of memory for their threads (%d KB each) besides the heap,"
                    + " but only %s is available (%s)", users, size(stacks), NATIVE_BYTES_PER_USER >> 10, size(memory[0]),
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
            slots.add(new Slots(threadsMax - tasks, "/proc/sys/kernel/threads-max " + threadsMax + ", " + tasks + " in use"));
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
        if (nproc > 0) slots.add(new Slots(nproc, "ulimit -u " + nproc + ", counting every process and thread of this user"));
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
