package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepCommitCheck;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import io.dbbench.core.internal.stats.TextColumns;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The capacity search's second console table, after its summary: per step, over its measured iterations, what the
 * database server's own counters say (its commits next to ours, its CPU and disk) and what crossed the wire per
 * transaction. Two narrow tables rather than more columns on the step lines, so each stays within 100 columns; what
 * was not read is "-", and why is said once under its table.
 */
public final class StepCountersTable {
    private StepCountersTable() {}

    /**
     * The tables, each line ending with a newline; "" when there are no steps.
     *
     * @param runDeclaredCommits the commits the run's transactions declared (its DML counts): the database's commits
     *     are set against our count at that many per transaction
     * @param runCompleted       the run's completed transactions
     */
    public static String render(
            List<StepFigures> steps, MissingStepFigures missing, long runDeclaredCommits, long runCompleted) {
        if (steps.isEmpty()) return "";
        return server(steps, missing.server(), runDeclaredCommits, runCompleted) + traffic(steps, missing.traffic());
    }

    private static String server(List<StepFigures> steps, String why, long runDeclaredCommits, long runCompleted) {
        String title = "Database server per step (its counters over the measured iterations)";
        if (steps.stream().allMatch(s -> s.server() == null)) return title + ": none (" + why + ")\n";
        TextColumns table = new TextColumns(true, true, true, true, true, true, true, false);
        table.row(
                loadHeader(steps),
                "db commits",
                "our count",
                "DbCPU%",
                "cpu ms/tx",
                "read MB/s",
                "write MB/s",
                "check");
        StringBuilder mismatches = new StringBuilder();
        boolean checked = false;
        for (StepFigures s : steps) {
            StepServerFigures c = s.server();
            if (c == null) {
                table.row(load(s), "-", Long.toString(s.all().completed()), "-", "-", "-", "-", "-");
                continue;
            }
            // the same verdict as the step's commitCheck in results.json
            StepCommitCheck check = StepCommitCheck.of(s, runDeclaredCommits, runCompleted);
            checked |= check.status() != StepCommitCheck.Status.NOT_CHECKED;
            // the short form, within 100 columns: results.json's commitCheck has the sentence
            if (check.status() == StepCommitCheck.Status.DIFFERS)
                mismatches
                        .append("  commits at ")
                        .append(load(s))
                        .append(": ")
                        .append(check.brief(c.commits(), runDeclaredCommits, runCompleted))
                        .append('\n');
            table.row(
                    load(s),
                    c.commits() < 0 ? "-" : Long.toString(c.commits()),
                    Long.toString(c.transactions()),
                    fixed(c.cpuPercent(), 0),
                    figure(c.cpuMillisPerTransaction()),
                    fixed(c.diskReadBytesPerSecond() / 1e6, 1),
                    fixed(c.diskWriteBytesPerSecond() / 1e6, 1),
                    check.status() == StepCommitCheck.Status.NOT_CHECKED ? "-" : StepCountersJson.verdict(check));
        }
        StringBuilder out = new StringBuilder(title).append('\n').append(indent(table.render()));
        out.append(mismatches);
        if (why != null) out.append("  - ").append(why).append('\n');
        out.append(sources(steps)).append(commits(runDeclaredCommits, runCompleted));
        // said only when a step has a verdict: a column of "-" needs no legend
        if (checked)
            out.append(
                    "  check: db commits against those our transactions declared, within the step's busiest second\n");
        return out.toString();
    }

    /**
     * How to read db commits against our count: one to one only when each transaction declared one commit; else at
     * the commits per transaction they declared (StepCommitCheck), or not at all when they declared none.
     */
    static String commits(long runDeclaredCommits, long runCompleted) {
        String lag = "each reading may miss up to a second of them (docs/capacity.md)";
        if (runCompleted <= 0 || runDeclaredCommits == runCompleted)
            return "  db commits: the database's own; " + lag + "\n";
        if (runDeclaredCommits == 0)
            return "  db commits: the database's own, not comparable with our count: our transactions declared no"
                    + "\n    commits (they only read, or commit where the client cannot count it)\n";
        double each = StepCommitCheck.commitsPerTransaction(runDeclaredCommits, runCompleted);
        return "  db commits: the database's own; expect about " + String.format(Locale.ROOT, "%.3f", each)
                + " per transaction of our count, as our\n    transactions declared (the run's DML counts);\n    " + lag
                + "\n";
    }

