package io.dbbench.hostprobe.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Draws a {@link LineChart} as a PNG with JFreeChart, headless (no display needed). */
public final class ChartPng {
    public static final int WIDTH = 800;
    public static final int HEIGHT = 500;

    static {
        System.setProperty("java.awt.headless", "true");
        // ImageIO's default cache file needs a shutdown hook, registered when it first caches a stream: a PNG written
        // while the JVM shuts down (results written after Ctrl-C or SIGTERM) then failed with "Shutdown in
        // progress". Charts this size are cached in memory instead. Every chart is saved by save(), below.
        ImageIO.setUseCache(false);
    }

    private ChartPng() {}

    public static void write(LineChart chart, Path file) throws IOException {
        save(render(chart), file);
    }

    /** Saves a drawn chart as a PNG of {@link #WIDTH} × {@link #HEIGHT}: every chart of this package goes here. */
    static void save(JFreeChart chart, Path file) throws IOException {
        ChartUtils.saveChartAsPNG(file.toFile(), chart, WIDTH, HEIGHT);
    }

    /**
     * Writes chart i to {@code dir/<prefix><suffixes[i]>}.
     *
     * @return the files, in the charts' order
     */
    public static List<Path> writeAll(List<LineChart> charts, Path dir, String prefix, List<String> suffixes)
            throws IOException {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < charts.size(); i++) {
            Path file = dir.resolve(prefix + suffixes.get(i));
            write(charts.get(i), file);
            files.add(file);
        }
        return files;
    }

    static JFreeChart render(LineChart chart) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (LineChart.Series s : chart.series()) {
            XYSeries series = new XYSeries(s.name(), false, true);
            for (int i = 0; i < s.x().length; i++) {
                if (!Double.isNaN(s.y()[i])) series.add(s.x()[i], s.y()[i]);
            }
            data.addSeries(series);
        }
        JFreeChart jfree = ChartFactory.createXYLineChart(
                chart.title(), chart.xLabel(), chart.yLabel(), data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = jfree.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < chart.series().size(); i++) {
            if (chart.series().get(i).reference()) {
                renderer.setSeriesStroke(
                        i,
                        new BasicStroke(
                                1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
                renderer.setSeriesShapesVisible(i, false);
                renderer.setSeriesPaint(i, Color.GRAY);
            } else {
                renderer.setSeriesStroke(i, new BasicStroke(2f));
            }
        }
        plot.setRenderer(renderer);
        for (LineChart.Marker m : chart.markers()) {
            ValueMarker marker = new ValueMarker(
                    m.x(),
                    new Color(200, 60, 60),
                    new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 3f}, 0f));
            marker.setLabel(m.label());
            marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            marker.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
            plot.addDomainMarker(marker);
        }
        return jfree;
    }
}
