package io.dbbench.core.internal.engine;

import java.sql.Statement;

/**
 * One session's statement under the query timeout and when it times out: written by the session's thread only
 * (arm, disarm), read by the {@link QueryWatchdog}'s. No lock: the session bumps {@link #version} to odd before
 * it writes and to even after, so the watchdog sees a statement and its deadline from the same arming or
 * nothing, and never cancels a statement armed anew with a later deadline.
 */
final class StatementDeadline {
    /** Odd while the session writes; every arming and disarming moves it on by two. */
    private volatile long version;

    private volatile Statement statement;
    private volatile long deadlineNanos;

    /** The session's thread: {@code st} runs next and times out at {@code deadlineNanos}. */
    void arm(Statement st, long deadlineNanos) {
        long v = version;
        version = v + 1;
        this.statement = st;
        this.deadlineNanos = deadlineNanos;
        version = v + 2;
    }

    /** The session's thread: no statement of this session is under the timeout. */
    void disarm() {
        if (statement == null) return;
        long v = version;
        version = v + 1;
        statement = null;
        version = v + 2;
    }

    /** The watchdog's thread: the arming now in place (even), or -1 while the session writes one. */
    long version() {
        long v = version;
        return (v & 1) == 0 ? v : -1;
    }

    /**
     * The watchdog's thread: the statement of arming {@code version} if its deadline has passed at {@code nowNanos},
     * else null (none armed, not yet due, or armed anew since).
     */
    Statement expired(long version, long nowNanos) {
        Statement st = statement;
        long deadline = deadlineNanos;
        if (this.version != version || st == null) return null;
        return nowNanos - deadline >= 0 ? st : null;
    }
}
