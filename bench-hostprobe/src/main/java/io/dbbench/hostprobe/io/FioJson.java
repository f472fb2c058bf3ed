package io.dbbench.hostprobe.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

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
        return write(List.of(result), jobName, engine, options, timestampSeconds);
    }

    /**
     * @param results one per group (a sweep's points), in the order they ran
     * @param jobName fio's --name
     * @param engine what served the requests
     * @param options the options as given, name to value, for "global options"
     * @param timestampSeconds the run's wall-clock start
     * @return the document, pretty-printed, with one job per result
     */
    public static String write(
            List<IoResult> results, String jobName, String engine, Map<String, String> options, long timestampSeconds) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("fio version", "dbbench-io");
        root.put("timestamp", timestampSeconds);
        root.put("timestamp_ms", timestampSeconds * 1000);
        ObjectNode global = root.putObject("global options");
        options.forEach(global::put);
        ArrayNode jobs = root.putArray("jobs");
        for (int group = 0; group < results.size(); group++) {
            job(jobs.addObject(), results.get(group), group, jobName, engine);
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }

    private static void job(ObjectNode job, IoResult result, int group, String jobName, String engine) {
        job.put("jobname", jobName);
        job.put("groupid", group);
        ObjectNode jobOptions = job.putObject("job options");
        jobOptions.put("iodepth", Integer.toString(result.spec().iodepth()));
        jobOptions.put("numjobs", Integer.toString(result.spec().numjobs()));
        job.put("error", 0);
        job.put("ioengine", engine);
        long runtimeMillis = result.runtimeNanos() / 1_000_000;
        direction(job.putObject("read"), result.read(), result.runtimeNanos(), runtimeMillis);
        direction(job.putObject("write"), result.write(), result.runtimeNanos(), runtimeMillis);
        ObjectNode sync = job.putObject("sync");
        sync.put("total_ios", result.syncNanos().getTotalCount());
        latency(sync.putObject("lat_ns"), result.syncNanos(), true);
        job.put("job_runtime", runtimeMillis);
        job.put("usr_cpu", cpuPercent(result.userCpuNanos(), result.runtimeNanos()));
        job.put("sys_cpu", cpuPercent(result.systemCpuNanos(), result.runtimeNanos()));
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
    }

    private static double cpuPercent(long cpuNanos, long runtimeNanos) {
        return runtimeNanos == 0 ? 0 : 100.0 * cpuNanos / runtimeNanos;
    }

    private static void direction(ObjectNode node, DirectionStats stats, long runtimeNanos, long runtimeMillis) {
        node.put("io_bytes", stats.ioBytes());
        node.put("io_kbytes", stats.ioBytes() / 1024);
        node.put("bw_bytes", Math.round(stats.bytesPerSecond(runtimeNanos)));
        node.put("bw", Math.round(stats.bytesPerSecond(runtimeNanos) / 1024));
        node.put("iops", stats.iops(runtimeNanos));
        node.put("runtime", runtimeMillis);
        node.put("total_ios", stats.ios());
        latency(node.putObject("slat_ns"), NO_SUBMISSION, false);
        latency(node.putObject("clat_ns"), stats.clatNanos(), true);
        latency(node.putObject("lat_ns"), stats.clatNanos(), false);
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
