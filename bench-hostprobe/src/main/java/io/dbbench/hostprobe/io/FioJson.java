package io.dbbench.hostprobe.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * fio's JSON layout ({@code --output-format=json}) for what we measure, with fio's field names and
 * units (runtime in ms, bw in KiB/s, latencies in ns, latency_* buckets in percent), so scripts written
 * for fio read it. Our requests are synchronous, so {@code slat_ns} is written as fio writes it for its
 * synchronous engines (psync, sync): all zero with {@code N} 0. A sweep is one document with one job per
 * point, numbered by {@code groupid} as fio numbers its groups.
 */
public final class FioJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** fio's slat of a synchronous engine: no separate submission step, so no samples. */
    private static final Histogram NO_SUBMISSION = new Histogram(3);

    /** fio's "time": ctime's layout. */
    private static final DateTimeFormatter CTIME =
            DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.ROOT);

    private FioJson() {}

    /**
     * @param result the group's result
     * @param jobName fio's --name
     * @param engine what served the request, e.g. {@code psync (dbbench threads; asked: libaio)}
     * @param options the options as given, name to value, for "global options"
     * @param timestampSeconds the run's wall-clock start
     * @return the document, pretty-printed
     */
    public static String write(
            IoResult result, String jobName, String engine, Map<String, String> options, long timestampSeconds) {
        return write(List.of(result), jobName, engine, options, timestampSeconds, null, false);
    }

    /**
     * @param results one per group (a sweep's points), in the order they ran
     * @param jobName fio's --name
     * @param engine what served the requests
     * @param options the options as given, name to value, for "global options"
     * @param timestampSeconds the run's wall-clock start
     * @param disk the device's counters over the run (fio's {@code disk_util}), or null when unknown
     * @param bins fio's json+: each latency's full histogram as {@code "bins": {"nanoseconds": count}}
     * @return the document, pretty-printed, with one job per result
     */
    public static String write(
            List<IoResult> results,
            String jobName,
            String engine,
            Map<String, String> options,
            long timestampSeconds,
            DiskStats.Usage disk,
            boolean bins) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("fio version", "dbbench-io");
        root.put("timestamp", timestampSeconds);
        root.put("timestamp_ms", timestampSeconds * 1000);
        root.put("time", CTIME.format(Instant.ofEpochSecond(timestampSeconds).atZone(ZoneId.systemDefault())));
        ObjectNode global = root.putObject("global options");
        options.forEach(global::put);
        ArrayNode jobs = root.putArray("jobs");
        for (int group = 0; group < results.size(); group++) {
            job(jobs.addObject(), results.get(group), group, jobName, engine, bins);
        }
        ArrayNode disks = root.putArray("disk_util");
        if (disk != null) {
            ObjectNode d = disks.addObject();
            d.put("name", disk.name());
            d.put("read_ios", disk.readIos());
            d.put("write_ios", disk.writeIos());
            d.put("read_merges", disk.readMerges());
            d.put("write_merges", disk.writeMerges());
            d.put("read_ticks", disk.readTicks());
            d.put("write_ticks", disk.writeTicks());
            d.put("in_queue", disk.inQueue());
            d.put("util", disk.utilPercent());
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }

    private static void job(ObjectNode job, IoResult result, int group, String jobName, String engine, boolean bins) {
        IoDetails details = result.details();
        long runtimeMillis = result.runtimeNanos() / 1_000_000;
        job.put("jobname", jobName);
        job.put("groupid", group);
        job.put("error", 0);
        job.put("eta", 0);
        job.put("elapsed", Math.max(1, Math.round(result.runtimeNanos() / 1e9)));
        ObjectNode jobOptions = job.putObject("job options");
        jobOptions.put("name", jobName);
        jobOptions.put("iodepth", Integer.toString(result.spec().iodepth()));
        jobOptions.put("numjobs", Integer.toString(result.spec().numjobs()));
        job.put("ioengine", engine);
        direction(
                job.putObject("read"),
                result.read(),
                result.runtimeNanos(),
                runtimeMillis,
                details.readBandwidthKibPerSecond(),
                details.readIopsPerSecond(),
                bins);
        direction(
                job.putObject("write"),
                result.write(),
                result.runtimeNanos(),
                runtimeMillis,
                details.writeBandwidthKibPerSecond(),
                details.writeIopsPerSecond(),
                bins);
        direction(
                job.putObject("trim"),
                new DirectionStats(0, 0, NO_SUBMISSION),
                result.runtimeNanos(),
                0,
                IntervalStats.NONE,
                IntervalStats.NONE,
                false);
        ObjectNode sync = job.putObject("sync");
        sync.put("total_ios", result.syncNanos().getTotalCount());
        latency(sync.putObject("lat_ns"), result.syncNanos(), true);
        job.put("job_runtime", runtimeMillis);
        job.put("usr_cpu", cpuPercent(result.userCpuNanos(), result.runtimeNanos()));
        job.put("sys_cpu", cpuPercent(result.systemCpuNanos(), result.runtimeNanos()));
        job.put("ctx", details.contextSwitches());
        job.put("majf", details.majorFaults());
        job.put("minf", details.minorFaults());
        depths(job, details, result.read().ios() + result.write().ios());
        Histogram all = result.read().clatNanos().copy();
        all.add(result.write().clatNanos());
        LatencyReport report = LatencyReport.of(all);
        for (String unit : new String[] {"nsec", "usec", "msec"}) {
            ObjectNode buckets = job.putObject("latency_" + unit.substring(0, 1) + "s");
            report.bucketPercents().forEach((bucket, percent) -> {
                if (bucket.unit().equals(unit)) {
                    buckets.put(bucket.label(), percent);
                }
            });
        }
        job.put("latency_depth", result.spec().iodepth());
        job.put("latency_target", 0);
        job.put("latency_percentile", 100.0);
        job.put("latency_window", 0);
    }

    /** fio's iodepth_level (measured) and iodepth_submit/_complete: each of our calls submits one request. */
    private static void depths(ObjectNode job, IoDetails details, long requests) {
        long total = details.depthCounts().stream().mapToLong(Long::longValue).sum();
        ObjectNode level = job.putObject("iodepth_level");
        for (int i = 0; i < IoDetails.DEPTH_LABELS.size(); i++) {
            level.put(
                    IoDetails.DEPTH_LABELS.get(i),
                    total == 0 ? 0.0 : 100.0 * details.depthCounts().get(i) / total);
        }
        for (String name : new String[] {"iodepth_submit", "iodepth_complete"}) {
            ObjectNode perCall = job.putObject(name);
            for (String label : new String[] {"0", "4", "8", "16", "32", "64", ">=64"}) {
                perCall.put(label, label.equals("4") && requests > 0 ? 100.0 : 0.0);
            }
        }
    }

    private static double cpuPercent(long cpuNanos, long runtimeNanos) {
        return runtimeNanos == 0 ? 0 : 100.0 * cpuNanos / runtimeNanos;
    }

    private static void direction(
            ObjectNode node,
            DirectionStats stats,
            long runtimeNanos,
            long runtimeMillis,
            IntervalStats bandwidthKib,
            IntervalStats iops,
            boolean bins) {
        node.put("io_bytes", stats.ioBytes());
        node.put("io_kbytes", stats.ioBytes() / 1024);
        node.put("bw_bytes", Math.round(stats.bytesPerSecond(runtimeNanos)));
        node.put("bw", Math.round(stats.bytesPerSecond(runtimeNanos) / 1024));
        node.put("iops", stats.iops(runtimeNanos));
        node.put("runtime", stats.ios() == 0 ? 0 : runtimeMillis);
        node.put("total_ios", stats.ios());
        node.put("short_ios", 0);
        node.put("drop_ios", 0);
        latency(node.putObject("slat_ns"), NO_SUBMISSION, false);
        latency(node.putObject("clat_ns"), stats.clatNanos(), true);
        if (bins && stats.ios() > 0) bins(((ObjectNode) node.get("clat_ns")).putObject("bins"), stats.clatNanos());
        latency(node.putObject("lat_ns"), stats.clatNanos(), false);
        // fio's per-interval rates: bw in KiB/s, bw_agg the share of the group (one group: 100%)
        double kib = stats.bytesPerSecond(runtimeNanos) / 1024;
        node.put("bw_min", bandwidthKib.min());
        node.put("bw_max", bandwidthKib.max());
        node.put(
                "bw_agg",
                bandwidthKib.samples() == 0 || kib == 0 ? 0.0 : Math.min(100.0, 100.0 * bandwidthKib.mean() / kib));
        node.put("bw_mean", bandwidthKib.mean());
        node.put("bw_dev", bandwidthKib.stddev());
        node.put("bw_samples", bandwidthKib.samples());
        node.put("iops_min", iops.min());
        node.put("iops_max", iops.max());
        node.put("iops_mean", iops.mean());
        node.put("iops_stddev", iops.stddev());
        node.put("iops_samples", iops.samples());
    }

    /** json+'s histogram: each recorded HdrHistogram step (its highest value, ns) and its count. */
    private static void bins(ObjectNode node, Histogram h) {
        for (HistogramIterationValue v : h.recordedValues()) {
            node.put(Long.toString(v.getValueIteratedTo()), v.getCountAtValueIteratedTo());
        }
    }

    private static void latency(ObjectNode node, Histogram h, boolean percentiles) {
        boolean empty = h.getTotalCount() == 0;
        node.put("min", empty ? 0 : h.getMinValue());
        node.put("max", empty ? 0 : h.getMaxValue());
        node.put("mean", empty ? 0 : h.getMean());
        node.put("stddev", empty ? 0 : h.getStdDeviation());
        node.put("N", h.getTotalCount());
        if (percentiles && !empty) {
            ObjectNode p = node.putObject("percentile");
            LatencyReport.of(h)
                    .percentileNanos()
                    .forEach((rank, nanos) -> p.put(String.format(Locale.ROOT, "%.6f", rank), nanos));
        }
    }
}
