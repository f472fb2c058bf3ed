package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HostThreads;
import io.dbbench.cli.options.CharbenchOptions;
import java.util.Locale;
import java.util.function.Function;

/**
 * What the host lets this run create, read where Linux says it (elsewhere nothing is known and nothing is
 * refused): each user is a thread with its own connection, so a user count the host cannot hold is refused
 * before the run instead of ending in an OutOfMemoryError, or exhausting the host's process ids, minutes later.
 */
final class HostLimits {
    /** Threads of the JVM, the pool and the sampler besides the users' own. */
    static final int OWN_THREADS = HostThreads.OWN_THREADS;
    /**
     * Resident memory a user's thread needs beyond the heap: an idle thread measured 47 KB, a thread deep in a
     * JDBC call uses more of its stack; rounded up.
     */
    static final long NATIVE_BYTES_PER_USER = 128 << 10;
    /** Heap per user: its session, transactions and the JDBC connection's buffers and caches, rounded up. */
    static final long HEAP_BYTES_PER_USER = 64 << 10;

    private final Function<String, String> files;
    private final long maxHeapBytes;
    private final HostThreads hostThreads;

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
        this(files, maxHeapBytes, new HostThreads(files, root, userTasks));
    }

    private HostLimits(Function<String, String> files, long maxHeapBytes, HostThreads threads) {
        this.files = files;
        this.maxHeapBytes = maxHeapBytes;
        this.hostThreads = threads;
    }

    static HostLimits ofThisHost() {
        return new HostLimits(HostThreads::readProcFile, Runtime.getRuntime().maxMemory(), HostThreads.ofThisHost());
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
        String tooFewThreads = hostThreads.whyNotInAll(
                threads,
                String.format(
                        Locale.ROOT,
                        "%d users need about %d threads%s",
                        users,
                        threads,
                        embedded ? " and server processes" : ""));
        if (tooFewThreads != null) return tooFewThreads;
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
        for (String dir : HostThreads.cgroupDirs(files, "memory")) {
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

    /** A whole number, or -1 for "max", "unlimited", garbage or nothing. */
    static long number(String text) {
        return HostThreads.number(text);
    }

    static String size(long bytes) {
        if (bytes >= 1L << 40) return String.format(Locale.ROOT, "%.1f TB", bytes / (double) (1L << 40));
        if (bytes >= 1L << 30) return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        return String.format(Locale.ROOT, "%.0f MB", bytes / (double) (1L << 20));
    }
}
