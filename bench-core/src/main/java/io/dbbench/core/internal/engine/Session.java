package io.dbbench.core.internal.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.traffic.WireCounts;
import io.dbbench.core.workload.Transaction;
import java.util.Set;
import org.HdrHistogram.Recorder;

/**
 * One simulated user: logs on at its scheduled time, then picks, thinks, executes and records until
 * the run stops. A failed transaction is rolled back and counted and the session goes on; a lost
 * connection is replaced, so a database that goes away for a while costs failures, not the run.
 */
final class Session implements Runnable {
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
    private final long logonAtNanos;
    /** The attached connection's socket counts, read around each transaction. */
    private final SessionTraffic traffic;
    /** What the session does now, read by the engine when a run waits for its users at the end. */
    private final SessionActivity activity;

    private final SessionConnection connection;
    private final TransactionExecution execution;
    /**
     * Whether this user runs now: read before each transaction, after its think time and after a pool wait (volatile
     * reads, no lock).
     */
    private final LiveUsers.Seat seat;

    Session(Shared shared, SessionContext context, Transaction[] transactions, long logonAtNanos) {
        this(shared, context, transactions, logonAtNanos, null, null);
    }

    /** A session of a run whose users never change. */
    Session(
            Shared shared,
            SessionContext context,
            Transaction[] transactions,
            long logonAtNanos,
            int[] statementBase,
            int[] statementCount) {
        this(
                shared,
                context,
                logonAtNanos,
                new SessionParts.Work(transactions, statementBase, statementCount),
                LiveUsers.Seat.ALWAYS);
    }

    /**
     * @param work the session's transactions and where the recorders of their statements are (see
     *             {@link io.dbbench.core.workload.Workload#statementNames})
     * @param seat the user's place among the run's users: runs while active, waits (logged off) while not
     */
    Session(Shared shared, SessionContext context, long logonAtNanos, SessionParts.Work work, LiveUsers.Seat seat) {
        this.shared = shared;
        this.context = context;
        this.logonAtNanos = logonAtNanos;
        this.seat = seat;
        SessionParts parts =
                new SessionParts(shared, context, new SessionActivity(logonAtNanos), new SessionTraffic(), seat);
        this.activity = parts.activity();
        this.traffic = parts.traffic();
        this.connection = new SessionConnection(parts);
        this.execution = new TransactionExecution(parts, connection, work);
    }

    @Override
    public void run() {
        RunState state = shared.state();
        try {
            long wait = logonAtNanos - shared.clock().nanoTime();
            if (wait > 0 && shared.clock().await(state.stoppedLatch(), wait)) return;
            boolean first = true;
            // once through for a user active all the run; once per activation for one retired and activated again
            while (!state.isStopped() && !context.sessionFinished()) {
                if (!seat.active() && !awaitActivation()) return;
                if (!connection.connect()) {
                    if (state.isStopped()) return;
                    continue; // retired while logging on
                }
                // a service's user borrows per transaction: its logon proved the pool works, now give it back
                if (shared.borrowsPerTransaction()) connection.giveBack();
                if (first && shared.waitTillAllLogon()) awaitAllLoggedOn(state, startClock(shared));
                first = false;
                while (!state.isStopped() && !context.sessionFinished() && seat.active()) {
                    step();
                }
                // retired (its last transaction done and recorded): logs off as a run's end does, then waits
                if (!state.isStopped() && !context.sessionFinished()) connection.logOff();
            }
            if (context.sessionFinished()) finished();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            activity.regainedDatabase(shared.state());
            connection.giveBack();
        }
    }

    /**
     * A retired user, or one never yet activated: holds no connection and waits to be activated, not counted as
     * waiting for the database.
     *
     * @return false when the run stopped first
     */
    private boolean awaitActivation() throws InterruptedException {
        activity.regainedDatabase(shared.state());
        connection.withdrawFromStart();
        activity.betweenTransactions();
        return seat.users().awaitActive(seat.rank(), shared.state());
    }

    /** The workload said this user's work is done: it logs off for good, and the run ends when no user has work left. */
    private void finished() {
        // counted off only if still counted on: a connection lost in its last transaction was counted off then
        connection.logOff();
        // a run's users end it when every active one has finished; a lone session (a probe, a test) just stops
        if (seat.users() != null) seat.users().finished(seat.rank());
    }

    /**
     * What a logged-on user waits for the start on. WaitTillAllLogon: the run's clock, so that a test's clock driven
     * by its waiters sees these users parked and moves on to the next logon. A common start: real time, as the
     * engine's own wait for the instant is on the clock and opens the latch then; a test clock that moves by each
     * waiter's timeout would run past the instant with every user's wait beside it.
     */
    private static Clock startClock(Shared shared) {
        return shared.commonStart() ? Clock.SYSTEM : shared.clock();
    }

