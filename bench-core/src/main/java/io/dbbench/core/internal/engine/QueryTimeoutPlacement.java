package io.dbbench.core.internal.engine;

import io.dbbench.core.dialect.Dialect;

/**
 * Where a run's QueryTimeout is enforced. {@link #DRIVER}: {@code Statement.setQueryTimeout} on every statement,
 * which pgjdbc implements with a task on its shared timer thread per execution (scheduled, cancelled and purged
 * each time: a timer-thread wake-up and two context switches per statement). {@link #SERVER}: one session setting
 * at logon ({@code SET statement_timeout} on PostgreSQL), which the database enforces itself and which costs
 * nothing per statement; a statement past it fails with the same error (PostgreSQL's 57014, query_canceled).
 * The server cannot see a hung network, which only a socket timeout (the driver's {@code socketTimeout}) covers.
 */
public enum QueryTimeoutPlacement {
    /** {@code Statement.setQueryTimeout} on every statement the engine prepares. */
    DRIVER,
    /** The dialect's {@link Dialect#statementTimeoutSql session setting}, run once on every new connection. */
    SERVER;

    /**
     * The server where the dialect has a session setting for it and dbbench opens the connections itself (from a
     * JDBC URL, so that every new one, also those replacing lost ones, gets the setting at logon); the driver for
     * other databases, and for a caller's DataSource, whose connections dbbench does not log on.
     *
     * @param queryTimeoutSeconds the run's QueryTimeout; 0 for none (then there is nothing to place)
     */
    public static QueryTimeoutPlacement choose(Dialect dialect, boolean opensOwnConnections, int queryTimeoutSeconds) {
        boolean server = queryTimeoutSeconds > 0
                && opensOwnConnections
                && dialect.statementTimeoutSql(queryTimeoutSeconds) != null;
        return server ? SERVER : DRIVER;
    }
}
