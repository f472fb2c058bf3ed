package io.dbbench.hostprobe.curve;

import io.dbbench.hostprobe.cpu.LevelStats;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * CSV files of a CPU curve. The original layout keeps exactly the Python tool's header and its 2 decimals so
 * existing notebooks read our files; the extended layout adds what we measure and derive.
 */
public final class CurveCsvWriter {
    public static final String EXTENDED_HEADER =
            "num_concurrent_jobs,samples,median_sec,mean_sec,stdev_sec,p5_sec,p95_sec,"
                    + "cpu_wall_ratio,speed_jobs_per_min_per_worker,capacity_jobs_per_min,speedup,efficiency,knee";

    private CurveCsvWriter() {}

    /** The original layout: {@link CurveCsvReader#PYTHON_HEADER}, values rounded to 2 decimals. */
    public static void writeOriginal(List<CurvePoint> points, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write(CurveCsvReader.PYTHON_HEADER + "\n");
            for (CurvePoint p : points) {
                w.write(p.concurrentJobs() + "," + fixed(p.medianSec(), 2) + "," + fixed(p.meanSec(), 2) + ","
                        + fixed(p.stdevSec(), 2) + "\n");
            }
        }
    }

    /**
     * The extended layout: one row per level; the measured columns (samples, p5, p95, CPU/wall) are empty
     * when the curve was read from another tool's file, {@code knee} is 1 on the knee's row.
     */
    public static void writeExtended(Curve curve, List<LevelStats> measured, Path file) throws IOException {
        Map<Integer, LevelStats> byLevel =
                measured.stream().collect(Collectors.toMap(LevelStats::concurrentJobs, Function.identity()));
        int knee = curve.knee().orElse(-1);
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write(EXTENDED_HEADER + "\n");
            for (AnalyzedPoint a : curve.points()) {
                CurvePoint p = a.point();
                LevelStats s = byLevel.get(p.concurrentJobs());
                w.write(String.join(
                                ",",
                                Integer.toString(p.concurrentJobs()),
                                s == null ? "" : Integer.toString(s.samples()),
                                fixed(p.medianSec(), 4),
                                fixed(p.meanSec(), 4),
                                fixed(p.stdevSec(), 4),
                                s == null ? "" : fixed(s.p5Sec(), 4),
                                s == null ? "" : fixed(s.p95Sec(), 4),
                                s == null ? "" : fixed(s.cpuWallRatio(), 3),
                                fixed(a.speedPerWorker(), 3),
                                fixed(a.capacity(), 3),
                                fixed(a.speedup(), 3),
                                fixed(a.efficiency(), 3),
                                p.concurrentJobs() == knee ? "1" : "0")
                        + "\n");
            }
        }
    }

    /**
     * Rounds the exact binary value half-to-even, as Python's format/round and Rust's {:.2} do, so a mean of
     * 1.125 prints 1.12 and 2.555 (really 2.55499...) prints 2.55 like the original scripts' files.
     * String.format would round Java's shortest decimal half-up instead (1.13, 2.56).
     */
    static String fixed(double v, int decimals) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return String.format(Locale.ROOT, "%." + decimals + "f", v);
        return new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }
}
