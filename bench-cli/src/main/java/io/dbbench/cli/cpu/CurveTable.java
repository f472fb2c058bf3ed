package io.dbbench.cli.cpu;

import io.dbbench.hostprobe.curve.AnalyzedPoint;
import io.dbbench.hostprobe.curve.Curve;
import java.io.PrintWriter;
import java.util.Locale;

/** Prints an analysed curve as a table for people, with the knee on its own line. */
final class CurveTable {
    private CurveTable() {}

    static void print(Curve curve, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%-8s %10s %14s %14s %9s %10s%n",
                "n",
                "t(n) s",
                "60/t per min",
                "60n/t per min",
                "speedup",
                "efficiency");
        for (AnalyzedPoint a : curve.points()) {
            out.printf(
                    Locale.ROOT,
                    "%-8d %10.3f %14.3f %14.3f %9.3f %10.3f%n",
                    a.point().concurrentJobs(),
                    a.point().medianSec(),
                    a.speedPerWorker(),
                    a.capacity(),
                    a.speedup(),
                    a.efficiency());
        }
        out.println(
                curve.knee().isPresent()
                        ? "Knee: n = " + curve.knee().getAsInt() + " (first load with efficiency below "
                                + Curve.KNEE_EFFICIENCY + ")"
                        : "Knee: not reached (efficiency stays at or above " + Curve.KNEE_EFFICIENCY + ")");
    }
}
