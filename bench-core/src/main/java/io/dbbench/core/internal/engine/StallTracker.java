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
 * interval since the last one that completed a transaction was stalled. A database that went away or hung and
 * never came back before the run's end is said with the point from which it was unreachable, whatever share of
 * the run that is ({@link RunStalls#unreachableFromMillis}).
 */
final class StallTracker {
    /** None: no interval yet, or the database answers at the end. */
    private static final long NONE = Long.MIN_VALUE;

    private final Set<Long> stalledEndsMillis = new LinkedHashSet<>();
    private final List<Long> timedEndsMillis = new ArrayList<>();
    private long lastProgressEndMillis = NONE;
    /** Where the last interval that completed a transaction started (0: none did, the run's start). */
    private long lastProgressStartMillis = 0;
    /**
     * Where the current stretch of intervals ending with users without their connection started, or
     * {@link #NONE}; an interval in it that still completed transactions starts the stretch afresh.
     */
    private long lostSinceMillis = NONE;
    /** Intervals in the stretch since {@link #lostSinceMillis}: from two on, whole ones without a transaction. */
    private int lostIntervals;

    /**
     * One timed interval, as its sample will say it.
     *
     * @param endMillis               the interval's {@link io.dbbench.core.result.IntervalSample#elapsedMillis}
     * @param completed               transactions it completed
     * @param failures                whether anything failed in it (any error code)
     * @param sessionsWithoutDatabase users without their connection at its end (lost, or logons failing)
     * @param runEnding the run was stopped before this interval was drained (its last): its users are leaving, and
     *                  one that waited to reconnect no longer counts as without its connection, so a count of 0 here
     *                  does not say the database came back; a completed transaction does
     */
    void interval(long endMillis, long completed, boolean failures, int sessionsWithoutDatabase, boolean runEnding) {
        long startMillis = timedEndsMillis.isEmpty() ? 0 : timedEndsMillis.get(timedEndsMillis.size() - 1);
        timedEndsMillis.add(endMillis);
        if (completed > 0) {
            lastProgressEndMillis = endMillis;
            lastProgressStartMillis = startMillis;
        } else if (failures || sessionsWithoutDatabase > 0) stalledEndsMillis.add(endMillis);
        if (sessionsWithoutDatabase == 0 && runEnding && completed == 0) {
            if (lostSinceMillis != NONE) lostIntervals++;
        } else if (sessionsWithoutDatabase == 0) {
            lostSinceMillis = NONE;
        } else if (lostSinceMillis == NONE || completed > 0) {
            lostSinceMillis = startMillis;
            lostIntervals = 1;
        } else {
            lostIntervals++;
        }
    }

    /**
     * @param usersStillWaiting users still in the database when the stop grace ended
     * @param cancelsAnswered   whether the database answered their cancels: long transactions cut at the end of
     *                          a healthy run, not a hung database
     */
    RunStalls result(List<String> usersStillWaiting, boolean cancelsAnswered) {
        Set<Long> stalled = new LinkedHashSet<>(stalledEndsMillis);
        if (!usersStillWaiting.isEmpty()) {
            for (long end : timedEndsMillis) if (end > lastProgressEndMillis) stalled.add(end);
        }
        return new RunStalls(
                stalled, usersStillWaiting, List.of(), unreachableFromMillis(usersStillWaiting, cancelsAnswered));
    }

    /**
     * Where the database stopped answering for good, or -1 when it answered at the end: users were still without
     * their connection at the end of every interval since (lost), or still in the database after the stop grace
     * and not answering their cancels (hung), and no transaction completed in a whole interval after that point. One interval at least: a
     * database lost in the run's last second is not told from a blip.
     */
    private long unreachableFromMillis(List<String> usersStillWaiting, boolean cancelsAnswered) {
        if (!usersStillWaiting.isEmpty() && !cancelsAnswered) {
            long wholeIntervalsAfter = timedEndsMillis.stream()
                    .filter(end -> lastProgressEndMillis == NONE || end > lastProgressEndMillis)
                    .count();
            // the database hung somewhere in the last interval that still completed a transaction
            if (wholeIntervalsAfter > 0) return lastProgressEndMillis == NONE ? 0 : lastProgressStartMillis;
        }
        return lostSinceMillis != NONE && lostIntervals >= 2 ? lostSinceMillis : -1;
    }
}
