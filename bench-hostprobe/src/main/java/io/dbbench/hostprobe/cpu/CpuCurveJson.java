package io.dbbench.hostprobe.cpu;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.hostprobe.curve.AnalyzedPoint;
import io.dbbench.hostprobe.curve.Curve;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The full result as JSON: settings, host, and per level every statistic plus the derived values.
 * Numbers that are undefined (stdev of one sample, CPU/wall without thread CPU time) are null.
 */
public final class CpuCurveJson {
    public static final int FORMAT_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private CpuCurveJson() {}

    public static String toJson(CpuCurveResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", "dbbench-cpu");
        root.put("formatVersion", FORMAT_VERSION);
        ObjectNode settings = root.putObject("settings");
        CpuCurveConfig c = result.config();
        settings.put("kernel", c.kernel().label());
        settings.put("workers", c.workers());
        settings.put("full", c.full());
        settings.put("loops", c.loops());
        settings.put("inner", c.inner());
        if (c.kernel() == CpuKernel.MEM) {
            settings.put("memMegabytes", c.memMegabytes());
            settings.put("memArrayBytes", (long) c.memLongs() * Long.BYTES); // the array the kernel really used
        }
        settings.put("pauseMillis", c.pauseMillis());
        settings.put("warmupBatch", c.warmup());
        ObjectNode host = root.putObject("host");
        host.put("logicalCpus", result.host().logical());
        host.put("physicalCores", result.host().physical());
        number(host, "cgroupQuotaCpus", result.host().cgroupQuotaCpus());
        host.put("jvmProcessors", result.host().jvmProcessors());
        Curve curve = result.hasSingleJobLevel() ? result.curve("cpu") : null;
        Map<Integer, AnalyzedPoint> derived = curve == null
                ? Map.of()
                : curve.points().stream()
                        .collect(Collectors.toMap(a -> a.point().concurrentJobs(), Function.identity()));
        if (curve != null && curve.knee().isPresent())
            root.put("knee", curve.knee().getAsInt());
        else root.putNull("knee");
        ArrayNode levels = root.putArray("levels");
        for (LevelStats l : result.levels()) {
            ObjectNode level = levels.addObject();
            level.put("concurrentJobs", l.concurrentJobs());
            level.put("samples", l.samples());
            number(level, "medianSec", l.medianSec());
            number(level, "meanSec", l.meanSec());
            number(level, "stdevSec", l.stdevSec());
            number(level, "p5Sec", l.p5Sec());
            number(level, "p95Sec", l.p95Sec());
            number(level, "cpuWallRatio", l.cpuWallRatio());
            AnalyzedPoint a = derived.get(l.concurrentJobs());
            if (a != null) {
                number(level, "speedJobsPerMinPerWorker", a.speedPerWorker());
                number(level, "capacityJobsPerMin", a.capacity());
                number(level, "speedup", a.speedup());
                number(level, "efficiency", a.efficiency());
            }
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise a JSON tree", e);
        }
    }

    public static void write(CpuCurveResult result, Path file) throws IOException {
        java.nio.file.Files.writeString(file, toJson(result));
    }

    private static void number(ObjectNode node, String field, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) node.putNull(field);
        else node.put(field, Math.round(value * 1e6) / 1e6);
    }
}
