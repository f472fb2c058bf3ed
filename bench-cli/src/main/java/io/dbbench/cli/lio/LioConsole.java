package io.dbbench.cli.lio;

import io.dbbench.workloads.lio.LatencySummary;
import io.dbbench.workloads.lio.LioLoop;
import io.dbbench.workloads.lio.LioOperation;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.LioSweepCsv;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The sweep for people: one row per session count, warnings where the figure is not a pure LIO figure. */
record LioConsole(PrintWriter out, LioSettings settings) {
    void header() {
        out.printf(
                Locale.ROOT,
                "%-9s %13s %13s %8s %10s %9s %9s %11s%n",
                "sessions",
                "LIO/s",
                "LIO/s/sess",
                "speedup",
                "PIO/s",
                "LIO/op",
                "hit %",
                "ops/s");
        out.flush();
    }

    void row(LioResult r, LioResult first) {
        out.printf(
                Locale.ROOT,
                "%-9d %,13.0f %,13.0f %8.2f %,10.0f %9.1f %9.3f %,11.1f%n",
                r.sessions(),
                r.logicalReadsPerSecond(),
                r.logicalReadsPerSecond() / r.sessions(),
                LioSweepCsv.speedup(r, first),
                r.physicalReadsPerSecond(),
                r.logicalReadsPerOperation(),
                r.bufferHitRatio() * 100,
                r.operationsPerSecond());
        if (r.hadPhysicalReads()) {
            out.printf(
                    Locale.ROOT,
                    "  WARNING: %,d physical reads in the window: not a pure logical-I/O figure (data larger than "
                            + "the buffer cache, or not warmed up)%n",
                    r.counters().physicalReads());
        }
        boolean rangeOnly = settings.scanPct() == 0;
        double perOp = r.logicalReadsPerOperation();
        if (rangeOnly && (perOp < settings.workUnit() || perOp > 3.0 * settings.workUnit())) {
            out.printf(
                    Locale.ROOT,
                    "  WARNING: %.1f logical reads per operation, expected %d..%d for work unit %d: other sessions "
                            + "may share this database, or the plan is not an index range scan%n",
                    perOp,
                    settings.workUnit(),
                    3 * settings.workUnit(),
                    settings.workUnit());
        }
        out.flush();
    }

    /** The loop's name and what it measures, for the run's first line. */
    static String describe(LioLoop loop) {
        return switch (loop) {
            case CLIENT -> "client loop (one JDBC round trip per operation)";
            case SERVER -> "server loop (one block per session inside the database, as SLOB)";
        };
    }

    /** Client latency percentiles (client loop) or the in-database block's mean per operation (server loop). */
    void operationTimes(List<LioResult> sweep) {
        if (sweep.get(0).loop() == LioLoop.SERVER) inDatabaseMeans(sweep);
        else latencies(sweep);
    }

    private void inDatabaseMeans(List<LioResult> sweep) {
        out.println("Mean time per operation inside the database, microseconds, from the block's own clock and counts"
                + " (server loop: no client round trip, so no client-side percentiles):");
        for (LioResult r : sweep) {
            for (LioOperation op : LioOperation.values()) {
                Double mean = r.inDatabaseMeanMicros().get(op);
                if (mean == null) continue;
                out.printf(
                        Locale.ROOT,
                        "  %3d session(s) %-6s %,10d ops  %9.1f%n",
                        r.sessions(),
                        op.name().toLowerCase(Locale.ROOT),
                        r.operations().get(op),
                        mean);
            }
        }
        out.flush();
    }

    private void latencies(List<LioResult> sweep) {
        out.println("Client latency per operation, microseconds (mean / p50 / p95 / p99 / max):");
        for (LioResult r : sweep) {
            for (LioOperation op : LioOperation.values()) {
                LatencySummary l = r.latency().get(op);
                if (l == null) continue;
                out.printf(
                        Locale.ROOT,
                        "  %3d session(s) %-6s %,10d ops  %9.1f %9.1f %9.1f %9.1f %9.1f%n",
                        r.sessions(),
                        op.name().toLowerCase(Locale.ROOT),
                        l.count(),
                        l.meanMicros(),
                        l.p50Micros(),
                        l.p95Micros(),
                        l.p99Micros(),
                        l.maxMicros());
            }
        }
        out.flush();
    }
}
