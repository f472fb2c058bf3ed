package io.dbbench.hostprobe.curve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * A CPU curve (one host, one run) and what follows from it: speed, capacity, speedup, efficiency and the
 * knee, the first load level whose efficiency falls below {@link #KNEE_EFFICIENCY}.
 *
 * @param label names the curve in plots and tables (a host or file name)
 */
public record Curve(String label, List<AnalyzedPoint> points) {
    public static final double KNEE_EFFICIENCY = 0.9;

    public Curve {
        points = List.copyOf(points);
    }

    /**
     * Analyses rows in any order; needs the single-job row t(1) (the reference of speedup) and distinct levels.
     *
     * @throws IllegalArgumentException naming what is missing or repeated
     */
    public static Curve analyze(String label, List<CurvePoint> rows) {
        List<CurvePoint> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingInt(CurvePoint::concurrentJobs));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).concurrentJobs() == sorted.get(i - 1).concurrentJobs()) {
                throw new IllegalArgumentException("load level " + sorted.get(i).concurrentJobs() + " appears twice");
            }
        }
        if (sorted.isEmpty() || sorted.get(0).concurrentJobs() != 1) {
            throw new IllegalArgumentException(
                    "no row for 1 concurrent job: speedup n·t(1)/t(n) needs t(1) (run with --full)");
        }
        double t1 = sorted.get(0).medianSec();
        List<AnalyzedPoint> analyzed = new ArrayList<>();
        for (CurvePoint p : sorted) {
            int n = p.concurrentJobs();
            double speedup = n * t1 / p.medianSec();
            analyzed.add(new AnalyzedPoint(p, 60 / p.medianSec(), 60.0 * n / p.medianSec(), speedup, speedup / n));
        }
        return new Curve(label, analyzed);
    }

    /** The first load level with efficiency below 0.9, if the curve reaches one. */
    public OptionalInt knee() {
        return points.stream()
                .filter(p -> p.efficiency() < KNEE_EFFICIENCY)
                .mapToInt(p -> p.point().concurrentJobs())
                .findFirst();
    }
}