    private static void awaitAllLoggedOn(RunState state, Clock clock) throws InterruptedException {
        // the latch opens at the last logon, at the common start or at the stop: each user wakes once (the bound is
        // only a safety net)
        while (!state.isStopped() && !clock.await(state.startOrStopLatch(), WAIT_TILL_ALL_LOGON_BOUND_NANOS)) {
            // waiting for the other users
        }
    }

    SessionActivity activity() {
        return activity;
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
            intendedStartNanos = awaitSlot(state, clock);
            if (intendedStartNanos == STOPPED) return;
            shared.scheduleLag().recordValue(TransactionRecorder.recordable(clock.nanoTime() - intendedStartNanos));
        } else {
            LoadConfig load = shared.load();
            long thinkMillis = load.interMinDelayMillis() == load.interMaxDelayMillis()
                    ? load.interMinDelayMillis()
                    : context.random().nextLong(load.interMinDelayMillis(), load.interMaxDelayMillis() + 1);
            if (thinkMillis > 0 && clock.await(state.stoppedLatch(), thinkMillis * 1_000_000L)) return;
        }
        // retired while thinking: no new transaction
        if (!seat.active()) return;
        long poolWaitNanos = 0;
        if (shared.borrowsPerTransaction()) {
            long asked = clock.nanoTime();
            if (!connection.borrow()) return;
            poolWaitNanos = clock.nanoTime() - asked;
            // retired while waiting for the pool (seconds, under load): the connection goes back unused
            if (!seat.active()) {
                connection.giveBack();
                return;
            }
        } else if (shared.connections().lendsConnections() && !context.hasConnection() && !connection.connect()) {
            return;
        }
        if (!state.tryStartTransaction()) {
            if (shared.borrowsPerTransaction()) connection.giveBack();
            return;
        }
        // one pool wait per transaction run, so waits and transactions can be set side by side
        if (shared.borrowsPerTransaction()) shared.service().recordPoolWait(poolWaitNanos);
        execution.execute(index, intendedStartNanos);
        if (shared.borrowsPerTransaction()) connection.giveBack();
        else connection.transactionDone();
    }

    /** What {@link #awaitSlot} returns when the run stopped while the session waited for its slot. */
    private static final long STOPPED = Long.MIN_VALUE;
    /** WaitTillAllLogon: how long a logged-on user waits at a time for the others (a safety net, not a timeout). */
    private static final long WAIT_TILL_ALL_LOGON_BOUND_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(10);

    /**
     * Open loop: takes the next slot of the schedule and waits for its intended start, read again whenever the rate
     * changes meanwhile (the slot's start moves with it); returns that start, or {@link #STOPPED}.
     */
    private long awaitSlot(RunState state, Clock clock) throws InterruptedException {
        OpenLoopSchedule schedule = shared.schedule();
        if (!schedule.steerable()) {
            // a fixed rate: one lock-free slot, a wait only the stop cuts short
            long start = schedule.nextStartNanos(clock.nanoTime());
            long wait = start - clock.nanoTime();
            if (wait > 0 && clock.await(state.stoppedLatch(), wait)) return STOPPED;
            return start;
        }
        long slot = schedule.takeSlot(clock.nanoTime());
        // each turn either reaches the slot's start or was woken by a change or the stop, which ends the loop
        while (true) {
            OpenLoopSchedule.SlotStart start = schedule.startOf(slot);
            // read after the latch: a stop before it is seen here, one after it opens the latch
            if (state.isStopped()) return STOPPED;
            long wait = start.startNanos() - clock.nanoTime();
            if (wait <= 0) return start.startNanos();
            clock.await(start.changed(), wait);
        }
    }

    /** Any thread: past the stop grace, ends the transaction this session is waiting on in the database. */
    void abortInFlight(java.util.concurrent.Executor executor) {
        execution.cutAtStop();
        context.abortConnection(executor);
    }

    /** Any thread, before {@link #abortInFlight}: may block (seconds on a hung server), never on the stopping thread. */
    void cancelInFlight() {
        execution.cutAtStop();
        context.cancelRunning();
    }

    void execute(int index) throws InterruptedException {
        execution.execute(index, -1);
    }

    /** EngineProbe's counted sessions: their do-nothing connection counts {@code counts}. */
    void countTraffic(WireCounts counts) {
        traffic.attached(counts);
    }
}
