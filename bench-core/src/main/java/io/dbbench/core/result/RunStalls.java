package io.dbbench.core.result;

import java.util.List;
import java.util.Set;

/**
 * What the engine saw of a database that went away or stopped answering, for the run health. A lost
 * database fails nothing while its users wait to reconnect, and a hung one fails nothing at all: the
 * interval samples alone cannot tell those seconds from a sparse run's quiet ones, the engine can.
 *
 * @param stalledIntervalEndsMillis the {@link IntervalSample#elapsedMillis} of the sampling intervals that
 *                                  completed no transaction while the database was lost: a failure in them
 *                                  (a transaction, a logon or reconnect, a pool borrow), a user still waiting
 *                                  for a connection at their end, or (a hung database) no transaction completed
 *                                  from them to the end and users were still in the database after the grace
 * @param usersStillWaiting         the users still in the database when the stop grace ended (their connections
 *                                  were aborted), each with what it was doing: {@code dbbench-session-0 running
 *                                  Insert for 12.5 s}; empty when every user returned in time
 * @param failedParts               of a result merged from repeats or replicas: why each part that was a failed run
 *                                  failed, naming the part ({@code repeat 2 of 3: no transaction completed in ...}).
 *                                  A merge cannot merge the parts' stalls (each part's intervals count from its own
 *                                  start), so it keeps their verdicts; a failed part fails the merged run
 * @param unreachableFromMillis     the offset from the load's start from which the database did not answer until
 *                                  the run's end (lost: users still without their connection at the end of every
 *                                  interval since, and none completed after it; hung: users still in the database
 *                                  after the stop grace), or -1 when it answered at the end or it is not known
 */
public record RunStalls(
        Set<Long> stalledIntervalEndsMillis,
        List<String> usersStillWaiting,
        List<String> failedParts,
        long unreachableFromMillis) {
    /** Nothing known: a result read back from a file (not written), or merged from healthy parts. */
    public static final RunStalls UNKNOWN = new RunStalls(Set.of(), List.of());

    public RunStalls {
        stalledIntervalEndsMillis = Set.copyOf(stalledIntervalEndsMillis);
        usersStillWaiting = List.copyOf(usersStillWaiting);
        failedParts = List.copyOf(failedParts);
        if (unreachableFromMillis < -1)
            throw new IllegalArgumentException("unreachableFromMillis " + unreachableFromMillis);
    }

    /** A merged result's parts or what the engine saw, with the database answering at the end. */
    public RunStalls(Set<Long> stalledIntervalEndsMillis, List<String> usersStillWaiting, List<String> failedParts) {
        this(stalledIntervalEndsMillis, usersStillWaiting, failedParts, -1);
    }

    /** What the engine saw of one run (no parts), with the database answering at the end. */
    public RunStalls(Set<Long> stalledIntervalEndsMillis, List<String> usersStillWaiting) {
        this(stalledIntervalEndsMillis, usersStillWaiting, List.of());
    }

    /** Whether the database stopped answering at some point and did not come back before the run's end. */
    public boolean unreachableAtEnd() {
        return unreachableFromMillis >= 0;
    }

    /** A merged result's: only the verdicts of its failed parts. */
    public static RunStalls ofFailedParts(List<String> failedParts) {
        return new RunStalls(Set.of(), List.of(), failedParts);
    }

    /** Whether the engine saw the interval ending at {@code elapsedMillis} stalled. */
    public boolean stalledAt(long elapsedMillis) {
        return stalledIntervalEndsMillis.contains(elapsedMillis);
    }
}
