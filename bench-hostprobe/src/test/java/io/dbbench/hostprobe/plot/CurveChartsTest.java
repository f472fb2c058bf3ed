package io.dbbench.hostprobe.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurvePoint;
import io.dbbench.hostprobe.host.HostCpus;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CurveChartsTest {
    @TempDir
    Path dir;

    @Test
    void writesFourPngsWithOneLinePerCurveAndCoreMarkers() throws Exception {
        Curve a = Curve.analyze(
                "host-a",
                List.of(new CurvePoint(1, 1, 1, 0), new CurvePoint(2, 1.1, 1.1, 0), new CurvePoint(4, 2.2, 2.2, 0)));
        Curve b = Curve.analyze("host-b", List.of(new CurvePoint(1, 2, 2, 0), new CurvePoint(4, 2.1, 2.1, 0)));
        List<LineChart.Marker> markers = CurveCharts.coreMarkers(new HostCpus(4, 2, Double.NaN, 4));
        assertEquals(List.of(new LineChart.Marker(2, "2 cores"), new LineChart.Marker(4, "4 logical CPUs")), markers);
        List<LineChart> charts = CurveCharts.charts(List.of(a, b), markers);
        assertEquals(4, charts.size());
        assertEquals(2, charts.get(0).series().size());
        assertEquals(3, charts.get(3).series().size(), "two curves and the ideal line");
        List<Path> files = CurveCharts.write(List.of(a, b), markers, dir, "cpu");
        assertEquals(dir.resolve("cpu-speedup.png"), files.get(3));
        for (Path f : files) {
            BufferedImage image = ImageIO.read(f.toFile());
            assertNotNull(image, f + " is not a PNG");
            assertEquals(ChartPng.WIDTH, image.getWidth());
        }
    }
}
