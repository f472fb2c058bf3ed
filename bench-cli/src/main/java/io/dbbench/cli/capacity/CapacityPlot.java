package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.UslPoint;
import io.dbbench.hostprobe.plot.ChartPng;
import io.dbbench.hostprobe.plot.LineChart;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

/**
 * The measured steps and the fitted curve on one PNG, with the peak marked, drawn with the chart code cpu's
 * plots use. The curve runs a little past the peak when the peak lies beyond the measured loads (at most to
 * four times the largest load), so the reader sees where the extrapolation goes.
 */
final class CapacityPlot {
    private static final int CURVE_POINTS = 200;
    private static final double PAST_THE_PEAK = 1.25;
    private static final double MAX_EXTRAPOLATION = 4;

    private CapacityPlot() {}

    static Path write(CapacityData data, UslFit fit, Path directory, String baseName) throws IOException {
        List<UslPoint> sorted = fit.points().stream()
                .sorted(Comparator.comparingDouble(UslPoint::load).thenComparingDouble(UslPoint::throughput))
                .toList();
        double[] x = sorted.stream().mapToDouble(UslPoint::load).toArray();
        double[] y = sorted.stream().mapToDouble(UslPoint::throughput).toArray();
        double minLoad = x[0];
        double maxLoad = x[x.length - 1];
        double end = fit.peakLoad().isPresent()
                ? Math.min(Math.max(maxLoad, fit.peakLoad().getAsDouble() * PAST_THE_PEAK), maxLoad * MAX_EXTRAPOLATION)
                : maxLoad;
        double[] curveX = new double[CURVE_POINTS + 1];
        double[] curveY = new double[CURVE_POINTS + 1];
        for (int i = 0; i <= CURVE_POINTS; i++) {
            curveX[i] = minLoad + (end - minLoad) * i / CURVE_POINTS;
            curveY[i] = fit.throughputAt(curveX[i]);
        }
        List<LineChart.Marker> markers =
                fit.peakLoad().isPresent() && fit.peakLoad().getAsDouble() <= end
                        ? List.of(new LineChart.Marker(
                                fit.peakLoad().getAsDouble(),
                                "N* = " + UslFormat.number(fit.peakLoad().getAsDouble())))
                        : List.of();
        LineChart chart = new LineChart(
                "Universal Scalability Law: σ " + UslFormat.number(fit.sigma()) + ", κ " + UslFormat.number(fit.kappa())
                        + ", R² " + UslFormat.number(fit.r2()),
                data.loadName(),
                data.throughputName(),
                List.of(
                        new LineChart.Series("measured", x, y, false),
                        new LineChart.Series("fitted", curveX, curveY, true)),
                markers);
        Path file = directory.resolve(baseName + "-usl.png");
        ChartPng.write(chart, file);
        return file;
    }
}
