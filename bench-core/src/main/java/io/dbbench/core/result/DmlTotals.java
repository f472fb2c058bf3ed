package io.dbbench.core.result;

import io.dbbench.core.workload.DmlCounts;

/** Statements executed during the statistics window, summed over all transactions. */
public record DmlTotals(long selects, long inserts, long updates, long deletes, long commits, long rollbacks) {
    public static final DmlTotals ZERO = new DmlTotals(0, 0, 0, 0, 0, 0);

    public DmlTotals plus(DmlCounts c) {
        return new DmlTotals(
                selects + c.selects(),
                inserts + c.inserts(),
                updates + c.updates(),
                deletes + c.deletes(),
                commits + c.commits(),
                rollbacks + c.rollbacks());
    }

    public DmlTotals plus(DmlTotals o) {
        return new DmlTotals(
                selects + o.selects,
                inserts + o.inserts,
                updates + o.updates,
                deletes + o.deletes,
                commits + o.commits,
                rollbacks + o.rollbacks);
    }

    public long total() {
        return selects + inserts + updates + deletes + commits + rollbacks;
    }
}
