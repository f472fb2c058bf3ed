package io.dbbench.core.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.ErrorKind;
import io.dbbench.core.result.RunHealth;
import io.dbbench.core.traffic.WireCounts;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import org.HdrHistogram.Recorder;

/**
 * One simulated user: logs on at its scheduled time, then picks, thinks, executes and records until
 * the run stops. A failed transaction is rolled back and counted and the session goes on; a lost
 * connection is replaced, so a database that goes away for a while costs failures, not the run.
 */
final class Session implements Runnable {
    private static final DmlCounts ONE_ROLLBACK = DmlCounts.of(0, 0, 0, 0, 0, 1);
    private static final long FIRST_RETRY_NANOS = 100_000_000L;
    private static final long MAX_RETRY_NANOS = 2_000_000_000L;

    /**
     * What a session needs from its run, shared by all sessions (of one service).
     *
     * @param service      the service these sessions belong to: its connection source and pool-wait record
     * @param policy       whether a session holds its connection or borrows one per transaction
     * @param load         the run's load settings: think times, LogOutPostTransaction, ConnectionRefresh...
     * @param preferences  the run's preferences: AllowedErrorCodes, TimingsIncludeSleep
     * @param commonStart  true when the load starts at a common instant: every user then waits for all to log on
     * @param schedule     the open-loop schedule, or null for a closed loop
     * @param scheduleLag  open loop: how late each transaction starts against its intended start
     */
    record Shared(
            RunState state,
            ServicePool service,
            ConnectionPolicy policy,
            Dialect dialect,
            Clock clock,
            TransactionRecorder[] recorders,
            WeightedPicker picker,
            ErrorCounter errors,
            LoadConfig load,
            Preferences preferences,
            boolean commonStart,
            OpenLoopSchedule schedule,
            Recorder scheduleLag) {
        ConnectionSource connections() {
            return service.connections();
        }

        boolean borrowsPerTransaction() {
            return policy == ConnectionPolicy.BORROW;
        }

        boolean waitTillAllLogon() {
            return load.waitTillAllLogon() || commonStart;
        }

        Set<String> allowedErrorCodes() {
            return preferences.allowedErrorCodes();
        }
    }

    private final Shared shared;
    private final SessionContext context;
    private final Transaction[] transactions;
    private final long logonAtNanos;
    /** Per transaction, where its statements' recorders start in the recorders; null when none has any. */
    private final int[] statementBase;
    /** Per transaction, how many statements it declared. */
    private final int[] statementCount;

    private long transactionsOnConnection;
    /** The attached connection's socket counts, read around each transaction. */
    private final SessionTraffic traffic = new SessionTraffic();

    private boolean everLoggedOn;
    /** Set by the engine when it cuts this session's transaction at the stop: that transaction is no failure. */
    private volatile boolean abortedAtStop;
    /** What the session does now, read by the engine when a run waits for its users at the end. */
    private final SessionActivity activity;

    Session(Shared shared, SessionContext context, Transaction[] transactions, long logonAtNanos) {
        this(shared, context, transactions, logonAtNanos, null, null);
    }

    /**
     * @param statementBase  per transaction, the index of its first statement's recorder (see
     *                       {@link io.dbbench.core.workload.Workload#statementNames}); null when none has statements
     * @param statementCount per transaction, how many statements it declared
     */
    Session(
            Shared shared,
            SessionContext context,
            Transaction[] transactions,
            long logonAtNanos,
            int[] statementBase,
            int[] statementCount) {
        this.statementBase = statementBase;
        this.statementCount = statementCount;
        this.shared = shared;
        this.context = context;
        this.transactions = transactions;
        this.logonAtNanos = logonAtNanos;
        this.activity = new SessionActivity(logonAtNanos);
    }

