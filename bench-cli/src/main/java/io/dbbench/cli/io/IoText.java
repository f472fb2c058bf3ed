package io.dbbench.cli.io;

import io.dbbench.hostprobe.io.DirectionStats;
import io.dbbench.hostprobe.io.IoResult;
import io.dbbench.hostprobe.io.LatencyReport;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/** fio's normal report for one group, in fio's order and wording, so a reader of fio's output reads ours. */
final class IoText {
    private IoText() {}

    /**
     * The group's report. fio prints no slat for its synchronous engines (psync, sync) and neither do we: our
     * requests are synchronous calls, so there is no submission step to time.
     */
    static void print(IoResult r, int groupId, String jobName, String engine, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%s: (groupid=%d, jobs=%d): err= 0: ioengine=%s, iodepth=%d%n",
                jobName,
                groupId,
                r.spec().numjobs(),
                engine,
                r.spec().iodepth());
        if (r.read().ios() > 0) direction("read", r.read(), r.runtimeNanos(), out);
        if (r.write().ios() > 0) direction("write", r.write(), r.runtimeNanos(), out);
        if (r.syncNanos().getTotalCount() > 0) {
            out.println("  fsync/fdatasync/sync_file_range:");
            stats("sync", r.syncNanos(), out);
        }
        Histogram all = r.read().clatNanos().copy();
        all.add(r.write().clatNanos());
        LatencyReport.of(all).bucketLines("  ").forEach(out::println);
        double seconds = Math.max(1e-9, r.runtimeNanos() / 1e9);
        out.printf(
                Locale.ROOT,
                "  cpu          : usr=%.2f%%, sys=%.2f%%%n",
                100.0 * r.userCpuNanos() / 1e9 / seconds,
                100.0 * r.systemCpuNanos() / 1e9 / seconds);
        out.flush();
    }

    private static void direction(String name, DirectionStats d, long runtimeNanos, PrintWriter out) {
        double bytesPerSecond = d.bytesPerSecond(runtimeNanos);
        out.printf(
                Locale.ROOT,
                "  %s: IOPS=%.0f, BW=%.1fMiB/s (%.1fMB/s)(%.1fMiB/%dmsec)%n",
                name,
                d.iops(runtimeNanos),
                bytesPerSecond / (1 << 20),
                bytesPerSecond / 1e6,
                d.ioBytes() / (double) (1 << 20),
                runtimeNanos / 1_000_000);
        stats("clat", d.clatNanos(), out);
        stats(" lat", d.clatNanos(), out);
        out.println("    clat percentiles (usec):");
        List<String> cells = LatencyReport.of(d.clatNanos()).percentileNanos().entrySet().stream()
                .map(e -> String.format(Locale.ROOT, "%6.2fth=[%6d]", e.getKey(), Math.round(e.getValue() / 1000.0)))
                .toList();
        for (int i = 0; i < cells.size(); i += 4) {
            out.println("     | " + String.join(", ", cells.subList(i, Math.min(cells.size(), i + 4))));
        }
    }

    /** fio's "clat (usec): min=.., max=.., avg=.., stdev=.." line; usec as fio picks for sub-ms latencies. */
    private static void stats(String label, Histogram h, PrintWriter out) {
        if (h.getTotalCount() == 0) return;
        out.printf(
                Locale.ROOT,
                "    %s (usec): min=%d, max=%d, avg=%.2f, stdev=%.2f%n",
                label,
                Math.round(h.getMinValue() / 1000.0),
                Math.round(h.getMaxValue() / 1000.0),
                h.getMean() / 1000.0,
                h.getStdDeviation() / 1000.0);
    }
}
