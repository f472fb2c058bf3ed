package io.dbbench.workloads.lio;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The sweep with every figure: settings, per session count the counters, derived rates and latencies. */
public final class LioJson {
    public static final int FORMAT_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private LioJson() {}

    public static String toJson(String database, LioSchema.Status schema, List<LioResult> sweep) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", "dbbench-lio");
        root.put("formatVersion", FORMAT_VERSION);
        root.put("database", database);
        root.put("tables", schema.tables().size());
        root.put("rowsPerTable", schema.rows());
        LioRunConfig c = sweep.get(0).config();
        LioSettings s = c.settings();
        ObjectNode settings = root.putObject("settings");
        settings.put("loop", c.loop().label());
        settings.put("workUnit", s.workUnit());
        settings.put("updatePct", s.updatePct());
        settings.put("scanPct", s.scanPct());
        settings.put("updateMode", s.updateMode().name().toLowerCase(java.util.Locale.ROOT));
        settings.put("hotspotEvery", s.hotspotEvery());
        settings.put("hotspotOffsetKeys", s.hotspotOffsetKeys());
        settings.put("hotspotKeys", s.hotspotKeys());
        settings.put("thinkMinMillis", s.thinkMinMillis());
        settings.put("thinkMaxMillis", s.thinkMaxMillis());
        settings.put("seed", s.seed());
        settings.put("warmupMillis", c.warmupMillis());
        settings.put("runMillis", c.runMillis());
        settings.put("opsPerSession", c.opsPerSession());
        var runs = root.putArray("runs");
        for (LioResult r : sweep) {
            ObjectNode run = runs.addObject();
            run.put("sessions", r.sessions());
            number(run, "windowSeconds", r.windowSeconds());
            ObjectNode ops = run.putObject("operations");
            r.operations().entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(e -> ops.put(e.getKey().name().toLowerCase(java.util.Locale.ROOT), e.getValue()));
            number(run, "logicalReadsPerSecond", r.logicalReadsPerSecond());
            number(run, "physicalReadsPerSecond", r.physicalReadsPerSecond());
            number(run, "logicalReadsPerOperation", r.logicalReadsPerOperation());
            number(run, "bufferHitRatio", r.bufferHitRatio());
            number(run, "speedup", LioSweepCsv.speedup(r, sweep.get(0)));
            run.put("physicalReadsSeen", r.hadPhysicalReads());
            ObjectNode counters = run.putObject("serverCounterDeltas");
            new java.util.TreeMap<>(r.counters().values()).forEach(counters::put);
            if (r.loop() == LioLoop.SERVER) {
                // the block's own clock: a mean per operation type, no client-side percentiles exist
                ObjectNode mean = run.putObject("inDatabaseMeanMicros");
                r.inDatabaseMeanMicros().entrySet().stream()
                        .sorted(Map.Entry.comparingByKey())
                        .forEach(e -> number(mean, e.getKey().name().toLowerCase(java.util.Locale.ROOT), e.getValue()));
                continue;
            }
            ObjectNode latency = run.putObject("latencyMicros");
            r.latency().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                ObjectNode l = latency.putObject(e.getKey().name().toLowerCase(java.util.Locale.ROOT));
                l.put("count", e.getValue().count());
                number(l, "mean", e.getValue().meanMicros());
                number(l, "p50", e.getValue().p50Micros());
                number(l, "p95", e.getValue().p95Micros());
                number(l, "p99", e.getValue().p99Micros());
                number(l, "max", e.getValue().maxMicros());
            });
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise a JSON tree", e);
        }
    }

    public static void write(String database, LioSchema.Status schema, List<LioResult> sweep, Path file)
            throws IOException {
        Files.writeString(file, toJson(database, schema, sweep));
    }

    private static void number(ObjectNode node, String field, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) node.putNull(field);
        else node.put(field, Math.round(value * 1000) / 1000.0);
    }
}
