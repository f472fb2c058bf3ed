package io.dbbench.cli.schema;

import io.dbbench.core.workload.LoadProgress;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Shows a load of many tables as it goes (tpcds): each phase as it starts, one line per table when its last row is
 * in, and a total line every {@link #PLAIN_LINE_NANOS} during long loads. Remembers how long each phase
 * took for the summary. Loader threads call it: counting is lock-free, printing is serialized.
 */
final class TableLoadConsole implements LoadProgress {
    static final long PLAIN_LINE_NANOS = 5_000_000_000L;

    private final PrintWriter out;
    private final LongSupplier nanoClock;
    private final Map<String, Long> plannedPerTable;
    private final Map<String, AtomicLong> loadedPerTable = new ConcurrentHashMap<>();
    private final AtomicLong rows = new AtomicLong();
    private final PhaseTimes phases = new PhaseTimes();
    private final long startNanos;
    private volatile long plannedRows;
    private long lastPrintNanos;

    /** @param plannedPerTable rows each table will get, by table name */
    TableLoadConsole(PrintWriter out, LongSupplier nanoClock, Map<String, Long> plannedPerTable) {
        this.out = out;
        this.nanoClock = nanoClock;
        this.plannedPerTable = Map.copyOf(plannedPerTable);
        this.startNanos = nanoClock.getAsLong();
        this.lastPrintNanos = startNanos;
    }

    @Override
    public synchronized void phase(String description) {
        long now = nanoClock.getAsLong();
        phases.start(description, now);
        out.println(description + " ...");
        out.flush();
    }

    @Override
    public void plannedRows(long planned) {
        plannedRows = planned;
    }

    @Override
    public void rowsLoaded(String table, long count) {
        long total = rows.addAndGet(count);
        long tableRows =
                loadedPerTable.computeIfAbsent(table, t -> new AtomicLong()).addAndGet(count);
        long now = nanoClock.getAsLong();
        Long planned = plannedPerTable.get(table);
        if (planned != null && tableRows == planned) {
            synchronized (this) {
                out.printf(
                        Locale.ROOT,
                        "  %-24s %,12d rows loaded  (%.1f s into the load)%n",
                        table,
                        tableRows,
                        (now - phases.currentStartNanos()) / 1e9);
                out.flush();
            }
        }
        if (now - lastPrintNanos < PLAIN_LINE_NANOS) return;
        synchronized (this) {
            if (now - lastPrintNanos < PLAIN_LINE_NANOS) return;
            lastPrintNanos = now;
            long p = plannedRows;
            out.printf(Locale.ROOT, "  ... %,d / %,d rows (%.1f%%)%n", total, p, p == 0 ? 0.0 : 100.0 * total / p);
            out.flush();
        }
    }

    long rows() {
        return rows.get();
    }

    /** Ends the last phase; returns the summary lines (each phase with its time, the totals). */
    synchronized String finish() {
        long now = nanoClock.getAsLong();
        phases.end(now);
        StringBuilder s = new StringBuilder();
        long loadNanos = 0;
        for (LoadConsole.Phase p : phases.ended()) {
            s.append(String.format(Locale.ROOT, "  %-38s %6.1f s%n", p.name(), p.nanos() / 1e9));
            if (p.name().startsWith("load")) loadNanos += p.nanos();
        }
        double total = (now - startNanos) / 1e9;
        s.append(String.format(Locale.ROOT, "Rows generated        %,d%n", rows.get()));
        s.append(String.format(
                Locale.ROOT,
                "Data load             %.1f s (%,.0f rows/s)%n",
                loadNanos / 1e9,
                loadNanos == 0 ? 0 : rows.get() / (loadNanos / 1e9)));
        s.append(String.format(
                Locale.ROOT,
                "Total                 %.1f s (%,.0f rows/s end to end)%n",
                total,
                total == 0 ? 0 : rows.get() / total));
        return s.toString();
    }
}
