package io.dbbench.cli.lio;

import io.dbbench.hostprobe.curve.AnalyzedPoint;
import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.plot.ChartPng;
import io.dbbench.hostprobe.plot.LineChart;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioSweepCsv;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sweep's plots, drawn by the same chart code as the CPU curve: LIO/s, LIO/s per session, and speedup
 * (with the CPU curve's speedup beside it when given, so the knees can be compared).
 */
final class LioCharts {
    private LioCharts() {}

    static List<Path> write(List<LioResult> sweep, Curve cpu, List<LineChart.Marker> markers, Path dir, String base)
            throws IOException {
        double[] n = sweep.stream().mapToDouble(LioResult::sessions).toArray();
        double[] lio =
                sweep.stream().mapToDouble(LioResult::logicalReadsPerSecond).toArray();
        double[] perSession = sweep.stream()
                .mapToDouble(r -> r.logicalReadsPerSecond() / r.sessions())
                .toArray();
        double[] speedup = sweep.stream()
                .mapToDouble(r -> LioSweepCsv.speedup(r, sweep.get(0)))
                .toArray();
        String x = "concurrent sessions n";
        String loop = " (" + sweep.get(0).loop().label() + " loop)"; // the two loops' LIO/s are not comparable
        List<LineChart.Series> speedups =
                new ArrayList<>(List.of(new LineChart.Series("LIO/s speedup", n, speedup, false)));
        if (cpu != null) {
            double[] cn = cpu.points().stream()
                    .mapToDouble(a -> a.point().concurrentJobs())
                    .toArray();
            double[] cs =
                    cpu.points().stream().mapToDouble(AnalyzedPoint::speedup).toArray();
            speedups.add(new LineChart.Series("CPU speedup (" + cpu.label() + ")", cn, cs, false));
        }
        double maxN = Math.max(
                n[n.length - 1],
                cpu == null
                        ? 1
                        : cpu.points().get(cpu.points().size() - 1).point().concurrentJobs());
        speedups.add(new LineChart.Series("ideal (n)", new double[] {1, maxN}, new double[] {1, maxN}, true));
        List<LineChart> charts = List.of(
                new LineChart(
                        "Logical reads per second" + loop,
                        x,
                        "LIO/s",
                        List.of(new LineChart.Series("LIO/s", n, lio, false)),
                        markers),
                new LineChart(
                        "Logical reads per second per session" + loop,
                        x,
                        "LIO/s per session",
                        List.of(new LineChart.Series("LIO/s per session", n, perSession, false)),
                        markers),
                new LineChart("Speedup" + loop, x, "speedup", speedups, markers));
        List<String> suffixes = List.of("-liops.png", "-per-session.png", "-speedup.png");
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < charts.size(); i++) {
            Path file = dir.resolve(base + suffixes.get(i));
            ChartPng.write(charts.get(i), file);
            files.add(file);
        }
        return files;
    }
}
