package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.UslPoint;
import java.io.PrintWriter;
import java.util.Locale;

/** The fit for people: the figures, the warnings, then each step measured against the curve. */
final class CapacityReport {
    private CapacityReport() {}

    static void print(String file, CapacityData data, UslFit fit, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%s: %d points at %d loads; load column '%s', throughput column '%s'%n",
                file,
                fit.points().size(),
                fit.distinctLoads(),
                data.loadName(),
                data.throughputName());
        out.println("Universal Scalability Law  X(N) = λN / (1 + σ(N-1) + κN(N-1))");
        row(out, "σ contention", UslFormat.number(fit.sigma()));
        row(out, "κ coherency", UslFormat.number(fit.kappa()));
        row(
                out,
                "λ one user",
                UslFormat.number(fit.lambda()) + "  (" + fit.normalisation().description() + ")");
        row(out, "R²", UslFormat.number(fit.r2()));
        if (fit.peakLoad().isPresent() && fit.peakThroughput().isPresent()) {
            row(out, "peak load N*", UslFormat.number(fit.peakLoad().getAsDouble()));
            row(out, "peak throughput", UslFormat.number(fit.peakThroughput().getAsDouble()));
        } else {
            // never a number the curve does not support; always why there is none
            row(out, "peak", "none (" + fit.noPeakReason().orElse("the law has no peak") + ")");
        }
        if (fit.warnings().isEmpty()) {
            out.println("Warnings: none");
        } else {
            out.println("Warnings:");
            for (String w : fit.warnings()) out.println("  - " + w);
        }
        String load = data.loadName();
        String measured = data.throughputName();
        int width = Math.max(12, Math.max(load.length(), measured.length()) + 2);
        String columns = "%" + width + "s %" + width + "s %" + width + "s %9s%n";
        out.printf(Locale.ROOT, columns, load, measured, "fitted", "diff %");
        for (UslPoint p : fit.points()) {
            double fitted = fit.throughputAt(p.load());
            out.printf(
                    Locale.ROOT,
                    columns,
                    UslFormat.number(p.load()),
                    UslFormat.number(p.throughput()),
                    UslFormat.number(fitted),
                    String.format(Locale.ROOT, "%+.1f", (p.throughput() - fitted) / fitted * 100));
        }
        out.flush();
    }

    private static void row(PrintWriter out, String name, String value) {
        out.printf(Locale.ROOT, "  %-17s %s%n", name, value);
    }
}
