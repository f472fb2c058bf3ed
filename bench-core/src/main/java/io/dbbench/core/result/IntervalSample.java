package io.dbbench.core.result;

import java.util.Map;

/**
 * What the interval sampler saw in one interval (one second by default).
 *
 * @param epochMillis   wall-clock end of the interval
 * @param elapsedMillis end of the interval, counted from the start of the load
 * @param byTransaction keyed by transaction Id, in config order
 * @param traffic       bytes and round trips of the transactions that ended in the interval (all types
 *                      together), so traffic over time is measured per interval, not spread from totals;
 *                      null when not counted (a run whose connections are not on counting sockets, or a
 *                      results.json written before intervals kept it)
 */
public record IntervalSample(
        long epochMillis,
        long elapsedMillis,
        int usersLoggedOn,
        Map<String, TransactionInterval> byTransaction,
        TrafficTotals traffic) {
    public IntervalSample {
        // keep the caller's (config) order: the formats write transactions in it
        byTransaction = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byTransaction));
    }

    /** An interval whose traffic was not counted. */
    public IntervalSample(
            long epochMillis, long elapsedMillis, int usersLoggedOn, Map<String, TransactionInterval> byTransaction) {
        this(epochMillis, elapsedMillis, usersLoggedOn, byTransaction, null);
    }

    public IntervalSample withoutTraffic() {
        return traffic == null ? this : new IntervalSample(epochMillis, elapsedMillis, usersLoggedOn, byTransaction);
    }

    public long completed() {
        return byTransaction.values().stream()
                .mapToLong(TransactionInterval::completed)
                .sum();
    }

    public long failed() {
        return byTransaction.values().stream()
                .mapToLong(TransactionInterval::failed)
                .sum();
    }
}
