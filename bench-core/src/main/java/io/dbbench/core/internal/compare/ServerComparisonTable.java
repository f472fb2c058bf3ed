package io.dbbench.core.internal.compare;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * What the database server itself did in two runs (the results' {@code server} sections, read from its own
 * counters: commits, WAL or redo bytes, block reads, its processes' CPU ...), side by side per second and per
 * completed transaction, each with the ratio new/base. Beside {@link TrafficComparisonTable}: traffic is
 * what crossed the wire, this is what the database did about it. Counters are matched by name; those only
 * one run read are named under the table. Empty when neither run read its counters; one line when only one
 * did, or one could not.
 */
public final class ServerComparisonTable {
    /** The table, each line ending with a newline; "" when neither run has a server section. */
    public String render(RunResult base, RunResult candidate) {
        ServerSummary b = base.details().server();
        ServerSummary c = candidate.details().server();
        if (b == null && c == null) return "";
        if (b == null || c == null) {
            return "server counters: only " + (b != null ? "base" : "new")
                    + " read them (a single run on PostgreSQL or Oracle does): not compared\n";
        }
        if (!b.isAvailable() || !c.isAvailable()) {
            String side = !b.isAvailable() ? "base" : "new";
            String why = !b.isAvailable() ? b.unavailable() : c.unavailable();
            return "server counters: " + side + " could not read them (" + why + "): not compared\n";
        }
        TextColumns table = new TextColumns(false, true, true, true, true, true, true);
        table.row("counter", "base/s", "new/s", "new/base", "base/tx", "new/tx", "new/base");
        List<String> onlyOne = new ArrayList<>();
        for (String name : b.counters().keySet()) {
            if (!c.counters().containsKey(name)) {
                onlyOne.add(name + " (base)");
                continue;
            }
            double bs = b.perSecond(name);
            double cs = c.perSecond(name);
            double bt = b.perTransaction(name, base.totalCompleted());
            double ct = c.perTransaction(name, candidate.totalCompleted());
            table.row(name, figure(bs), figure(cs), ratio(bs, cs), figure(bt), figure(ct), ratio(bt, ct));
        }
        for (String name : c.counters().keySet()) {
            if (!b.counters().containsKey(name)) onlyOne.add(name + " (new)");
        }
        String out = "database server counters over the statistics window, per second and per completed transaction:\n"
                + table.render();
        return onlyOne.isEmpty()
                ? out
                : out + "read by one run only, not compared: " + String.join(", ", onlyOne) + "\n";
    }

    /**
     * Whole numbers from 100 (bytes, blocks), two decimals from 1 (commits per transaction), three significant
     * digits below 1 (0.265, 0.00274): a block read in every few hundred transactions or a deadlock in a run
     * must still show, without six decimals on every small figure.
     */
    static String figure(double value) {
        if (!Double.isFinite(value)) return "-";
        double magnitude = Math.abs(value);
        if (magnitude >= 100) return StatsFormat.number(value, 0);
        if (magnitude >= 1 || magnitude == 0) return StatsFormat.number(value, 2);
        return new BigDecimal(value).round(new MathContext(3)).toPlainString();
    }

    /** "-" where there is no ratio: a base of zero, or a figure that could not be computed. */
    private static String ratio(double base, double candidate) {
        if (!Double.isFinite(base) || !Double.isFinite(candidate) || base == 0) return "-";
        return StatsFormat.number(candidate / base, 2);
    }
}
