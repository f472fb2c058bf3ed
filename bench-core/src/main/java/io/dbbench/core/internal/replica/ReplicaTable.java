package io.dbbench.core.internal.replica;

import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.result.MergeSummary;
import java.time.Duration;
import java.util.Locale;

/**
 * The per-replica table of a merge, for people: each replica's TPS, p50 and p99 (ms), failures and start
 * skew, so that an unbalanced or late replica shows; then the common window and what was left out.
 */
public final class ReplicaTable {
    private ReplicaTable() {}

    public static String render(MergeSummary m) {
        TextColumns columns = new TextColumns(false, true, true, true, true, true, true, true);
        columns.row(
                "replica",
                "index",
                "completed",
                "TPS",
                "p50 ms",
                "p99 ms",
                "failed",
                m.startAt() != null ? "late ms" : "skew ms");
        for (MergeSummary.ReplicaRow r : m.replicas()) {
            columns.row(
                    r.name(),
                    r.index() < 0 ? "-" : Integer.toString(r.index()),
                    Long.toString(r.completed()),
                    String.format(Locale.ROOT, "%.2f", r.transactionsPerSecond()),
                    millis(r.p50Nanos()),
                    millis(r.p99Nanos()),
                    Long.toString(r.failed()),
                    Long.toString(r.startSkewMillis()));
        }
        StringBuilder out = new StringBuilder(columns.render());
        Duration overlap = Duration.between(m.overlapStart(), m.overlapEnd());
        out.append(String.format(
                Locale.ROOT,
                "Start spread %d ms; all replicas ran from %s to %s (%.3f s)",
                m.startSpreadMillis(),
                m.overlapStart(),
                m.overlapEnd(),
                overlap.toMillis() / 1000.0));
        long outside = m.replicas().stream()
                .mapToLong(MergeSummary.ReplicaRow::outsideOverlapMillis)
                .max()
                .orElse(0);
        out.append(
                outside > 0
                        ? String.format(
                                Locale.ROOT,
                                "; at most %.3f s of a replica's run lies outside that window%n",
                                outside / 1000.0)
                        : String.format("%n"));
        for (String e : m.excluded()) out.append("Not merged: ").append(e).append(String.format("%n"));
        return out.toString();
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }
}
