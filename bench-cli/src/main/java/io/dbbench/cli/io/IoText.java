package io.dbbench.cli.io;

import io.dbbench.hostprobe.io.DirectionStats;
import io.dbbench.hostprobe.io.FioNumbers;
import io.dbbench.hostprobe.io.IntervalStats;
import io.dbbench.hostprobe.io.IoDetails;
import io.dbbench.hostprobe.io.IoResult;
import io.dbbench.hostprobe.io.LatencyReport;
import java.io.PrintWriter;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * fio's normal report for one group, in fio's order and wording, so a reader (or a script) of fio's output
 * reads ours: the group line, each direction's IOPS/BW, clat/lat, percentiles, the per-interval bw and iops
 * lines, the latency buckets, sync, cpu, the IO depths block. Latencies are always in usec (fio switches to
 * nsec or msec by value).
 */
final class IoText {
    /** fio's date in the group line: ctime's layout, e.g. {@code Sun Nov 29 08:29:25 2026}. */
    private static final DateTimeFormatter CTIME =
            DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.ROOT);

    private IoText() {}

    /**
     * The group's report. fio prints no slat for its synchronous engines (psync, sync) and neither do we: our
     * requests are synchronous calls, so there is no submission step to time.
     */
    static void print(IoResult r, int groupId, String jobName, boolean afterProgressLine, PrintWriter out) {
        // fio ends its output before the report with a blank line, or with the last progress line in its place
        if (!afterProgressLine) out.println();
        print(r, groupId, jobName, ProcessHandle.current().pid(), ZonedDateTime.now(), out);
    }

    static void print(IoResult r, int groupId, String jobName, long pid, ZonedDateTime at, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%s: (groupid=%d, jobs=%d): err= 0: pid=%d: %s%n",
                jobName,
                groupId,
                r.spec().numjobs(),
                pid,
                CTIME.format(at));
        IoDetails d = r.details();
        if (r.read().ios() > 0)
            direction("read", r.read(), r.runtimeNanos(), d.readBandwidthKibPerSecond(), d.readIopsPerSecond(), out);
        if (r.write().ios() > 0)
            direction(
                    "write", r.write(), r.runtimeNanos(), d.writeBandwidthKibPerSecond(), d.writeIopsPerSecond(), out);
        Histogram all = r.read().clatNanos().copy();
        all.add(r.write().clatNanos());
        LatencyReport.of(all).bucketLines("  ").forEach(out::println);
        if (r.syncNanos().getTotalCount() > 0) {
            out.println("  fsync/fdatasync/sync_file_range:");
            stats("sync", r.syncNanos(), out);
            percentiles("sync", r.syncNanos(), out);
        }
        double seconds = Math.max(1e-9, r.runtimeNanos() / 1e9);
        out.printf(
                Locale.ROOT,
                "  cpu          : usr=%.2f%%, sys=%.2f%%, ctx=%d, majf=%d, minf=%d%n",
                100.0 * r.userCpuNanos() / 1e9 / seconds,
                100.0 * r.systemCpuNanos() / 1e9 / seconds,
                d.contextSwitches(),
                d.majorFaults(),
                d.minorFaults());
        depths(r, out);
        out.flush();
    }

    /** fio's IO depths block: each request is one call, so submit and complete are always 1-4 per call. */
    private static void depths(IoResult r, PrintWriter out) {
        List<Long> counts = r.details().depthCounts();
        long total = counts.stream().mapToLong(Long::longValue).sum();
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            double percent = total == 0 ? 0 : 100.0 * counts.get(i) / total;
            cells.add(IoDetails.DEPTH_LABELS.get(i) + "=" + String.format(Locale.ROOT, "%.1f%%", percent));
        }
        out.println("  IO depths    : " + String.join(", ", cells));
        String perCall =
                "0=0.0%, 4=" + (total == 0 ? "0.0" : "100.0") + "%, 8=0.0%, 16=0.0%, 32=0.0%, 64=0.0%, >=64=0.0%";
        out.println("     submit    : " + perCall);
        out.println("     complete  : " + perCall);
        out.printf(
                Locale.ROOT,
                "     issued rwts: total=%d,%d,0,0 short=0,0,0,0 dropped=0,0,0,0%n",
                r.read().ios(),
                r.write().ios());
        out.printf(
                Locale.ROOT,
                "     latency   : target=0, window=0, percentile=100.00%%, depth=%d%n",
                r.spec().iodepth());
    }

    private static void direction(
            String name,
            DirectionStats d,
            long runtimeNanos,
            IntervalStats bandwidthKib,
            IntervalStats iops,
            PrintWriter out) {
        long bytesPerSecond = Math.round(d.bytesPerSecond(runtimeNanos));
        out.printf(
                Locale.ROOT,
                "  %s: IOPS=%s, BW=%sB/s (%sB/s)(%sB/%dmsec)%s%n",
                name,
                FioNumbers.compact(Math.round(d.iops(runtimeNanos)), false, 0),
                FioNumbers.compact(bytesPerSecond, true, 0),
                FioNumbers.compact(bytesPerSecond, false, 0),
                FioNumbers.compact(d.ioBytes(), true, 0),
                runtimeNanos / 1_000_000,
                name.equals("write") ? "; 0 zone resets" : "");
        stats("clat", d.clatNanos(), out);
        stats(" lat", d.clatNanos(), out);
        percentiles("clat", d.clatNanos(), out);
        if (bandwidthKib.samples() > 0) {
            double kibPerSecond = d.bytesPerSecond(runtimeNanos) / 1024;
            out.printf(
                    Locale.ROOT,
                    "   bw (  KiB/s): min=%d, max=%d, per=%.2f%%, avg=%.2f, stdev=%.2f, samples=%d%n",
                    bandwidthKib.min(),
                    bandwidthKib.max(),
                    kibPerSecond == 0 ? 0 : Math.min(100.0, 100.0 * bandwidthKib.mean() / kibPerSecond),
                    bandwidthKib.mean(),
                    bandwidthKib.stddev(),
                    bandwidthKib.samples());
            out.printf(
                    Locale.ROOT,
                    "   iops        : min=%d, max=%d, avg=%.2f, stdev=%.2f, samples=%d%n",
                    iops.min(),
                    iops.max(),
                    iops.mean(),
                    iops.stddev(),
                    iops.samples());
        }
    }

    /**
     * fio's percentile block: {@code  1.00th=[   34]}, the values as wide as the widest (at least 5), four cells
     * a line, three when they are wider than 5 digits.
     */
    private static void percentiles(String label, Histogram h, PrintWriter out) {
        if (h.getTotalCount() == 0) return;
        out.println("    " + label + " percentiles (usec):");
        List<Long> micros = LatencyReport.of(h).percentileNanos().values().stream()
                .map(nanos -> Math.round(nanos / 1000.0))
                .toList();
        int width = Math.max(
                5,
                Long.toString(micros.stream().mapToLong(Long::longValue).max().orElse(0))
                        .length());
        int perLine = width > 5 ? 3 : 4;
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < micros.size(); i++) {
            cells.add(String.format(
                    Locale.ROOT, "%5.2fth=[%" + width + "d]", LatencyReport.FIO_PERCENTILES.get(i), micros.get(i)));
        }
        for (int i = 0; i < cells.size(); i += perLine) {
            boolean last = i + perLine >= cells.size();
            out.println("     | " + String.join(", ", cells.subList(i, Math.min(cells.size(), i + perLine)))
                    + (last ? "" : ","));
        }
    }

    /** fio's "clat (usec): min=.., max=.., avg=.., stdev=.." line; usec as fio picks for sub-ms latencies. */
    private static void stats(String label, Histogram h, PrintWriter out) {
        if (h.getTotalCount() == 0) return;
        out.printf(
                Locale.ROOT,
                "    %s (usec): min=%d, max=%d, avg=%5.2f, stdev=%5.2f%n",
                label,
                Math.round(h.getMinValue() / 1000.0),
                Math.round(h.getMaxValue() / 1000.0),
                h.getMean() / 1000.0,
                h.getStdDeviation() / 1000.0);
    }
}
