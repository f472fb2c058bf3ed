package io.dbbench.core.result;

import java.util.Map;

/**
 * What the interval sampler saw in one interval (one second by default).
 *
 * @param epochMillis   wall-clock end of the interval
 * @param elapsedMillis end of the interval, counted from the start of the load
 * @param byTransaction keyed by transaction Id, in config order
 */
public record IntervalSample(
        long epochMillis, long elapsedMillis, int usersLoggedOn, Map<String, TransactionInterval> byTransaction) {
    public IntervalSample {
        // keep the caller's (config) order: the formats write transactions in it
        byTransaction = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byTransaction));
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
