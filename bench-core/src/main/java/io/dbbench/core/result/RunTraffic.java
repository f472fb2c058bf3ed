package io.dbbench.core.result;

import java.util.List;

/**
 * Client/server traffic of a run per transaction type, counted on each session's socket over the
 * statistics window (docs/traffic.md). {@link #NONE} when the run did not count it (a dialect or
 * connection the counting socket cannot be put under).
 *
 * @param transactions one per transaction type, in config order
 */
public record RunTraffic(List<TransactionTraffic> transactions) {
    public static final RunTraffic NONE = new RunTraffic(List.of());

    public RunTraffic {
        transactions = List.copyOf(transactions);
    }

    public boolean measured() {
        return !transactions.isEmpty();
    }

    /** Every transaction type together. */
    public TransactionTraffic total() {
        long executions = 0;
        TrafficTotals sum = TrafficTotals.ZERO;
        for (TransactionTraffic t : transactions) {
            executions += t.executions();
            sum = sum.plus(t.totals());
        }
        return new TransactionTraffic("total", executions, sum);
    }
}
