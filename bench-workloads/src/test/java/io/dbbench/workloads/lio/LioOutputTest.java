package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sweep CSV and JSON, sealed by golden files; the figures computed by hand in the comments. */
class LioOutputTest {
    @TempDir
    Path dir;

    static List<LioResult> sweep() {
        LioRunConfig one = new LioRunConfig(1, 1000, 2000, 0, LioSettings.readOnly(256));
        // 2 s window, 1000 selects, 260,000 logical reads: 130,000 LIO/s, 260 per operation, no physical reads
        LioResult r1 = new LioResult(
                one,
                2_000_000_000L,
                Map.of(LioOperation.SELECT, 1000L, LioOperation.UPDATE, 0L, LioOperation.SCAN, 0L),
                Map.of(LioOperation.SELECT, new LatencySummary(1000, 1900.5, 1800, 2500, 3000, 4100)),
                new ServerCounters(Map.of("logical reads", 260_000L, "physical reads", 0L)));
        // 2 s window, 1800 selects, 470,000 logical reads of which 470 physical: 235,000 LIO/s, speedup
        // 235,000 / 130,000 = 1.808, per worker 117,500, hit ratio 1 - 470/470,000 = 0.999
        LioResult r2 = new LioResult(
                one.withSessions(2),
                2_000_000_000L,
                Map.of(LioOperation.SELECT, 1800L, LioOperation.UPDATE, 0L, LioOperation.SCAN, 0L),
                Map.of(LioOperation.SELECT, new LatencySummary(1800, 2100, 2000, 2900, 3500, 5000)),
                new ServerCounters(Map.of("logical reads", 470_000L, "physical reads", 470L)));
        return List.of(r1, r2);
    }

    /**
     * A server-loop run: 1 s window, 400 selects and 100 updates timed by the block at 1,000 µs and 2,500 µs
     * on average, 130,000 logical reads: 130,000 LIO/s, 260 per operation, 500 operations/s.
     */
    static List<LioResult> serverSweep() {
        LioRunConfig config = new LioRunConfig(
                1, 1000, 1000, 0, new LioSettings(256, 20, 0, UpdateMode.LITE, 0, 0, 0, 0, 0, 1), LioLoop.SERVER);
        return List.of(new LioResult(
                config,
                1_000_000_000L,
                Map.of(LioOperation.SELECT, 400L, LioOperation.UPDATE, 100L, LioOperation.SCAN, 0L),
                Map.of(),
                Map.of(LioOperation.SELECT, 1000.0, LioOperation.UPDATE, 2500.0),
                new ServerCounters(Map.of("logical reads", 130_000L, "physical reads", 0L))));
    }

    @Test
    void serverLoopCsvAndJsonNameTheLoopAndHoldMeansNotPercentiles() throws Exception {
        Path file = dir.resolve("lio.csv");
        LioSweepCsv.write(serverSweep(), file);
        assertEquals(
                LioSweepCsv.HEADER + "\n1,130000,130000,1.000,0,260.00,1.000000,500.0,server\n",
                Files.readString(file));
        LioSchema.Status schema = new LioSchema.Status(List.of("lio_t1"), 10_000, false);
        assertEquals(golden("golden-lio-server.json"), LioJson.toJson("PostgreSQL 15.18", schema, serverSweep()));
    }

    @Test
    void sweepCsvMatchesGoldenFile() throws Exception {
        Path file = dir.resolve("lio.csv");
        LioSweepCsv.write(sweep(), file);
        assertEquals(golden("golden-lio.csv"), Files.readString(file));
    }

    @Test
    void jsonMatchesGoldenFile() throws Exception {
        LioSchema.Status schema = new LioSchema.Status(List.of("lio_t1"), 10_000, true);
        assertEquals(golden("golden-lio.json"), LioJson.toJson("PostgreSQL 16.6", schema, sweep()));
    }

    private static String golden(String name) throws Exception {
        return Files.readString(Path.of(LioOutputTest.class
                .getResource("/io/dbbench/workloads/lio/" + name)
                .toURI()));
    }
}
