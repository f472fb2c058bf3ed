package io.dbbench.hostprobe.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.hostprobe.host.HostCpus;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON result, sealed by a golden file. */
class CpuCurveJsonTest {
    @Test
    void jsonMatchesGoldenFile() throws Exception {
        CpuCurveResult result = new CpuCurveResult(
                new CpuCurveConfig(2, true, 3, 1000, CpuKernel.INT, 1024, 1000, true),
                new HostCpus(4, 2, Double.NaN, 4),
                List.of(
                        new LevelStats(1, 3, 1.0, 1.01, 0.02, 0.98, 1.04, 0.999),
                        new LevelStats(2, 6, 1.6, 1.62, 0.05, 1.55, 1.7, 0.95)));
        assertEquals(
                Files.readString(java.nio.file.Path.of(getClass()
                        .getResource("/io/dbbench/hostprobe/golden-cpu.json")
                        .toURI())),
                CpuCurveJson.toJson(result));
    }
}
