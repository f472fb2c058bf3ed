package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class FioJsonTest {
    /** What a script written for fio reads, through fio's field names only. */
    record FioSummary(
            String jobname,
            double readIops,
            long readBwBytes,
            long readIoBytes,
            long runtimeMillis,
            long clatP50Nanos,
            long clatP99Nanos,
            double clatMeanNanos,
            long latMaxNanos,
            double latencyUs100) {
        static FioSummary parse(JsonNode root) {
            JsonNode job = root.path("jobs").get(0);
            JsonNode read = job.path("read");
            JsonNode clat = read.path("clat_ns");
            return new FioSummary(
                    job.path("jobname").asText(),
                    read.path("iops").asDouble(),
                    read.path("bw_bytes").asLong(),
                    read.path("io_bytes").asLong(),
                    read.path("runtime").asLong(),
                    clat.path("percentile").path("50.000000").asLong(),
                    clat.path("percentile").path("99.000000").asLong(),
                    clat.path("mean").asDouble(),
                    read.path("lat_ns").path("max").asLong(),
                    job.path("latency_us").path("100").asDouble());
        }
    }

    @Test
    void theSameReaderReadsRealFioAndOurs() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        try (InputStream in = getClass().getResourceAsStream("/io/fio-3-randread.json")) {
            FioSummary fio = FioSummary.parse(mapper.readTree(in));
            assertEquals("iops-test-job", fio.jobname());
            assertTrue(fio.readIops() > 0 && fio.clatP50Nanos() > 0 && fio.readIoBytes() == 4 << 20, fio.toString());
        }
        Histogram clat = new Histogram(3);
        clat.recordValueWithCount(80_000, 886);
        clat.recordValueWithCount(150_000, 114);
        IoJobSpec spec =
                new IoJobSpec(Path.of("f"), 1 << 20, IoPattern.RANDREAD, 50, 4096, true, 1, 1, 0, false, 0, 0, 0);
        IoResult result = new IoResult(
                spec,
                new DirectionStats(1000, 1000 * 4096L, clat),
                new DirectionStats(0, 0, new Histogram(3)),
                new Histogram(3),
                2_000_000_000L,
                0,
                0,
                IoDetails.NONE);
        JsonNode oursJson =
                mapper.readTree(FioJson.write(result, "iops-test-job", "psync", Map.of("rw", "randread"), 0));
        FioSummary ours = FioSummary.parse(oursJson);
        assertEquals(
                new FioSummary(
                        "iops-test-job", 500.0, 2048000, 4096000, 2000, 80_063, 150_015, clat.getMean(), 150_015, 88.6),
                ours);
    }

    @Test
    void slatIsWrittenAsFioWritesItForPsyncNoSamples() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode fioSlat;
        try (InputStream in = getClass().getResourceAsStream("/io/fio-3-randread.json")) {
            fioSlat = mapper.readTree(in).path("jobs").get(0).path("read").path("slat_ns");
        }
        Histogram clat = new Histogram(3);
        clat.recordValueWithCount(80_000, 10);
        IoJobSpec spec =
                new IoJobSpec(Path.of("f"), 1 << 20, IoPattern.RANDREAD, 50, 4096, true, 1, 1, 0, false, 0, 0, 0);
        IoResult result = new IoResult(
                spec,
                new DirectionStats(10, 40960, clat),
                new DirectionStats(0, 0, new Histogram(3)),
                new Histogram(3),
                1_000_000_000L,
                0,
                0,
                IoDetails.NONE);
        JsonNode ourSlat = mapper.readTree(FioJson.write(result, "j", "psync", Map.of(), 0))
                .path("jobs")
                .get(0)
                .path("read")
                .path("slat_ns");
        assertEquals(0, fioSlat.path("N").asLong(), "fio 3.33 --ioengine=psync: slat has no samples");
        assertEquals(fioSlat.path("N").asLong(), ourSlat.path("N").asLong());
        assertEquals(fioSlat.path("max").asLong(), ourSlat.path("max").asLong());
        assertEquals(fioSlat.path("mean").asDouble(), ourSlat.path("mean").asDouble());
    }
}
