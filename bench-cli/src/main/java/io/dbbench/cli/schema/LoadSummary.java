package io.dbbench.cli.schema;

import java.util.List;
import java.util.Locale;

/**
 * What a create did, as the SwingBench wizard sums it up: rows generated, load rate, DDL/index time, total.
 *
 * @param rows       rows generated and loaded
 * @param phases     each phase with its duration, in order
 * @param totalNanos from the first phase to the end, schema checks and DDL included
 */
record LoadSummary(long rows, List<LoadConsole.Phase> phases, long totalNanos) {
    long loadNanos() {
        return phases.stream()
                .filter(p -> p.name().startsWith("load"))
                .mapToLong(LoadConsole.Phase::nanos)
                .sum();
    }

    long indexNanos() {
        return phases.stream()
                .filter(p -> p.name().contains("indexes") || p.name().contains("constraints"))
                .mapToLong(LoadConsole.Phase::nanos)
                .sum();
    }

    /** Rows per second over the whole create: the honest figure to compare with the wizard's. */
    double rowsPerSecondEndToEnd() {
        return totalNanos == 0 ? 0 : rows / (totalNanos / 1e9);
    }

    String format() {
        StringBuilder out = new StringBuilder();
        for (LoadConsole.Phase p : phases) {
            out.append(String.format(Locale.ROOT, "  %-38s %6.1f s%n", p.name(), p.nanos() / 1e9));
        }
        double load = loadNanos() / 1e9;
        out.append(String.format(Locale.ROOT, "Rows generated        %,d%n", rows));
        out.append(String.format(
                Locale.ROOT, "Data load             %.1f s (%,.0f rows/s)%n", load, load == 0 ? 0 : rows / load));
        out.append(String.format(Locale.ROOT, "Constraints, indexes  %.1f s%n", indexNanos() / 1e9));
        out.append(String.format(
                Locale.ROOT, "Other DDL, statistics %.1f s%n", (totalNanos - loadNanos() - indexNanos()) / 1e9));
        out.append(String.format(
                Locale.ROOT,
                "Total                 %.1f s (%,.0f rows/s end to end)%n",
                totalNanos / 1e9,
                rowsPerSecondEndToEnd()));
        return out.toString();
    }
}
