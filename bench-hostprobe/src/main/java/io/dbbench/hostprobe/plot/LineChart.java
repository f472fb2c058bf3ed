package io.dbbench.hostprobe.plot;

import java.util.List;

/**
 * What one line chart shows, independent of the library that draws it: series of (x, y) points and
 * vertical marker lines (core counts, the knee).
 */
public record LineChart(String title, String xLabel, String yLabel, List<Series> series, List<Marker> markers) {
    public LineChart {
        series = List.copyOf(series);
        markers = List.copyOf(markers);
    }

    /** One line; {@code reference} lines (ideal speedup) are drawn dashed. */
    public record Series(String name, double[] x, double[] y, boolean reference) {
        public Series {
            if (x.length != y.length)
                throw new IllegalArgumentException("series " + name + ": x and y differ in length");
            x = x.clone();
            y = y.clone();
        }
    }

    /** A vertical line at x with a short label. */
    public record Marker(double x, String label) {}
}
