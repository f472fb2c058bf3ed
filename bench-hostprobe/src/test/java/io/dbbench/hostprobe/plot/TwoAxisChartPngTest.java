package io.dbbench.hostprobe.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TwoAxisChartPngTest {
    @TempDir
    Path dir;

    private static TwoAxisChart chart() {
        double[] x = {1, 2, 4};
        return new TwoAxisChart(
                "t",
                "users",
                "tps",
                "ms",
                List.of(
                        new LineChart.Series("measured", x, new double[] {10, 18, 30}, false),
                        new LineChart.Series("fit", x, new double[] {10, 19, 31}, true)),
                List.of(new LineChart.Series("p99", x, new double[] {1, 2, Double.NaN}, false)),
                List.of(new TwoAxisChart.Level(50, "SLO p99<50ms")),
                List.of(new TwoAxisChart.Marker(2, "max", false), new TwoAxisChart.Marker(4, "broke", true)));
    }

    @Test
    void theRightSeriesAreReadAgainstTheirOwnAxisWhichReachesPastTheLevels() {
        JFreeChart jfree = TwoAxisChartPng.render(chart());
        XYPlot plot = jfree.getXYPlot();
        assertEquals(2, plot.getDataset(0).getSeriesCount());
        assertEquals(1, plot.getDataset(1).getSeriesCount());
        // the NaN of a step without a p99 is left out, not drawn at 0
        assertEquals(2, plot.getDataset(1).getItemCount(0));
        assertEquals(plot.getRangeAxis(1), plot.getRangeAxisForDataset(1));
        assertEquals(55, plot.getRangeAxis(1).getUpperBound(), 1e-9);
        assertEquals(
                2, plot.getDomainMarkers(org.jfree.chart.ui.Layer.FOREGROUND).size());
    }

    @Test
    void eachSeriesOfAnAxisHasItsOwnColour() {
        double[] x = {1, 2, 4};
        List<LineChart.Series> right = List.of(
                new LineChart.Series("p99", x, new double[] {1, 2, 3}, false),
                new LineChart.Series("p50", x, new double[] {0.5, 1, 1.5}, false),
                new LineChart.Series("p95", x, new double[] {0.8, 1.6, 2.4}, false));
        XYPlot plot = TwoAxisChartPng.render(
                        new TwoAxisChart("t", "users", "tps", "ms", chart().left(), right, List.of(), List.of()))
                .getXYPlot();
        java.util.Set<java.awt.Paint> paints = new java.util.HashSet<>();
        for (int i = 0; i < 3; i++) paints.add(plot.getRenderer(1).getSeriesPaint(i));
        for (int i = 0; i < 2; i++) paints.add(plot.getRenderer(0).getSeriesPaint(i));
        assertEquals(5, paints.size(), "five series, five colours: " + paints);
    }

    @Test
    void noCacheFileSoAPngCanBeWrittenWhileTheJvmShutsDown() throws Exception {
        // ImageIO's cache file adds a shutdown hook per stream, refused during shutdown: results written after a
        // Ctrl-C or SIGTERM lost their charts, and the run ended with an internal error
        TwoAxisChartPng.write(chart(), dir.resolve("d.png"));
        assertFalse(ImageIO.getUseCache());
    }

    @Test
    void itIsWrittenAsAPngOfTheChartsSize() throws Exception {
        Path file = dir.resolve("c.png");
        TwoAxisChartPng.write(chart(), file);
        BufferedImage image = ImageIO.read(file.toFile());
        assertNotNull(image);
        assertEquals(ChartPng.WIDTH, image.getWidth());
    }
}
