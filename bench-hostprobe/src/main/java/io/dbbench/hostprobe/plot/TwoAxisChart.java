package io.dbbench.hostprobe.plot;

import java.util.List;

/**
 * A line chart with a second value axis on the right, independent of the library that draws it: series against
 * the left axis (throughput), series against the right one (a response time), horizontal levels on the right axis
 * (an objective's limit) and vertical markers (a step to point at).
 *
 * @param title      the chart's title
 * @param xLabel     the horizontal axis
 * @param leftLabel  the left value axis
 * @param rightLabel the right value axis
 * @param left       the series read against the left axis; {@code reference} ones are drawn dashed, without points
 * @param right      the series read against the right axis
 * @param rightLevels horizontal lines at values of the right axis
 * @param markers    vertical lines
 */
public record TwoAxisChart(
        String title,
        String xLabel,
        String leftLabel,
        String rightLabel,
        List<LineChart.Series> left,
        List<LineChart.Series> right,
        List<Level> rightLevels,
        List<Marker> markers) {
    public TwoAxisChart {
        left = List.copyOf(left);
        right = List.copyOf(right);
        rightLevels = List.copyOf(rightLevels);
        markers = List.copyOf(markers);
    }

    /** A horizontal line at {@code y} of the right axis, with a short label. */
    public record Level(double y, String label) {}

    /** A vertical line at x with a short label; a {@code warning} one (a limit broken) is drawn red, others green. */
    public record Marker(double x, String label, boolean warning) {}
}
