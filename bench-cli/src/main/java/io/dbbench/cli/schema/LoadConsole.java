package io.dbbench.cli.schema;

import io.dbbench.core.workload.LoadProgress;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Shows a load as it goes: on a terminal one progress line redrawn in place ({@code \r}) with rows, rows/s
 * and ETA; otherwise a plain line every few seconds (logs, pipes). Remembers how long each phase took
 * for the {@link LoadSummary}. Loader threads call it: counting is lock-free, printing is serialized.
 */
final class LoadConsole implements LoadProgress {
    static final long TERMINAL_REDRAW_NANOS = 250_000_000L;
    static final long PLAIN_LINE_NANOS = 5_000_000_000L;

    /** One phase and how long it took (until the next one started, or {@link #finish}). */
    record Phase(String name, long nanos) {}

    private final PrintWriter out;
    private final boolean terminal;
    private final LongSupplier nanoClock;
    private final AtomicLong rows = new AtomicLong();
    private final PhaseTimes phases = new PhaseTimes();
    private final long startNanos;
    private volatile long plannedRows;
    private long loadStartNanos = -1;
    private long lastPrintNanos;
    private boolean barShown;

    LoadConsole(PrintWriter out, boolean terminal, LongSupplier nanoClock) {
        this.out = out;
        this.terminal = terminal;
        this.nanoClock = nanoClock;
        this.startNanos = nanoClock.getAsLong();
    }

    @Override
    public synchronized void phase(String description) {
        long now = nanoClock.getAsLong();
        endBar(now);
        phases.start(description, now);
        if (description.startsWith("load")) loadStartNanos = now;
        out.println(description + " ...");
        out.flush();
        lastPrintNanos = now;
    }

    @Override
    public void plannedRows(long rows) {
        plannedRows = rows;
    }

    @Override
    public void rowsLoaded(String table, long count) {
        rows.addAndGet(count);
        long now = nanoClock.getAsLong();
        long interval = terminal ? TERMINAL_REDRAW_NANOS : PLAIN_LINE_NANOS;
        if (now - lastPrintNanos < interval) return; // unsynchronized peek: a stale read only delays a redraw
        synchronized (this) {
            if (now - lastPrintNanos < interval) return;
            lastPrintNanos = now;
            String line = progressLine(now);
            if (terminal) {
                out.print("\r" + line + "   ");
                barShown = true;
            } else {
                out.println(line);
            }
            out.flush();
        }
    }

    /** Ends the last phase; returns every phase with its duration and the total time. */
    synchronized LoadSummary finish() {
        long now = nanoClock.getAsLong();
        endBar(now);
        phases.end(now);
        return new LoadSummary(rows.get(), phases.ended(), now - startNanos);
    }

    /** e.g. {@code 1,200,000 / 15,700,000 rows (7.6%)  183,000 rows/s  ETA 0:01:19}. */
    String progressLine(long now) {
        long done = rows.get();
        long planned = plannedRows;
        double seconds = loadStartNanos < 0 ? 0 : (now - loadStartNanos) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%,d", done));
        if (planned > 0) {
            line.append(String.format(
                    Locale.ROOT, " / %,d rows (%.1f%%)", planned, 100.0 * Math.min(done, planned) / planned));
        } else {
            line.append(" rows");
        }
        line.append(String.format(Locale.ROOT, "  %,.0f rows/s", rate));
        if (planned > 0 && rate > 0) line.append("  ETA ").append(clock((long) (Math.max(0, planned - done) / rate)));
        return line.toString();
    }

    /** Before a phase ends, the terminal's bar gets its final figures and a line break. */
    private void endBar(long now) {
        if (!phases.running()) return;
        if (barShown) {
            out.println("\r" + progressLine(now) + "   ");
            barShown = false;
        }
    }

    static String clock(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
