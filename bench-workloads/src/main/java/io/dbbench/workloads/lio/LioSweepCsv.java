package io.dbbench.workloads.lio;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The sweep as users plot it: the first two columns as in their SLOB notebooks
 * ({@code Num_concurrent_workers,Logical_IOPS}), then per-worker LIO/s, speedup against the
 * smallest session count (scaled by its session count, so a sweep starting at 1 gives LIOPS(n)/LIOPS(1)),
 * the sanity columns, and where the loop ran ({@code client} or {@code server}: their LIO/s differ by the
 * round trip per operation).
 */
public final class LioSweepCsv {
    public static final String HEADER = "Num_concurrent_workers,Logical_IOPS,Logical_IOPS_per_worker,Speedup,"
            + "Physical_IOPS,LIO_per_operation,Buffer_hit_ratio,Operations_per_sec,Loop";

    private LioSweepCsv() {}

    /** Speedup of each result: LIOPS(n) / (LIOPS(first) / first's sessions). */
    public static double speedup(LioResult result, LioResult first) {
        return result.logicalReadsPerSecond() / (first.logicalReadsPerSecond() / first.sessions());
    }

    public static void write(List<LioResult> sweep, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write(HEADER + "\n");
            LioResult first = sweep.get(0);
            for (LioResult r : sweep) {
                w.write(String.format(
                        Locale.ROOT,
                        "%d,%.0f,%.0f,%.3f,%.0f,%.2f,%.6f,%.1f,%s%n",
                        r.sessions(),
                        r.logicalReadsPerSecond(),
                        r.logicalReadsPerSecond() / r.sessions(),
                        speedup(r, first),
                        r.physicalReadsPerSecond(),
                        r.logicalReadsPerOperation(),
                        r.bufferHitRatio(),
                        r.operationsPerSecond(),
                        r.loop().label()));
            }
        }
    }
}
