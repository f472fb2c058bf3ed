package io.dbbench.hostprobe.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartPngTest {
    @TempDir
    Path dir;

    @Test
    void writeAllNamesEachFileByItsSuffixInTheChartsOrder() throws Exception {
        double[] x = {1, 2, 3};
        List<LineChart> charts = List.of(
                new LineChart(
                        "a", "x", "y", List.of(new LineChart.Series("a", x, new double[] {1, 2, 3}, false)), List.of()),
                new LineChart(
                        "b",
                        "x",
                        "y",
                        List.of(new LineChart.Series("b", x, new double[] {3, 2, 1}, false)),
                        List.of()));
        List<Path> files = ChartPng.writeAll(charts, dir, "run", List.of("-up.png", "-down.png"));
        assertEquals(List.of(dir.resolve("run-up.png"), dir.resolve("run-down.png")), files);
        for (Path f : files) {
            BufferedImage image = ImageIO.read(f.toFile());
            assertNotNull(image, f + " is not a PNG");
            assertEquals(ChartPng.HEIGHT, image.getHeight());
        }
    }
}
