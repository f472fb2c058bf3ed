package io.dbbench.core.internal.engine;

import io.dbbench.core.result.RunStalls;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which sampling intervals a lost or hung database stalled, for the run health ({@link RunStalls}). Fed by
 * the sampler thread only.
 *
 * <p>A lost database fails little: the transactions in flight fail once, then the users wait to reconnect and
 * fail nothing but their logon attempts, backing off up to 2 s apart, so many seconds have no failure at all.
 * An interval that completed no transaction is stalled when something failed in it (a transaction, a logon or
 * reconnect, a pool borrow) or a user was still without its connection at its end. A hung database fails
 * nothing: that shows only at the end, when users are still in the database after the stop grace; then every
 * interval since the last one that completed a transaction was stalled.
 */
final class StallTracker {
    private final Set<Long> stalledEndsMillis = new LinkedHashSet<>();
    private final List<Long> timedEndsMillis = new ArrayList<>();
    private long lastProgressEndMillis = Long.MIN_VALUE;

    /**
     * One timed interval, as its sample will say it.
     *
     * @param endMillis               the interval's {@link io.dbbench.core.result.IntervalSample#elapsedMillis}
     * @param completed               transactions it completed
     * @param failures                whether anything failed in it (any error code)
     * @param sessionsWithoutDatabase users without their connection at its end (lost, or logons failing)
     */
    void interval(long endMillis, long completed, boolean failures, int sessionsWithoutDatabase) {
        timedEndsMillis.add(endMillis);
        if (completed > 0) lastProgressEndMillis = endMillis;
        else if (failures || sessionsWithoutDatabase > 0) stalledEndsMillis.add(endMillis);
    }

    /** @param usersStillWaiting users still in the database when the stop grace ended: a hung database */
    RunStalls result(List<String> usersStillWaiting) {
        Set<Long> stalled = new LinkedHashSet<>(stalledEndsMillis);
        if (!usersStillWaiting.isEmpty()) {
            for (long end : timedEndsMillis) if (end > lastProgressEndMillis) stalled.add(end);
        }
        return new RunStalls(stalled, usersStillWaiting);
    }
}
