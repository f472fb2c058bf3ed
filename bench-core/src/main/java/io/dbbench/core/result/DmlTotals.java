package io.dbbench.core.result;

import io.dbbench.core.workload.DmlCounts;

/** Statements executed during the statistics window, summed over all transactions. */
public record DmlTotals(long selects, long inserts, long updates, long deletes, long commits, long rollbacks) {
    public static final DmlTotals ZERO = new DmlTotals(0, 0, 0, 0, 0, 0);

    public DmlTotals plus(DmlCounts c) {
        return plus(c.selects(), c.inserts(), c.updates(), c.deletes(), c.commits(), c.rollbacks());
    }

    public DmlTotals plus(DmlTotals o) {
        return plus(o.selects, o.inserts, o.updates, o.deletes, o.commits, o.rollbacks);
    }

    /** Both sums above, kind by kind, in the record's order. */
    private DmlTotals plus(long sel, long ins, long upd, long del, long com, long rol) {
        return new DmlTotals(
                selects + sel, inserts + ins, updates + upd, deletes + del, commits + com, rollbacks + rol);
    }

    public long total() {
        return selects + inserts + updates + deletes + commits + rollbacks;
    }
}
