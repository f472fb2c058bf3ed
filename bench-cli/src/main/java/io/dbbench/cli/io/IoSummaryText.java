package io.dbbench.cli.io;

import io.dbbench.hostprobe.io.DiskStats;
import io.dbbench.hostprobe.io.FioNumbers;
import io.dbbench.hostprobe.io.IoJobSpec;
import io.dbbench.hostprobe.io.IoResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The parts of fio's normal output around the group reports: the job lines before the run, "Run status
 * group N (all jobs)" after each group, "Disk stats (read/write)" at the end.
 */
final class IoSummaryText {
    /** Where fio prints its version: ours is not fio, so it says what it is (JSON's "fio version" too). */
    static final String VERSION = "dbbench-io";

    private IoSummaryText() {}

    /** fio's lines before the run: one per group (with {@code ...} for more jobs), version, jobs starting. */
    static void header(List<IoJobSpec> groups, String jobName, String engine, PrintWriter out) {
        int jobs = 0;
        for (int g = 0; g < groups.size(); g++) {
            IoJobSpec spec = groups.get(g);
            String bs = spec.blockSizeBytes() + "B-" + spec.blockSizeBytes() + "B";
            out.printf(
                    Locale.ROOT,
                    "%s: (g=%d): rw=%s, bs=(R) %s, (W) %s, (T) %s, ioengine=%s, iodepth=%d%n",
                    jobName,
                    g,
                    spec.pattern().name().toLowerCase(Locale.ROOT),
                    bs,
                    bs,
                    bs,
                    engine,
                    spec.iodepth());
            if (spec.numjobs() > 1) out.println("...");
            jobs += spec.numjobs();
        }
        out.println(VERSION);
        // fio's wording for jobs run as threads (--thread); ours are threads of one process
        out.println("Starting " + jobs + (jobs == 1 ? " thread" : " threads"));
        out.flush();
    }

    /** fio's line when it creates the file: {@code job: Laying out IO file (1 file / 4MiB)}. */
    static void layingOut(String jobName, long sizeBytes, PrintWriter out) {
        out.println(jobName + ": Laying out IO file (1 file / " + exactSize(sizeBytes) + ")");
        out.flush();
    }

    /** fio's group summary: bandwidth of the group and the range over its jobs, data moved, runtime. */
    static void runStatus(IoResult r, int groupId, PrintWriter out) {
        out.println();
        out.println("Run status group " + groupId + " (all jobs):");
        long runMillis = r.runtimeNanos() / 1_000_000;
        if (r.read().ios() > 0)
            direction("READ", r.read().ioBytes(), r.details().readBytesPerJob(), r.runtimeNanos(), runMillis, out);
        if (r.write().ios() > 0)
            direction("WRITE", r.write().ioBytes(), r.details().writeBytesPerJob(), r.runtimeNanos(), runMillis, out);
        out.flush();
    }

    /** fio's last section: the device's own counters over the run. */
    static void diskStats(DiskStats.Usage u, PrintWriter out) {
        if (u == null) return;
        out.println();
        out.println("Disk stats (read/write):");
        out.printf(
                Locale.ROOT,
                "  %s: ios=%d/%d, merge=%d/%d, ticks=%d/%d, in_queue=%d, util=%.2f%%%n",
                u.name(),
                u.readIos(),
                u.writeIos(),
                u.readMerges(),
                u.writeMerges(),
                u.readTicks(),
                u.writeTicks(),
                u.inQueue(),
                u.utilPercent());
        out.flush();
    }

    private static void direction(
            String name, long bytes, List<Long> perJob, long runtimeNanos, long runMillis, PrintWriter out) {
        long rate = rate(bytes, runtimeNanos);
        long min = perJob.isEmpty()
                ? rate
                : rate(perJob.stream().mapToLong(Long::longValue).min().orElse(0), runtimeNanos);
        long max = perJob.isEmpty()
                ? rate
                : rate(perJob.stream().mapToLong(Long::longValue).max().orElse(0), runtimeNanos);
        out.printf(
                Locale.ROOT,
                "%7s: bw=%s (%s), %s-%s (%s-%s), io=%s (%s), run=%d-%dmsec%n",
                name,
                perSecond(rate, true),
                perSecond(rate, false),
                perSecond(min, true),
                perSecond(max, true),
                perSecond(min, false),
                perSecond(max, false),
                FioNumbers.compact(bytes, true, 0) + "B",
                FioNumbers.compact(bytes, false, 0) + "B",
                runMillis,
                runMillis);
    }

    private static long rate(long bytes, long runtimeNanos) {
        return runtimeNanos == 0 ? 0 : Math.round(bytes * 1e9 / runtimeNanos);
    }

    private static String perSecond(long bytesPerSecond, boolean powerOf2) {
        return FioNumbers.compact(bytesPerSecond, powerOf2, 0) + "B/s";
    }

    /** A size in the largest binary unit that divides it exactly ({@code 4MiB}, {@code 1536KiB}). */
    static String exactSize(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int unit = 0;
        while (bytes >= 1024 && bytes % 1024 == 0 && unit < units.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return bytes + units[unit];
    }
}
