package io.dbbench.core.result.format;

import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.time.ZoneId;
import java.util.Objects;

/**
 * The end-of-run report charbench prints with {@code -mr}: a boxed two-column table, labels left in 30
 * columns, values right in 30, in SwingBench's layout and with SwingBench's labels, so log scrapers
 * that grep "Average Transactions/sec" keep working. Two additions of ours: a "Response Times In" row
 * naming the unit of every response time, and a banner when the run was interrupted.
 *
 * <p>Minimum and maximum response times are whole numbers; average, geometric mean and median have two
 * decimals. A value wider than its column is not cut: it pushes the closing bar right, as SwingBench's does.
 */
public final class MiniReport {
    private static final int LABEL_WIDTH = 30;
    private static final int VALUE_WIDTH = 30;
    private static final int INNER_WIDTH = LABEL_WIDTH + 1 + VALUE_WIDTH;
    private static final String RULE = "-".repeat(INNER_WIDTH + 2);

    /** @param zone time zone of "Time of Run" */
    public String render(RunResult result, ZoneId zone) {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(zone, "zone");
        StringBuilder out = new StringBuilder(2048);
        rule(out);
        banner(out, "Results of Charbench Run");
        if (result.endReason().isInterrupted()) {
            banner(out, "*** Run interrupted: results are partial ***");
        }
        rule(out);
        summary(out, result, zone);
        TimingUnit unit = result.config().preferences().timingsIn();
        for (TransactionResult tx : result.transactions()) {
            rule(out);
            banner(out, "Transaction :  " + tx.id());
            rule(out);
            transaction(out, tx, unit);
        }
        rule(out);
        return out.toString();
    }

    private static void summary(StringBuilder out, RunResult result, ZoneId zone) {
        DmlTotals dml = result.dmlTotals();
        row(out, "Benchmark Name", result.benchmarkName());
        row(out, "Time of Run", SwingBenchText.timeOfRun(result.startTime(), zone));
        row(out, "Length of Benchmark", SwingBenchText.hoursMinutesSeconds(result.runDuration()));
        row(out, "Total Logon Time", SwingBenchText.hoursMinutesSeconds(result.logonTime()));
        row(out, "Total Completed Transactions", result.totalCompleted());
        row(out, "Total Failed Transactions", result.totalFailed());
        row(out, "Maximum Transactions/min", result.maxTransactionsPerMinute());
        row(out, "Average Transactions/sec", SwingBenchText.twoDecimals(result.averageTransactionsPerSecond()));
        for (DmlColumn kind : DmlColumn.values())
            row(out, "Total " + kind.swingBenchWord + " Statements", kind.of(dml));
        row(out, "Response Times In", result.config().preferences().timingsIn().swingBenchName());
    }

    private static void transaction(StringBuilder out, TransactionResult tx, TimingUnit unit) {
        row(out, "Minimum Response Time", SwingBenchText.wholeUnits(tx.minNanos(), unit));
        row(out, "Maximum Response Time", SwingBenchText.wholeUnits(tx.maxNanos(), unit));
        row(out, "Average Response Time", SwingBenchText.twoDecimals(SwingBenchText.units(tx.meanNanos(), unit)));
        row(
                out,
                "Geometric Mean Response Time",
                SwingBenchText.twoDecimals(SwingBenchText.units(tx.geometricMeanNanos(), unit)));
        row(
                out,
                "Median Response Time",
                SwingBenchText.twoDecimals(SwingBenchText.units(tx.percentileNanos(50), unit)));
        row(out, "Number of Transactions", tx.completed());
        row(out, "Failed Transactions", tx.failed());
        row(out, "Rolled Back Transactions", tx.rolledBack());
    }

    private static void rule(StringBuilder out) {
        out.append(RULE).append('\n');
    }

    private static void banner(StringBuilder out, String text) {
        out.append('|').append(padRight(oneLine(text), INNER_WIDTH)).append("|\n");
    }

    private static void row(StringBuilder out, String label, long value) {
        row(out, label, Long.toString(value));
    }

    private static void row(StringBuilder out, String label, String value) {
        out.append('|')
                .append(padRight(label, LABEL_WIDTH))
                .append('|')
                .append(padLeft(oneLine(value), VALUE_WIDTH))
                .append("|\n");
    }

    /** A name with a line break or tab in it must not break the box. */
    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\p{Cntrl}", " ");
    }

    private static String padRight(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    private static String padLeft(String text, int width) {
        return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
    }
}
