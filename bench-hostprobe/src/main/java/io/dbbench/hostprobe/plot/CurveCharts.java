package io.dbbench.hostprobe.plot;

import io.dbbench.hostprobe.curve.AnalyzedPoint;
import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.host.HostCpus;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The four plots users draw from a CPU curve — t(n), 60/t(n), 60·n/t(n) and speedup — one line per curve
 * (so hosts can be compared on one picture), with vertical lines at the core counts.
 */
public final class CurveCharts {
    /** File suffixes of the four charts, in the order they are written. */
    public static final List<String> SUFFIXES = List.of("-runtime.png", "-speed.png", "-capacity.png", "-speedup.png");

    private CurveCharts() {}

    /** Writes {@code <prefix>-runtime.png} ... {@code <prefix>-speedup.png}; returns the files. */
    public static List<Path> write(List<Curve> curves, List<LineChart.Marker> markers, Path dir, String prefix)
            throws IOException {
        List<LineChart> charts = charts(curves, markers);
        return ChartPng.writeAll(charts, dir, prefix, SUFFIXES);
    }

    static List<LineChart> charts(List<Curve> curves, List<LineChart.Marker> markers) {
        String x = "concurrent jobs n";
        List<LineChart.Series> speedup = series(curves, AnalyzedPoint::speedup);
        int maxN = curves.stream()
                .flatMap(c -> c.points().stream())
                .mapToInt(a -> a.point().concurrentJobs())
                .max()
                .orElse(1);
        speedup.add(new LineChart.Series("ideal (n)", new double[] {1, maxN}, new double[] {1, maxN}, true));
        return List.of(
                new LineChart(
                        "Median job time t(n)",
                        x,
                        "seconds",
                        series(curves, a -> a.point().medianSec()),
                        markers),
                new LineChart(
                        "Speed per worker 60/t(n)",
                        x,
                        "jobs per minute per worker",
                        series(curves, AnalyzedPoint::speedPerWorker),
                        markers),
                new LineChart(
                        "Capacity 60·n/t(n)", x, "jobs per minute", series(curves, AnalyzedPoint::capacity), markers),
                new LineChart("Speedup n·t(1)/t(n)", x, "speedup", speedup, markers));
    }

    /** Vertical lines at the host's physical cores and logical CPUs (and the cgroup quota, when set). */
    public static List<LineChart.Marker> coreMarkers(HostCpus host) {
        List<LineChart.Marker> markers = new ArrayList<>();
        if (host.physical() > 0) markers.add(new LineChart.Marker(host.physical(), host.physical() + " cores"));
        if (host.logical() > 0 && host.logical() != host.physical()) {
            markers.add(new LineChart.Marker(host.logical(), host.logical() + " logical CPUs"));
        }
        if (!Double.isNaN(host.cgroupQuotaCpus())) {
            markers.add(new LineChart.Marker(
                    host.cgroupQuotaCpus(),
                    String.format(java.util.Locale.ROOT, "quota %.1f", host.cgroupQuotaCpus())));
        }
        return markers;
    }

    private static List<LineChart.Series> series(List<Curve> curves, ToDoubleFunction<AnalyzedPoint> y) {
        List<LineChart.Series> list = new ArrayList<>();
        for (Curve c : curves) {
            double[] xs = c.points().stream()
                    .mapToDouble(a -> a.point().concurrentJobs())
                    .toArray();
            double[] ys = c.points().stream().mapToDouble(y).toArray();
            list.add(new LineChart.Series(c.label(), xs, ys, false));
        }
        return list;
    }
}
