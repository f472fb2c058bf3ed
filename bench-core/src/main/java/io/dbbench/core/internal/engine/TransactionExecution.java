package io.dbbench.core.internal.engine;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.ErrorKind;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import java.sql.SQLException;

/**
 * Runs one session's transactions and records each: its response time, DML and traffic, the figures of the
 * statement it ran, and a failure by error code (rolled back, or the connection dropped when that fails).
 */
final class TransactionExecution {
    private static final DmlCounts ONE_ROLLBACK = DmlCounts.of(0, 0, 0, 0, 0, 1);

    private final Session.Shared shared;
    private final SessionContext context;
    private final SessionActivity activity;
    private final SessionTraffic traffic;
    private final SessionConnection connection;
    private final SessionParts.Work work;
    /** Set by the engine when it cuts this session's transaction at the stop: that transaction is no failure. */
    private volatile boolean cutAtStop;

    TransactionExecution(SessionParts parts, SessionConnection connection, SessionParts.Work work) {
        this.shared = parts.shared();
        this.context = parts.context();
        this.activity = parts.activity();
        this.traffic = parts.traffic();
        this.connection = connection;
        this.work = work;
    }

    /** Any thread: the engine's stop cuts the transaction in flight, so its failure is none. */
    void cutAtStop() {
        cutAtStop = true;
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
            Outcome outcome = work.transactions()[index].execute(context);
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
        if (cutAtStop) {
            // the engine's own stop cut it (the driver reports 08006 after an abort): not the database's failure
            connection.discardCutAtStop();
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
        boolean rolledBack = connection.rollbackQuietly();
        traffic.record(index, recorder);
        recorder.failed(rolledBack ? ONE_ROLLBACK : DmlCounts.NONE);
        String code = e.getClass().getSimpleName();
        shared.errors().record(code);
        shared.state().failure(code, e.getMessage());
        if (!rolledBack) connection.drop();
        // an Error is not the database's failure but the caller's (a failed assertion): the run stops
        // and the engine rethrows it; this user's loop ends because the run is stopping
        if (e instanceof Error error) shared.state().fatal(error);
    }

    /** The recorder of the statement the last execution of transaction {@code index} ran, or null. */
    private TransactionRecorder statementRecorder(int index) {
        return work.statementRecorder(shared.recorders(), index, context.takeStatement());
    }

    private long thinkToSubtract() {
        long think = context.takeThinkNanos();
        return shared.preferences().timingsIncludeSleep() ? 0 : think;
    }

    private void failed(int index, TransactionRecorder recorder, long latencyNanos, SQLException e) {
        Dialect dialect = shared.dialect();
        ErrorKind kind = dialect.classify(e);
        String code = dialect.errorCode(e);
        boolean rolledBack = kind != ErrorKind.CONNECTION_LOST && connection.rollbackQuietly();
        traffic.record(index, recorder);
        if (shared.allowedErrorCodes().contains(code)) {
            // AllowedErrorCodes: the error is part of the workload's normal life; count it as a rollback
            recorder.completed(latencyNanos, rolledBack ? ONE_ROLLBACK : DmlCounts.NONE, true);
        } else {
            recorder.failed(rolledBack ? ONE_ROLLBACK : DmlCounts.NONE);
            shared.errors().record(code);
            shared.state().failure(code, e.getMessage());
        }
        if (!rolledBack) connection.drop();
    }
}
