package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Our JSON has every field of fio 3.33's, with the same JSON type, so a script that reads fio's reads ours:
 * the reference is fio 3.33's own document for the same job (psync random 4 KiB direct reads, 2 jobs, 2 s),
 * and the golden {@code io/dbbench-json-shape.txt} seals our field list (values are not compared).
 */
class FioJsonShapeTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Every field path and its JSON type; array items as [], fio's open-ended maps (percentiles, bins) as leaves. */
    static Map<String, String> shape(JsonNode node, String path, Map<String, String> into) {
        if (node.isObject()) {
            into.put(path.isEmpty() ? "/" : path, "object");
            if (path.endsWith("/percentile") || path.endsWith("/bins") || path.endsWith("/global options")) return into;
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                shape(f.getValue(), path + "/" + f.getKey(), into);
            }
        } else if (node.isArray()) {
            into.put(path, "array");
            if (node.size() > 0) shape(node.get(0), path + "[]", into);
        } else {
            into.put(
                    path,
                    node.isNumber()
                            ? "number"
                            : node.isTextual() ? "string" : node.getNodeType().toString());
        }
        return into;
    }

    static IoResult sample() {
        Histogram clat = new Histogram(3);
        clat.recordValueWithCount(80_000, 886);
        clat.recordValueWithCount(150_000, 114);
        IoJobSpec spec =
                new IoJobSpec(Path.of("f"), 1 << 20, IoPattern.RANDREAD, 50, 4096, true, 1, 2, 0, false, 0, 0, 0);
        IntervalStats bw = new IntervalStats(1900, 2100, 2000, 100, 4);
        IntervalStats iops = new IntervalStats(475, 525, 500, 25, 4);
        IoDetails details = new IoDetails(
                bw,
                iops,
                IntervalStats.NONE,
                IntervalStats.NONE,
                List.of(1000L, 0L, 0L, 0L, 0L, 0L, 0L),
                List.of(2_048_000L, 2_048_000L),
                List.of(0L, 0L),
                1003,
                0,
                25,
                false);
        return new IoResult(
                spec,
                new DirectionStats(1000, 1000 * 4096L, clat),
                new DirectionStats(0, 0, new Histogram(3)),
                new Histogram(3),
                2_000_000_000L,
                10_000_000L,
                400_000_000L,
                details);
    }

    static String ours(boolean bins) {
        DiskStats.Usage disk = new DiskStats.Usage("vda", 990, 3, 1, 0, 120, 2, 122, 71.5);
        return FioJson.write(
                List.of(sample()),
                "iops-test-job",
                "psync",
                Map.of("filename", "/tmp/io.test", "rw", "randread"),
                1_795_900_000L,
                disk,
                bins);
    }

    @Test
    void everyFieldOfFio333IsInOursWithItsType() throws Exception {
        Map<String, String> fio;
        try (InputStream in = getClass().getResourceAsStream("/io/fio-3.33-psync-randread.json")) {
            fio = shape(MAPPER.readTree(in), "", new TreeMap<>());
        }
        Map<String, String> ours = shape(MAPPER.readTree(ours(false)), "", new TreeMap<>());
        List<String> missing = new ArrayList<>();
        fio.forEach((path, type) -> {
            if (!type.equals(ours.get(path))) missing.add(path + " (" + type + ", ours " + ours.get(path) + ")");
        });
        assertEquals(List.of(), missing, "fio's fields missing from ours or of another type");
        for (String field : List.of(
                "/jobs[]/read/bw_min",
                "/jobs[]/read/bw_max",
                "/jobs[]/read/bw_mean",
                "/jobs[]/read/iops_min",
                "/jobs[]/read/iops_max",
                "/jobs[]/read/iops_mean",
                "/jobs[]/iodepth_level",
                "/disk_util[]/util")) {
            assertTrue(fio.containsKey(field) && ours.containsKey(field), field);
        }
    }

    @Test
    void ourFieldListIsTheGolden() throws Exception {
        StringBuilder actual = new StringBuilder();
        shape(MAPPER.readTree(ours(false)), "", new TreeMap<>())
                .forEach((path, type) ->
                        actual.append(path).append(' ').append(type).append('\n'));
        String golden;
        try (InputStream in = getClass().getResourceAsStream("/io/dbbench-json-shape.txt")) {
            golden = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(golden, actual.toString(), "regenerate io/dbbench-json-shape.txt only for a deliberate change");
    }

    @Test
    void jsonPlusCarriesEachLatencyHistogramsBins() throws Exception {
        JsonNode read = MAPPER.readTree(ours(true)).path("jobs").get(0).path("read");
        JsonNode bins = read.path("clat_ns").path("bins");
        long count = 0;
        for (Iterator<JsonNode> it = bins.elements(); it.hasNext(); )
            count += it.next().asLong();
        assertEquals(1000, count, bins.toString());
        assertTrue(MAPPER.readTree(ours(false))
                .path("jobs")
                .get(0)
                .path("read")
                .path("clat_ns")
                .path("bins")
                .isMissingNode());
    }

    @Test
    void theRatesPerIntervalAndDepthsAreFiosFields() throws Exception {
        JsonNode root = MAPPER.readTree(ours(false));
        JsonNode job = root.path("jobs").get(0);
        assertEquals(1900, job.path("read").path("bw_min").asLong());
        assertEquals(2100, job.path("read").path("bw_max").asLong());
        assertEquals(500.0, job.path("read").path("iops_mean").asDouble());
        assertEquals(4, job.path("read").path("iops_samples").asInt());
        assertEquals(100.0, job.path("iodepth_level").path("1").asDouble());
        assertEquals("vda", root.path("disk_util").get(0).path("name").asText());
        assertEquals(71.5, root.path("disk_util").get(0).path("util").asDouble());
    }
}
