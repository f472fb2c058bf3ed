package io.dbbench.hostprobe.io;

import io.dbbench.hostprobe.plot.ChartPng;
import io.dbbench.hostprobe.plot.LineChart;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A sweep's two plots, drawn by the CPU curve's chart code: IOPS and p99 completion latency against the
 * swept depth or job count. Where IOPS flattens while p99 keeps climbing, the storage is saturated.
 */
public final class IoSweepCharts {
    /** File suffixes of the charts, in the order they are written. */
    public static final List<String> SUFFIXES = List.of("-iops.png", "-p99.png");

    private IoSweepCharts() {}

    /**
     * @param points the sweep's results
     * @param axis what the sweep varied
     * @param dir where the files go
     * @param base the files' common prefix ({@code io} gives {@code io-iops.png}, {@code io-p99.png})
     * @return the files written
     * @throws IOException when a file cannot be written
     */
    public static List<Path> write(List<IoResult> points, SweepAxis axis, Path dir, String base) throws IOException {
        double[] x = points.stream().mapToDouble(r -> axis.of(r.spec())).toArray();
        double[] iops = points.stream()
                .mapToDouble(r -> r.read().iops(r.runtimeNanos()) + r.write().iops(r.runtimeNanos()))
                .toArray();
        double[] p99Micros = points.stream()
                .mapToDouble(r -> IoSweepCsv.completionLatency(r).getValueAtPercentile(99) / 1000.0)
                .toArray();
        String what = points.get(0).spec().pattern().name().toLowerCase(java.util.Locale.ROOT)
                + (axis == SweepAxis.BS ? "" : " " + points.get(0).spec().blockSizeBytes() + " B");
        List<LineChart> charts = List.of(
                new LineChart(
                        "IOPS against " + axis.option() + " (" + what + ")",
                        axis.axisLabel(),
                        "IOPS",
                        List.of(new LineChart.Series("IOPS", x, iops, false)),
                        List.of()),
                new LineChart(
                        "p99 completion latency against " + axis.option() + " (" + what + ")",
                        axis.axisLabel(),
                        "p99 latency (µs)",
                        List.of(new LineChart.Series("p99", x, p99Micros, false)),
                        List.of()));
        return ChartPng.writeAll(charts, dir, base, SUFFIXES);
    }
}
