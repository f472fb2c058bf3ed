package io.dbbench.cli.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurvePoint;
import io.dbbench.workloads.lio.LioOperation;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioRunConfig;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.ServerCounters;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LioChartsTest {
    @TempDir
    Path dir;

    private static LioResult result(int sessions, long logical, long physical, long selects) {
        return new LioResult(
                new LioRunConfig(sessions, 0, 1000, 0, LioSettings.readOnly(64)),
                1_000_000_000L,
                Map.of(LioOperation.SELECT, selects),
                Map.of(),
                new ServerCounters(Map.of("logical reads", logical, "physical reads", physical)));
    }

    @Test
    void writesThreePngsWithTheCpuCurveBeside() throws Exception {
        Curve cpu = Curve.analyze("host", List.of(new CurvePoint(1, 1, 1, 0), new CurvePoint(2, 1.2, 1.2, 0)));
        List<Path> files = LioCharts.write(
                List.of(result(1, 66_000, 0, 1000), result(2, 120_000, 0, 1800)), cpu, List.of(), dir, "sweep");
        assertEquals(
                List.of(
                        dir.resolve("sweep-liops.png"),
                        dir.resolve("sweep-per-session.png"),
                        dir.resolve("sweep-speedup.png")),
                files);
        for (Path f : files) assertNotNull(ImageIO.read(f.toFile()), f.toString());
    }

    @Test
    void consoleFlagsPhysicalReadsAndImplausibleLioPerOperation() {
        StringWriter text = new StringWriter();
        LioConsole console = new LioConsole(new PrintWriter(text, true), LioSettings.readOnly(64));
        LioResult clean = result(1, 66_000, 0, 1000);
        console.row(clean, clean);
        assertFalse(text.toString().contains("WARNING"), text.toString());
        console.row(result(2, 300_000, 12, 1000), clean);
        assertTrue(text.toString().contains("WARNING: 12 physical reads in the window"), text.toString());
        assertTrue(
                text.toString().contains("WARNING: 300.0 logical reads per operation, expected 64..192"),
                text.toString());
    }
}