    /** Where CPU and disk come from, or why they are "-", said once: a line each, within 100 columns. */
    private static String sources(List<StepFigures> steps) {
        StepServerFigures first = steps.stream()
                .map(StepFigures::server)
                .filter(Objects::nonNull)
                .findFirst()
                .orElseThrow();
        String source = String.valueOf(first.cpuSource());
        String cpu = source.equals(StepServerFigures.CPU_SERVER_PROCESSES)
                ? "DbCPU%: the server's processes' CPU on this host, % of its " + first.hostCores() + " cores"
                : source.equals(StepServerFigures.CPU_ORACLE_HOST)
                        ? "DbCPU%: the database host's busy share (V$OSSTAT); cpu ms/tx: Oracle's DB CPU"
                        : source.equals(StepServerFigures.CPU_DB_CPU)
                                ? "DbCPU%: not read (V$OSSTAT); cpu ms/tx: Oracle's DB CPU"
                                : "DbCPU%: not read: no CPU counter in the database; --embedded or --server-pid"
                                        + " reads its processes";
        String disk =
                switch (String.valueOf(first.diskSource())) {
                    case "server processes" -> "disk: what reached the block layer (/proc)";
                    case "pg_stat_io" -> "disk: pg_stat_io (what PostgreSQL asked the kernel for, page cache included)";
                    default -> "disk: not read (pg_stat_io is PostgreSQL 16+; or the server's processes on this host)";
                };
        return "  " + cpu + "\n  " + disk + "\n";
    }

    private static String traffic(List<StepFigures> steps, String why) {
        String title = "Traffic per step (all transactions over the measured iterations)";
        if (steps.stream().allMatch(s -> s.traffic() == null))
            return title + ": none (" + (why != null ? why : "no transaction ran") + ")\n";
        TextColumns table = new TextColumns(true, true, true, true, true);
        table.row(loadHeader(steps), "bytes out/tx", "bytes in/tx", "round trips/tx", "Mbit/s");
        for (StepFigures s : steps) {
            StepTraffic t = s.traffic();
            if (t == null) {
                table.row(load(s), "-", "-", "-", "-");
                continue;
            }
            table.row(
                    load(s),
                    fixed(t.bytesOutPerTransaction(), 0),
                    fixed(t.bytesInPerTransaction(), 0),
                    fixed(t.roundTripsPerTransaction(), 2),
                    fixed(t.megabitsPerSecond(), 1));
        }
        return title + "\n" + indent(table.render());
    }

    /** The first column's header: the steps' users, or their offered rates for an open-loop search. */
    private static String loadHeader(List<StepFigures> steps) {
        return steps.get(0).load().kind() == LoadKind.RATE ? "rate" : "users";
    }

    /** A step's users, or its offered rate ("500/s"). */
    private static String load(StepFigures s) {
        LoadLevel load = s.load();
        return load.kind() == LoadKind.RATE ? load.label() : Integer.toString(load.users());
    }

    private static String indent(String lines) {
        return lines.lines().map(l -> "  " + l + "\n").reduce("", String::concat);
    }

    private static String fixed(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "-";
    }

    /** Whole from 100, two decimals from 1, three significant digits below (0.0481 ms of CPU must still show). */
    static String figure(double value) {
        if (!Double.isFinite(value)) return "-";
        double magnitude = Math.abs(value);
        if (magnitude >= 100) return fixed(value, 0);
        if (magnitude >= 1 || magnitude == 0) return fixed(value, 2);
        return new BigDecimal(value).round(new MathContext(3)).toPlainString();
    }
}
