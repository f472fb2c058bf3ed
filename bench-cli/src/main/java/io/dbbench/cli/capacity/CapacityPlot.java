package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.UslPoint;
import io.dbbench.hostprobe.plot.ChartPng;
import io.dbbench.hostprobe.plot.LineChart;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The measured steps (one line per repeat) and the fitted curve on one PNG, with the peak marked when the fit gives
 * one (the title says why when it does not), drawn with the chart code cpu's plots use. The curve runs a little past the peak when the peak lies beyond the measured loads (at most to
 * four times the largest load), so the reader sees where the extrapolation goes.
 */
final class CapacityPlot {
    private static final int CURVE_POINTS = 200;
    private static final double PAST_THE_PEAK = 1.25;
    private static final double MAX_EXTRAPOLATION = 4;

    private CapacityPlot() {}

    static Path write(CapacityData data, UslFit fit, Path directory, String baseName) throws IOException {
        Path file = directory.resolve(baseName + "-usl.png");
        ChartPng.write(chart(data, fit), file);
        return file;
    }

    /** The chart: N* is marked only when the fit gives a peak (a fit that does not describe the data gives none). */
    static LineChart chart(CapacityData data, UslFit fit) {
        List<LineChart.Series> series = measured(fit.points());
        double minLoad = fit.points().stream().mapToDouble(UslPoint::load).min().orElseThrow();
        double maxLoad = fit.points().stream().mapToDouble(UslPoint::load).max().orElseThrow();
        double end = fit.peakLoad().isPresent()
                ? Math.min(Math.max(maxLoad, fit.peakLoad().getAsDouble() * PAST_THE_PEAK), maxLoad * MAX_EXTRAPOLATION)
                : maxLoad;
        double[] curveX = new double[CURVE_POINTS + 1];
        double[] curveY = new double[CURVE_POINTS + 1];
        for (int i = 0; i <= CURVE_POINTS; i++) {
            curveX[i] = minLoad + (end - minLoad) * i / CURVE_POINTS;
            curveY[i] = fit.throughputAt(curveX[i]);
        }
        series.add(new LineChart.Series("fitted", curveX, curveY, true));
        List<LineChart.Marker> markers =
                fit.peakLoad().isPresent() && fit.peakLoad().getAsDouble() <= end
                        ? List.of(new LineChart.Marker(
                                fit.peakLoad().getAsDouble(),
                                "N* = " + UslFormat.number(fit.peakLoad().getAsDouble())))
                        : List.of();
        return new LineChart(
                "Universal Scalability Law: σ " + UslFormat.number(fit.sigma()) + ", κ " + UslFormat.number(fit.kappa())
                        + ", R² " + UslFormat.number(fit.r2())
                        + fit.noPeakReason()
                                .map(reason -> "; no peak (" + reason + ")")
                                .orElse(""),
                data.loadName(),
                data.throughputName(),
                series,
                markers);
    }

    /**
     * One line per repeat: the k-th step measured at each load, in the file's order, so interleaved rounds
     * (1 2 4 8, 1 2 4 8, ...) are drawn as one curve each instead of a line zigzagging through the repeats.
     */
    private static List<LineChart.Series> measured(List<UslPoint> points) {
        Map<Double, Integer> seen = new HashMap<>();
        Map<Integer, List<UslPoint>> byRepeat = new TreeMap<>();
        for (UslPoint p : points) {
            int repeat = seen.merge(p.load(), 1, Integer::sum);
            byRepeat.computeIfAbsent(repeat, r -> new ArrayList<>()).add(p);
        }
        List<LineChart.Series> series = new ArrayList<>();
        byRepeat.forEach((repeat, steps) -> {
            List<UslPoint> sorted = steps.stream()
                    .sorted(Comparator.comparingDouble(UslPoint::load))
                    .toList();
            series.add(new LineChart.Series(
                    byRepeat.size() == 1 ? "measured" : "measured, run " + repeat,
                    sorted.stream().mapToDouble(UslPoint::load).toArray(),
                    sorted.stream().mapToDouble(UslPoint::throughput).toArray(),
                    false));
        });
        return series;
    }
}
