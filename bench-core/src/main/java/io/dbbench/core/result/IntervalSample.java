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
 * @param usersActive   the users the run had active at the interval's end, for a run whose users changed while it
 *                      went on; {@link #NOT_RECORDED} for a run that had its config's users all along (and in
 *                      results written before users could change)
 */
public record IntervalSample(
        long epochMillis,
        long elapsedMillis,
        int usersLoggedOn,
        Map<String, TransactionInterval> byTransaction,
        TrafficTotals traffic,
        int usersActive) {
    /** {@link #usersActive()} of a run whose users never changed: they were its config's users. */
    public static final int NOT_RECORDED = -1;

    public IntervalSample {
        // keep the caller's (config) order: the formats write transactions in it
        byTransaction = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byTransaction));
        if (usersActive < NOT_RECORDED) throw new IllegalArgumentException("usersActive " + usersActive);
    }

    /** An interval of a run whose users never changed. */
    public IntervalSample(
            long epochMillis,
            long elapsedMillis,
            int usersLoggedOn,
            Map<String, TransactionInterval> byTransaction,
            TrafficTotals traffic) {
        this(epochMillis, elapsedMillis, usersLoggedOn, byTransaction, traffic, NOT_RECORDED);
    }

    /** An interval whose traffic was not counted, of a run whose users never changed. */
    public IntervalSample(
            long epochMillis, long elapsedMillis, int usersLoggedOn, Map<String, TransactionInterval> byTransaction) {
        this(epochMillis, elapsedMillis, usersLoggedOn, byTransaction, null);
    }

    public IntervalSample withoutTraffic() {
        return traffic == null
                ? this
                : new IntervalSample(epochMillis, elapsedMillis, usersLoggedOn, byTransaction, null, usersActive);
    }

    /** This interval as a run whose users never changed records it. */
    public IntervalSample withoutUsersActive() {
        return usersActive == NOT_RECORDED
                ? this
                : new IntervalSample(epochMillis, elapsedMillis, usersLoggedOn, byTransaction, traffic);
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
