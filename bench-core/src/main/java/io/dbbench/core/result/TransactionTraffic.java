package io.dbbench.core.result;

/**
 * The traffic of one transaction type over the statistics window.
 *
 * @param id         the transaction's id, as in {@link TransactionResult#id()}
 * @param executions the executions the traffic belongs to: completed and failed alike, since a failed
 *                   transaction's statements and its rollback crossed the wire too
 * @param totals     the bytes and round trips of those executions
 */
public record TransactionTraffic(String id, long executions, TrafficTotals totals) {
    public TransactionTraffic {
        java.util.Objects.requireNonNull(id, "id");
        java.util.Objects.requireNonNull(totals, "totals");
        if (executions < 0) throw new IllegalArgumentException("executions must not be negative: " + executions);
    }

    public double bytesOutPerTransaction() {
        return perTransaction(totals.bytesOut());
    }

    public double bytesInPerTransaction() {
        return perTransaction(totals.bytesIn());
    }

    public double roundTripsPerTransaction() {
        return perTransaction(totals.roundTrips());
    }

    private double perTransaction(long value) {
        return executions == 0 ? 0 : (double) value / executions;
    }
}
