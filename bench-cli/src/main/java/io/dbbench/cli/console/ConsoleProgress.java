package io.dbbench.cli.console;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * charbench's live lines: a time column, then the -v columns in the order given, one line per
 * refresh. Per-transaction columns ({@code trans}, {@code vresp}) are headed by short names.
 */
public final class ConsoleProgress implements ProgressListener {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private static final int HEADER_EVERY_LINES = 50;
    private static final String BOLD = "\u001b[1m";
    private static final String RED = "\u001b[31m";
    private static final String RESET = "\u001b[0m";

    private final PrintWriter out;
    private final List<LiveColumn> columns;
    private final ZoneId zone;
    private final boolean colour;
    private final int refreshEveryIntervals;
    private final IntSupplier activeConnections; // < 0 when unknown
    private final ClientCpu cpu = new ClientCpu();
    /** The database server's CPU and disk for {@code cpu} and {@code disk}; null when they cannot be read here. */
    private final ServerLoad server;

    private int intervalsSeen;
    private int linesSinceHeader = HEADER_EVERY_LINES;

    /** @param server the database server's processes for {@code cpu} and {@code disk}, or null: the client's CPU, no disk */
    public ConsoleProgress(
            PrintWriter out,
            List<LiveColumn> columns,
            ZoneId zone,
            boolean colour,
            int refreshEveryIntervals,
            IntSupplier activeConnections,
            ServerLoad server) {
        this.server = columns.contains(LiveColumn.CPU) || columns.contains(LiveColumn.DISK) ? server : null;
        this.out = out;
        this.columns = List.copyOf(columns);
        this.zone = zone;
        this.colour = colour;
        this.refreshEveryIntervals = Math.max(1, refreshEveryIntervals);
        this.activeConnections = activeConnections;
    }

    @Override
    public void onInterval(ProgressSnapshot s) {
        if (++intervalsSeen % refreshEveryIntervals != 0) return;
        if (server != null) server.sample();
        List<Cell> cells = cells(s);
        if (linesSinceHeader >= HEADER_EVERY_LINES) {
            StringBuilder h = new StringBuilder();
            for (Cell c : cells) h.append(pad(c.header, c.width));
            out.println(
                    colour
                            ? BOLD + h.toString().stripTrailing() + RESET
                            : h.toString().stripTrailing());
            linesSinceHeader = 0;
        }
        StringBuilder line = new StringBuilder();
        for (Cell c : cells) {
            String text = pad(c.value, c.width);
            line.append(colour && c.alarm ? RED + text + RESET : text);
        }
        out.println(line.toString().stripTrailing());
        out.flush();
        linesSinceHeader++;
    }

    @Override
    public void onNotice(String message) {
        out.println("  ! " + message);
        out.flush();
    }

    private record Cell(String header, String value, int width, boolean alarm) {}

    private List<Cell> cells(ProgressSnapshot s) {
        List<Cell> cells = new ArrayList<>();
        cells.add(new Cell(
                "Time", TIME.format(Instant.ofEpochMilli(s.epochMillis()).atZone(zone)), 10, false));
        for (LiveColumn c : columns) {
            switch (c) {
                case USERS -> cells.add(
                        new Cell("Users", "[" + s.usersLoggedOn() + "/" + s.usersTotal() + "]", 10, false));
                case TPM -> cells.add(new Cell("TPM", Long.toString(s.tpm()), 9, false));
                case TPS -> cells.add(new Cell("TPS", Long.toString(Math.round(s.tps())), 8, false));
                case RESP -> cells.add(new Cell("Resp(ms)", millis(meanLatencyNanos(s.transactions())), 10, false));
                case VRESP -> {
                    // "(ms)" as in Resp(ms): with -v vresp,trans both sets would otherwise be headed NCR, BP, ...
                    for (TransactionProgress t : s.transactions()) {
                        String header = t.shortName() + "(ms)";
                        cells.add(new Cell(
                                header,
                                millis(t.completed() == 0 ? -1 : t.meanLatencyNanos()),
                                width(header, 7),
                                false));
                    }
                }
                case TRANS -> {
                    for (TransactionProgress t : s.transactions()) {
                        cells.add(
                                new Cell(t.shortName(), Long.toString(t.completed()), width(t.shortName(), 6), false));
                    }
                }
                case ERRS -> cells.add(
                        new Cell("Errors", Long.toString(s.failedInInterval()), 8, s.failedInInterval() > 0));
                case TOTTX -> cells.add(new Cell("TotTx", Long.toString(s.totalCompleted()), 11, false));
                case TREM -> cells.add(new Cell("Remaining", remaining(s.remainingNanos()), 11, false));
                case DML -> cells.add(new Cell("DML/s", Long.toString(Math.round(s.dmlPerSecond())), 9, false));
                case CPU -> cells.add(
                        server == null
                                ? new Cell("CPU%", cpu.percent(), 7, false)
                                : new Cell("DbCPU%", server.cpuPercent(), 8, false));
                case DISK -> cells.add(
                        server == null
                                ? new Cell("Disk", "n/a", 7, false)
                                : new Cell("DbDisk(MB/s)", server.diskMegabytesPerSecond(), 14, false));
                case NET -> cells.add(new Cell(
                        "Net(Mb/s)", String.format(Locale.ROOT, "%.1f", s.networkMegabitsPerSecond()), 11, false));
                case RT -> cells.add(new Cell("RT/s", Long.toString(Math.round(s.roundTripsPerSecond())), 9, false));
                case POOL -> {
                    int active = activeConnections.getAsInt();
                    cells.add(new Cell("Pool", active < 0 ? "n/a" : active + "/" + s.usersTotal(), 10, false));
                }
            }
        }
        return cells;
    }

    private static int width(String header, int min) {
        return Math.max(min, header.length() + 2);
    }

    private static double meanLatencyNanos(List<TransactionProgress> transactions) {
        long count = 0;
        double sum = 0;
        for (TransactionProgress t : transactions) {
            if (t.statement()) continue; // already inside its transaction's figures
            count += t.completed();
            sum += t.meanLatencyNanos() * t.completed();
        }
        return count == 0 ? -1 : sum / count;
    }

    /** Milliseconds with one decimal below 100 ms (database round trips are often under 1 ms); "-" when none. */
    static String millis(double nanos) {
        if (nanos < 0) return "-";
        double ms = nanos / 1e6;
        return ms < 100 ? String.format(Locale.ROOT, "%.1f", ms) : Long.toString(Math.round(ms));
    }

    static String remaining(long nanos) {
        if (nanos < 0) return "-";
        long seconds = (nanos + 999_999_999L) / 1_000_000_000L;
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, (seconds / 60) % 60, seconds % 60);
    }

    private static String pad(String text, int width) {
        if (text.length() >= width) return text + " ";
        return text + " ".repeat(width - text.length());
    }
}
