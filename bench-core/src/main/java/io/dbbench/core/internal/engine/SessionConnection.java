package io.dbbench.core.internal.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.result.RunHealth;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One session's hold on the database: logs on (and back on after a loss) with back-off, borrows and gives back
 * a service's pooled connections, renews a connection as the load settings say, and drops a broken one. The
 * run's state learns of every logon, loss and log-off from here.
 */
final class SessionConnection {
    private static final long FIRST_RETRY_NANOS = 100_000_000L;
    private static final long MAX_RETRY_NANOS = 2_000_000_000L;

    private final Session.Shared shared;
    private final SessionContext context;
    private final SessionActivity activity;
    private final SessionTraffic traffic;

    private long transactionsOnConnection;
    private boolean everLoggedOn;

    SessionConnection(SessionParts parts) {
        this.shared = parts.shared();
        this.context = parts.context();
        this.activity = parts.activity();
        this.traffic = parts.traffic();
    }

    /** One try of getting a connection; a failure is retried with back-off. */
    private interface Attempt {
        void run() throws SQLException;
    }

    /** Gets a connection, retrying with back-off until it works or the run stops. */
    boolean connect() throws InterruptedException {
        RunState state = shared.state();
        doing(SessionActivity.CONNECTING);
        // a logon the stop interrupted (waiting for its turn to log on) is no logon failure; counted like a failed
        // transaction's code: a run whose users cannot log on must say so
        boolean connected = retried(RunHealth.LOGON_ERROR_PREFIX, true, () -> {
            // with the application's own connections, logging on is only being counted
            if (shared.connections().lendsConnections())
                attach(shared.connections().acquire());
            // a logon that completes after the run stopped is no logon of the run: users queued for their turn
            // get in as the stopping users free their connections (max_connections), and counting them said
            // "8 of 500 users could not log on" where 400 never had
            if (state.isStopped()) {
                giveBack();
                return;
            }
            activity.regainedDatabase(state);
            transactionsOnConnection = 0;
            if (everLoggedOn) {
                state.reconnected();
            } else {
                everLoggedOn = true;
                state.firstLogon(shared.clock().nanoTime());
            }
        });
        // the stop is for good: a logon the lambda above saw after it was not counted, and is no connection
        return connected && !state.isStopped();
    }

    /**
     * Borrows a connection from the service's pool for one transaction; retries with back-off while the
     * pool cannot give one (database down, pool timeout) until the run stops. The caller times it.
     */
    boolean borrow() throws InterruptedException {
        doing(SessionActivity.BORROWING);
        return retried("POOL:", false, () -> {
            attach(shared.connections().acquire());
            activity.regainedDatabase(shared.state());
        });
    }

    /**
     * Runs {@code attempt} until it works, counting each failure under {@code codePrefix} and its error code and
     * waiting 100 ms, then twice as long each time up to 2 s, before the next.
     *
     * @param failureAfterStopIsNone true when a failure the stop caused is no failure: not counted
     * @return false when the run stopped first
     */
    private boolean retried(String codePrefix, boolean failureAfterStopIsNone, Attempt attempt)
            throws InterruptedException {
        RunState state = shared.state();
        long backoff = FIRST_RETRY_NANOS;
        while (!state.isStopped()) {
            try {
                attempt.run();
                return true;
            } catch (SQLException e) {
                if (failureAfterStopIsNone && state.isStopped()) return false;
                activity.lostDatabase(state);
                String code = codePrefix + shared.dialect().errorCode(e);
                shared.errors().record(code);
                state.failure(code, e.getMessage());
                if (shared.clock().await(state.stoppedLatch(), backoff)) return false;
                backoff = Math.min(backoff * 2, MAX_RETRY_NANOS);
            }
        }
        return false;
    }

    private void doing(int what) {
        activity.set(what, shared.clock().nanoTime());
    }

    private void attach(Connection c) {
        context.attach(c);
        traffic.attached(
                shared.connections().wireCounts(c), shared.connections().sessionStatistics(c));
    }

    /** Gives the held or borrowed connection, if any, back to its source. */
    void giveBack() {
        Connection c = context.detach();
        if (c != null) shared.connections().release(c);
    }

    /** A transaction ran on the held connection: logs off when LogOutPostTransaction or ConnectionRefresh says so. */
    void transactionDone() {
        transactionsOnConnection++;
        LoadConfig load = shared.load();
        // a session that has finished its work is logged off once, by the session's end: renewing here would
        // count it twice
        if (!context.sessionFinished()
                && (load.logoutPostTransaction()
                        || (load.connectionRefresh() > 0 && transactionsOnConnection >= load.connectionRefresh()))) {
            giveBack();
            transactionsOnConnection = 0;
            // a deliberate log-out is not a lost connection: the next connect() counts the user back on
            shared.state().loggedOff();
        }
    }

    /** Rolls back the held connection's transaction; false when there is no connection or it broke. */
    boolean rollbackQuietly() {
        if (!context.hasConnection()) return false;
        try {
            context.connection().rollback();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /** Throws the held connection away as broken: the database is lost until the next logon or borrow. */
    void drop() {
        Connection c = context.detach();
        if (c != null) {
            shared.connections().discard(c);
            // a service's user stays logged on without a connection between transactions: only the notice counts
            if (shared.borrowsPerTransaction()) shared.state().connectionDiscarded();
            else shared.state().connectionLost();
            activity.lostDatabase(shared.state());
        }
    }

    /** Throws away a connection the engine's own stop cut: no loss of the database. */
    void discardCutAtStop() {
        Connection c = context.detach();
        if (c != null) shared.connections().discard(c);
    }
}
