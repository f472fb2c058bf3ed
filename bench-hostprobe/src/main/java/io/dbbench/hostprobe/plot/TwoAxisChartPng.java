package io.dbbench.hostprobe.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Draws a {@link TwoAxisChart} as a PNG with JFreeChart, headless, in {@link ChartPng}'s size and style: the left
 * series in blue shades, the right ones in orange, each axis labelled in its series' colour.
 */
public final class TwoAxisChartPng {
    private static final Color LEFT = new Color(31, 119, 180);
    private static final Color RIGHT = new Color(230, 120, 20);
    /** The left axis' series in turn: blues and purples, none of the right's colours. */
    static final List<Color> LEFT_COLOURS = List.of(LEFT, new Color(23, 190, 207), new Color(148, 103, 189));
    /** The right axis' series in turn: oranges, browns and pinks, distinct from each other and from the left's. */
    static final List<Color> RIGHT_COLOURS = List.of(
            RIGHT, new Color(140, 86, 75), new Color(227, 119, 194), new Color(188, 189, 34), new Color(127, 127, 127));

    private static final Color GOOD = new Color(40, 150, 60);
    private static final Color BAD = new Color(200, 40, 40);
    private static final Stroke DASHED =
            new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);
    private static final Color LABEL_BACKGROUND = new Color(255, 255, 255, 210);
    private static final Stroke DOTTED =
            new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 3f}, 0f);

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private TwoAxisChartPng() {}

    public static void write(TwoAxisChart chart, Path file) throws IOException {
        ChartPng.save(render(chart), file);
    }

    static JFreeChart render(TwoAxisChart chart) {
        JFreeChart jfree = ChartFactory.createXYLineChart(
                chart.title(),
                chart.xLabel(),
                chart.leftLabel(),
                collection(chart.left()),
                PlotOrientation.VERTICAL,
                true,
                false,
                false);
        XYPlot plot = jfree.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        NumberAxis leftAxis = (NumberAxis) plot.getRangeAxis();
        leftAxis.setAutoRangeIncludesZero(true);
        leftAxis.setLabelPaint(LEFT);
        plot.setRenderer(0, renderer(chart.left(), LEFT_COLOURS));

        NumberAxis rightAxis = new NumberAxis(chart.rightLabel());
        rightAxis.setAutoRangeIncludesZero(true);
        rightAxis.setLabelPaint(RIGHT);
        plot.setRangeAxis(1, rightAxis);
        plot.setRangeAxisLocation(1, AxisLocation.BOTTOM_OR_RIGHT);
        plot.setDataset(1, collection(chart.right()));
        plot.mapDatasetToRangeAxis(1, 1);
        plot.setRenderer(1, renderer(chart.right(), RIGHT_COLOURS));
        // a level above every measured value is still in view: the axis reaches a little past it
        double highestLevel = chart.rightLevels().stream()
                .mapToDouble(TwoAxisChart.Level::y)
                .max()
                .orElse(0);
        double highestValue = chart.right().stream()
                .flatMapToDouble(s -> java.util.Arrays.stream(s.y()))
                .filter(Double::isFinite)
                .max()
                .orElse(0);
        if (highestLevel > highestValue) rightAxis.setRange(0, highestLevel * 1.1);

        // levels are labelled at the left end, markers at the top: the two never meet in a corner
        for (TwoAxisChart.Level level : chart.rightLevels()) {
            ValueMarker line = new ValueMarker(level.y(), RIGHT, DOTTED);
            line.setLabel(level.label());
            line.setLabelPaint(RIGHT);
            line.setLabelBackgroundColor(LABEL_BACKGROUND);
            line.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            line.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(1, line, Layer.FOREGROUND);
        }
        double middle = middleX(chart);
        for (TwoAxisChart.Marker m : chart.markers()) {
            Color colour = m.warning() ? BAD : GOOD;
            ValueMarker line = new ValueMarker(m.x(), colour, DOTTED);
            line.setLabel(m.label());
            line.setLabelPaint(colour);
            line.setLabelBackgroundColor(LABEL_BACKGROUND);
            // written towards the middle of the chart, so a marker at either end keeps its whole label
            boolean labelLeft = m.x() > middle;
            line.setLabelAnchor(labelLeft ? RectangleAnchor.TOP_LEFT : RectangleAnchor.TOP_RIGHT);
            line.setLabelTextAnchor(labelLeft ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
            plot.addDomainMarker(line);
        }
        return jfree;
    }

    /** The middle of the series' x range (0 when there are none). */
    private static double middleX(TwoAxisChart chart) {
        java.util.DoubleSummaryStatistics x = java.util.stream.Stream.concat(
                        chart.left().stream(), chart.right().stream())
                .flatMapToDouble(s -> java.util.Arrays.stream(s.x()))
                .summaryStatistics();
        return x.getCount() == 0 ? 0 : (x.getMin() + x.getMax()) / 2;
    }

    private static XYSeriesCollection collection(List<LineChart.Series> series) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (LineChart.Series s : series) {
            XYSeries xy = new XYSeries(s.name(), false, true);
            for (int i = 0; i < s.x().length; i++) {
                if (Double.isFinite(s.y()[i])) xy.add(s.x()[i], s.y()[i]);
            }
            data.addSeries(xy);
        }
        return data;
    }

    /**
     * Measured series solid with their points, reference ones (a fitted curve) dashed without; each in its own colour
     * of the axis' {@code colours}, in turn.
     */
    private static XYLineAndShapeRenderer renderer(List<LineChart.Series> series, List<Color> colours) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        // one path per series: drawn segment by segment, a curve of many short segments restarts its dashes at
        // every point and looks solid
        renderer.setDrawSeriesLineAsPath(true);
        for (int i = 0; i < series.size(); i++) {
            renderer.setSeriesPaint(i, colours.get(i % colours.size()));
            if (series.get(i).reference()) {
                renderer.setSeriesStroke(i, DASHED);
                renderer.setSeriesShapesVisible(i, false);
            } else {
                renderer.setSeriesStroke(i, new BasicStroke(2f));
            }
        }
        return renderer;
    }
}
