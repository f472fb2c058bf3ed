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
    private final LiveUsers.Seat seat;

    private long transactionsOnConnection;
    private boolean everLoggedOn;
    /** Whether the run counts this user as logged on now (see {@link RunState#loggedOn()}); own thread only. */
    private boolean loggedOn;
    /** Whether the run's start still waits for this user: awaited at the start, neither logged on nor withdrawn. */
    private boolean startPending;

    SessionConnection(SessionParts parts) {
        this.shared = parts.shared();
        this.context = parts.context();
        this.activity = parts.activity();
        this.traffic = parts.traffic();
        this.seat = parts.seat();
        this.startPending = seat.awaitedAtStart();
    }

    /** One try of getting a connection; a failure is retried with back-off. */
    private interface Attempt {
        void run() throws SQLException;
    }

    /**
     * Gets a connection, retrying with back-off until it works, the run stops or the user is retired (a retired
     * user does not keep knocking at a database that refuses it).
     *
     * @return false when it got none: the run stopped, or the user was retired
     */
    boolean connect() throws InterruptedException {
        RunState state = shared.state();
        doing(SessionActivity.CONNECTING);
        // a logon the stop interrupted (waiting for its turn to log on) is no logon failure; counted like a failed
        // transaction's code: a run whose users cannot log on must say so
        boolean connected = retried(RunHealth.LOGON_ERROR_PREFIX, true, true, () -> {
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
            loggedOn = true;
            if (everLoggedOn) {
                state.reconnected();
            } else {
                everLoggedOn = true;
                state.firstLogon(shared.clock().nanoTime(), startPending);
                startPending = false;
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
        return retried("POOL:", false, false, () -> {
            attach(shared.connections().acquire());
            activity.regainedDatabase(shared.state());
        });
    }

    /**
     * Runs {@code attempt} until it works, counting each failure under {@code codePrefix} and its error code and
     * waiting 100 ms, then twice as long each time up to 2 s, before the next.
     *
     * @param failureAfterStopIsNone true when a failure the stop caused is no failure: not counted
     * @param whileActive            true to give up once the user is retired
     * @return false when the run stopped first, or the user was retired
     */
    private boolean retried(String codePrefix, boolean failureAfterStopIsNone, boolean whileActive, Attempt attempt)
            throws InterruptedException {
        RunState state = shared.state();
        long backoff = FIRST_RETRY_NANOS;
        while (!state.isStopped() && (!whileActive || seat.active())) {
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
            loggedOn = false;
            shared.state().loggedOff();
        }
    }

    /**
     * The user was retired: gives its connection back as a run's end does (a direct logon's connection is closed)
     * and is no longer counted as logged on. A user the start still waited for no longer holds it up.
     */
    void logOff() {
        giveBack();
        withdrawFromStart();
        if (loggedOn) {
            loggedOn = false;
            shared.state().loggedOff();
        }
    }

    /** A user retired before its first logon: the run's start no longer waits for it. */
    void withdrawFromStart() {
        if (!startPending) return;
        startPending = false;
        shared.state().withdrawnFromStart(shared.clock().nanoTime());
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
            else {
                loggedOn = false;
                shared.state().connectionLost();
            }
            activity.lostDatabase(shared.state());
        }
    }

    /** Throws away a connection the engine's own stop cut: no loss of the database. */
    void discardCutAtStop() {
        Connection c = context.detach();
        if (c != null) shared.connections().discard(c);
    }
}
