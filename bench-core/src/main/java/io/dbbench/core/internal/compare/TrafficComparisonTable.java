package io.dbbench.core.internal.compare;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.TransactionTraffic;
import java.util.Optional;

/**
 * What crossed the wire per transaction in two runs, side by side with the ratio new/base: bytes each way
 * and round trips over all transactions, then bytes and round trips of each transaction type both ran
 * (matched by id). The question it answers is client-side SQL against server-side code: how much less
 * traffic and how many fewer waits on the network the second form needs. Empty when neither run counted
 * its traffic; one line saying which did not when only one did.
 */
public final class TrafficComparisonTable {
    /** The table, each line ending with a newline; "" when neither run has traffic figures. */
    public String render(RunResult base, RunResult candidate) {
        RunTraffic b = base.details().traffic();
        RunTraffic c = candidate.details().traffic();
        if (!b.measured() && !c.measured()) return "";
        if (!b.measured() || !c.measured()) {
            return "traffic: only " + (b.measured() ? "base" : "new")
                    + " counted it (PostgreSQL runs through a jdbc:postgresql: URL do): not compared\n";
        }
        TextColumns table = new TextColumns(false, true, true, true);
        table.row("per transaction", "base", "new", "new/base");
        TransactionTraffic bt = b.total();
        TransactionTraffic ct = c.total();
        bytes(table, "bytes out", bt.bytesOutPerTransaction(), ct.bytesOutPerTransaction());
        bytes(table, "bytes in", bt.bytesInPerTransaction(), ct.bytesInPerTransaction());
        turns(table, "round trips", bt.roundTripsPerTransaction(), ct.roundTripsPerTransaction());
        for (TransactionTraffic type : b.transactions()) {
            Optional<TransactionTraffic> other = c.transactions().stream()
                    .filter(t -> t.id().equals(type.id()))
                    .findFirst();
            if (other.isEmpty() || type.executions() == 0 || other.get().executions() == 0) continue;
            String name = shortName(base, type.id());
            bytes(table, name + " bytes", bothWays(type), bothWays(other.get()));
            turns(
                    table,
                    name + " round trips",
                    type.roundTripsPerTransaction(),
                    other.get().roundTripsPerTransaction());
        }
        return "traffic per transaction, counted on the client's sockets (bytes out + in for a type):\n"
                + table.render();
    }

    private static double bothWays(TransactionTraffic t) {
        return t.bytesOutPerTransaction() + t.bytesInPerTransaction();
    }

    private static void bytes(TextColumns table, String name, double base, double candidate) {
        table.row(name, StatsFormat.number(base, 0), StatsFormat.number(candidate, 0), ratio(base, candidate));
    }

    private static void turns(TextColumns table, String name, double base, double candidate) {
        table.row(name, StatsFormat.number(base, 2), StatsFormat.number(candidate, 2), ratio(base, candidate));
    }

    private static String ratio(double base, double candidate) {
        return base == 0 ? "-" : StatsFormat.number(candidate / base, 2);
    }

    /** The transaction's short name in the run (BP), its id when it has none. */
    private static String shortName(RunResult run, String id) {
        return run.transactions().stream()
                .filter(t -> t.id().equals(id))
                .map(TransactionResult::shortName)
                .filter(s -> s != null && !s.isBlank())
                .findFirst()
                .orElse(id);
    }
}
