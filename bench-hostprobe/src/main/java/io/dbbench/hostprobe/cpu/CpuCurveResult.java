package io.dbbench.hostprobe.cpu;

import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurvePoint;
import io.dbbench.hostprobe.host.HostCpus;
import java.util.List;

/** A finished CPU-parallelism test: what ran, on which host, and each level's statistics. */
public record CpuCurveResult(CpuCurveConfig config, HostCpus host, List<LevelStats> levels) {
    public CpuCurveResult {
        levels = List.copyOf(levels);
    }

    /** The rows the original tools write (median, mean, stdev per level). */
    public List<CurvePoint> points() {
        return levels.stream()
                .map(l -> new CurvePoint(l.concurrentJobs(), l.medianSec(), l.meanSec(), l.stdevSec()))
                .toList();
    }

    /** Speedup, efficiency and knee; needs level 1 (a --full sweep or -w 1). */
    public Curve curve(String label) {
        return Curve.analyze(label, points());
    }

    /** True when level 1 was measured, so speedup can be computed. */
    public boolean hasSingleJobLevel() {
        return levels.stream().anyMatch(l -> l.concurrentJobs() == 1);
    }
}
