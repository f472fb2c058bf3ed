package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * A sweep as one CSV row per point: the swept value first, then what shows the saturation point (IOPS and
 * bandwidth stop growing while p99 latency climbs). Latencies are completion latencies of reads and writes
 * together, in microseconds; {@code sync_p99_usec} is the fsync/fdatasync p99 (empty without syncs).
 */
public final class IoSweepCsv {
    public static final String HEADER = "iodepth,numjobs,rw,bs,iops,read_iops,write_iops,bw_mib_s,"
            + "lat_p50_usec,lat_p99_usec,lat_p99_9_usec,lat_mean_usec,sync_p99_usec,runtime_msec";

    private IoSweepCsv() {}

    /**
     * @param points the sweep's results, in the order they ran
     * @param out where the CSV goes (not closed)
     * @throws IOException when writing fails
     */
    public static void write(List<IoResult> points, Writer out) throws IOException {
        out.write(HEADER + "\n");
        for (IoResult r : points) {
            IoJobSpec s = r.spec();
            Histogram lat = completionLatency(r);
            boolean any = lat.getTotalCount() > 0;
            long runtimeNanos = r.runtimeNanos();
            out.write(String.format(
                    Locale.ROOT,
                    "%d,%d,%s,%d,%.1f,%.1f,%.1f,%.2f,%s,%s,%s,%s,%s,%d%n",
                    s.iodepth(),
                    s.numjobs(),
                    s.pattern().name().toLowerCase(Locale.ROOT),
                    s.blockSizeBytes(),
                    r.read().iops(runtimeNanos) + r.write().iops(runtimeNanos),
                    r.read().iops(runtimeNanos),
                    r.write().iops(runtimeNanos),
                    (r.read().bytesPerSecond(runtimeNanos) + r.write().bytesPerSecond(runtimeNanos)) / (1 << 20),
                    any ? micros(lat.getValueAtPercentile(50)) : "",
                    any ? micros(lat.getValueAtPercentile(99)) : "",
                    any ? micros(lat.getValueAtPercentile(99.9)) : "",
                    any ? micros(lat.getMean()) : "",
                    r.syncNanos().getTotalCount() > 0 ? micros(r.syncNanos().getValueAtPercentile(99)) : "",
                    runtimeNanos / 1_000_000));
        }
    }

    /** Reads and writes together: the latency a caller of either sees. */
    public static Histogram completionLatency(IoResult r) {
        Histogram all = r.read().clatNanos().copy();
        all.add(r.write().clatNanos());
        return all;
    }

    private static String micros(double nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1000);
    }
}