    @Override
    public void run() {
        RunState state = shared.state();
        try {
            long wait = logonAtNanos - shared.clock().nanoTime();
            if (wait > 0 && shared.clock().await(state.stoppedLatch(), wait)) return;
            if (!connect()) return;
            // a service's user borrows per transaction: its logon proved the pool works, now give it back
            if (shared.borrowsPerTransaction()) giveBack();
            if (shared.waitTillAllLogon()) {
                while (!state.isStopped()
                        && !state.allLoggedOnLatch().await(100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    // waiting for the other users; a stop request ends the wait
                }
            }
            while (!state.isStopped() && !context.sessionFinished()) {
                step();
            }
            if (context.sessionFinished()) state.sessionFinished();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            activity.regainedDatabase(shared.state());
            Connection c = context.detach();
            if (c != null) shared.connections().release(c);
        }
    }

    SessionActivity activity() {
        return activity;
    }

    private void doing(int what) {
        activity.set(what, shared.clock().nanoTime());
    }

    /**
     * Picks a transaction, waits for its turn (the inter-transaction think time, or its slot in the
     * open-loop schedule), executes and records it.
     */
    void step() throws InterruptedException {
        RunState state = shared.state();
        Clock clock = shared.clock();
        activity.betweenTransactions();
        int index = shared.picker().pick(context.random());
        long intendedStartNanos = -1;
        if (shared.schedule() != null) {
            intendedStartNanos = shared.schedule().nextStartNanos(clock.nanoTime());
            long wait = intendedStartNanos - clock.nanoTime();
            if (wait > 0 && clock.await(state.stoppedLatch(), wait)) return;
            shared.scheduleLag().recordValue(TransactionRecorder.recordable(clock.nanoTime() - intendedStartNanos));
        } else {
            LoadConfig load = shared.load();
            long thinkMillis = load.interMinDelayMillis() == load.interMaxDelayMillis()
                    ? load.interMinDelayMillis()
                    : context.random().nextLong(load.interMinDelayMillis(), load.interMaxDelayMillis() + 1);
            if (thinkMillis > 0 && clock.await(state.stoppedLatch(), thinkMillis * 1_000_000L)) return;
        }
        long poolWaitNanos = 0;
        if (shared.borrowsPerTransaction()) {
            long asked = clock.nanoTime();
            if (!borrow()) return;
            poolWaitNanos = clock.nanoTime() - asked;
        } else if (shared.connections().lendsConnections() && !context.hasConnection() && !connect()) {
            return;
        }
        if (!state.tryStartTransaction()) {
            if (shared.borrowsPerTransaction()) giveBack();
            return;
        }
        // one pool wait per transaction run, so waits and transactions can be set side by side
        if (shared.borrowsPerTransaction()) shared.service().recordPoolWait(poolWaitNanos);
        execute(index, intendedStartNanos);
        if (shared.borrowsPerTransaction()) {
            giveBack();
            return;
        }
        transactionsOnConnection++;
        LoadConfig load = shared.load();
        // a session that has finished its work is logged off once, by run(): renewing here would count it twice
        if (!context.sessionFinished()
                && (load.logoutPostTransaction()
                        || (load.connectionRefresh() > 0 && transactionsOnConnection >= load.connectionRefresh()))) {
            renewConnection();
        }
    }

    /** Any thread: past the stop grace, ends the transaction this session is waiting on in the database. */
    void abortInFlight(java.util.concurrent.Executor executor) {
        abortedAtStop = true;
        context.abortConnection(executor);
    }

    /** Any thread, before {@link #abortInFlight}: may block (seconds on a hung server), never on the stopping thread. */
    void cancelInFlight() {
        abortedAtStop = true;
        context.cancelRunning();
    }

    void execute(int index) throws InterruptedException {
        execute(index, -1);
    }

    /**
     * Runs transaction {@code index} once and records it: the engine's measured unit of work.
     *
     * @param intendedStartNanos open loop: when the schedule meant it to start, the origin of its response
     *                           time; -1 in a closed loop, where the response time starts now
     */
    void execute(int index, long intendedStartNanos) throws InterruptedException {
        TransactionRecorder recorder = shared.recorders()[index];
        Clock clock = shared.clock();
        // before the clock: on Oracle the mark may be a probe query, which is no part of the transaction
        traffic.mark();
        long now = clock.nanoTime();
        long start = intendedStartNanos >= 0 ? intendedStartNanos : now;
        activity.set(index, now);
        try {
            Outcome outcome = transactions[index].execute(context);
            long latency = clock.nanoTime() - start - thinkToSubtract();
            traffic.record(index, recorder);
            recorder.completed(latency, outcome.dml(), outcome.rolledBack());
            TransactionRecorder statement = statementRecorder(index);
            // the statement's own figures: its time, never its DML (the transaction's counts hold it once)
            if (statement != null) statement.completed(latency, DmlCounts.NONE, outcome.rolledBack());
        } catch (SQLException e) {
            failedOnSql(index, recorder, clock.nanoTime() - start - thinkToSubtract(), e);
        } catch (RuntimeException | Error e) {
            failedOtherwise(index, recorder, e);
        }
    }

    // The two failure paths live outside execute: a short execute keeps the measured path compact for the JIT.

    private void failedOnSql(int index, TransactionRecorder recorder, long latencyNanos, SQLException e) {
        if (abortedAtStop) {
            // the engine's own stop cut it (the driver reports 08006 after an abort): not the database's failure
            Connection c = context.detach();
            if (c != null) shared.connections().discard(c);
            return;
        }
        TransactionRecorder statement = statementRecorder(index);
        failed(index, recorder, latencyNanos, e);
        if (statement != null) {
            if (shared.allowedErrorCodes().contains(shared.dialect().errorCode(e)))
                statement.completed(latencyNanos, DmlCounts.NONE, true);
            else statement.failed(DmlCounts.NONE);
        }
    }

    private void failedOtherwise(int index, TransactionRecorder recorder, Throwable e) {
        thinkToSubtract();
        TransactionRecorder statement = statementRecorder(index);
        if (statement != null) statement.failed(DmlCounts.NONE);
        boolean rolledBack = rollbackQuietly();
        traffic.record(index, recorder);
        recorder.failed(rolledBack ? ONE_ROLLBACK : DmlCounts.NONE);
        String code = e.getClass().getSimpleName();
        shared.errors().record(code);
        shared.state().failure(code, e.getMessage());
        if (!rolledBack) dropConnection();
        // an Error is not the database's failure but the caller's (a failed assertion): the run stops
        // and the engine rethrows it; this user's loop ends because the run is stopping
        if (e instanceof Error error) shared.state().fatal(error);
    }

    /** The recorder of the statement the last execution of transaction {@code index} ran, or null. */
    private TransactionRecorder statementRecorder(int index) {
        int s = context.takeStatement();
        if (s < 0 || statementBase == null || s >= statementCount[index]) return null;
        return shared.recorders()[statementBase[index] + s];
    }

    private long thinkToSubtract() {
        long think = context.takeThinkNanos();
        return shared.preferences().timingsIncludeSleep() ? 0 : think;
    }

    private void failed(int index, TransactionRecorder recorder, long latencyNanos, SQLException e) {
        Dialect dialect = shared.dialect();
        ErrorKind kind = dialect.classify(e);
        String code = dialect.errorCode(e);
        boolean rolledBack = kind != ErrorKind.CONNECTION_LOST && rollbackQuietly();
        traffic.record(index, recorder);
        if (shared.allowedErrorCodes().contains(code)) {
            // AllowedErrorCodes: the error is part of the workload's normal life; count it as a rollback
            recorder.completed(latencyNanos, rolledBack ? ONE_ROLLBACK : DmlCounts.NONE, true);
        } else {
            recorder.failed(rolledBack ? ONE_ROLLBACK : DmlCounts.NONE);
            shared.errors().record(code);
            shared.state().failure(code, e.getMessage());
        }
        if (!rolledBack) dropConnection();
    }

    private boolean rollbackQuietly() {
        if (!context.hasConnection()) return false;
        try {
            context.connection().rollback();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private void dropConnection() {
        Connection c = context.detach();
        if (c != null) {
            shared.connections().discard(c);
            // a service's user stays logged on without a connection between transactions: only the notice counts
            if (shared.borrowsPerTransaction()) shared.state().connectionDiscarded();
            else shared.state().connectionLost();
            activity.lostDatabase(shared.state());
        }
    }

    /** Gives a borrowed connection back to the service's pool. */
    private void giveBack() {
        Connection c = context.detach();
        if (c != null) shared.connections().release(c);
    }

    /**
     * Borrows a connection from the service's pool for one transaction; retries with back-off while the
     * pool cannot give one (database down, pool timeout) until the run stops. The caller times it.
     */
    private boolean borrow() throws InterruptedException {
        RunState state = shared.state();
        Clock clock = shared.clock();
        long backoff = FIRST_RETRY_NANOS;
        doing(SessionActivity.BORROWING);
        while (!state.isStopped()) {
            try {
                attach(shared.connections().acquire());
                activity.regainedDatabase(shared.state());
                return true;
            } catch (SQLException e) {
                activity.lostDatabase(shared.state());
                String code = "POOL:" + shared.dialect().errorCode(e);
                shared.errors().record(code);
                state.failure(code, e.getMessage());
                if (clock.await(state.stoppedLatch(), backoff)) return false;
                backoff = Math.min(backoff * 2, MAX_RETRY_NANOS);
            }
        }
        return false;
    }

    /** EngineProbe's counted sessions: their do-nothing connection counts {@code counts}. */
    void countTraffic(WireCounts counts) {
        traffic.attached(counts);
    }

    private void attach(Connection c) {
        context.attach(c);
        traffic.attached(
                shared.connections().wireCounts(c), shared.connections().sessionStatistics(c));
    }

    private void renewConnection() {
        Connection c = context.detach();
        if (c != null) shared.connections().release(c);
        transactionsOnConnection = 0;
        // a deliberate log-out is not a lost connection: the next connect() counts the user back on
        shared.state().loggedOff();
    }

    /** Gets a connection, retrying with back-off until it works or the run stops. */
    private boolean connect() throws InterruptedException {
        RunState state = shared.state();
        long backoff = FIRST_RETRY_NANOS;
        doing(SessionActivity.CONNECTING);
        while (!state.isStopped()) {
            try {
                // with the application's own connections, logging on is only being counted
                if (shared.connections().lendsConnections())
                    attach(shared.connections().acquire());
                activity.regainedDatabase(shared.state());
                transactionsOnConnection = 0;
                if (everLoggedOn) {
                    state.reconnected();
                } else {
                    everLoggedOn = true;
                    state.firstLogon(shared.clock().nanoTime());
                }
                return true;
            } catch (SQLException e) {
                // a logon the stop interrupted (waiting for its turn to log on) is no logon failure
                if (state.isStopped()) return false;
                activity.lostDatabase(shared.state());
                // counted like a failed transaction's code: a run whose users cannot log on must say so
                String code = RunHealth.LOGON_ERROR_PREFIX + shared.dialect().errorCode(e);
                shared.errors().record(code);
                state.failure(code, e.getMessage());
                if (shared.clock().await(state.stoppedLatch(), backoff)) return false;
                backoff = Math.min(backoff * 2, MAX_RETRY_NANOS);
            }
        }
        return false;
    }
}
