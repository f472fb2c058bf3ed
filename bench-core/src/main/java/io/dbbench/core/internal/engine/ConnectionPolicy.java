package io.dbbench.core.internal.engine;

/**
 * How the users of a run get their connections: the one difference between a charbench-style run and a
 * topology run, asked of the run's shape rather than read from which of its fields are null.
 */
public enum ConnectionPolicy {
    /**
     * Each user logs on once and holds its own connection for the run (charbench): LogOutPostTransaction
     * and ConnectionRefresh renew it, a lost one is replaced.
     */
    HOLD,
    /**
     * Each user borrows a connection from its service's pool for every transaction and gives it back
     * afterwards, as a service's request threads do; the time spent waiting for one is recorded.
     */
    BORROW
}
