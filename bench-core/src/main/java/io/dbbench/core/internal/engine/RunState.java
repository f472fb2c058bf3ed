package io.dbbench.core.internal.engine;

import io.dbbench.core.result.EndReason;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/** What the sessions and the sampler share while a run goes on. Thread-safe. */
final class RunState {
    private final CountDownLatch stopped = new WakingLatch(1);
    /** Run on every stop request, after {@link #stopped} opened. */
    private volatile Runnable onStop = () -> {};

    private final AtomicReference<EndReason> endReason = new AtomicReference<>();
    /** Set before the stop latch opens, so whoever sees the run stopped sees it too. */
    private volatile boolean stopAtBoundary;
    /** Replaced once, before the sessions start, when the run starts with other users than it was built for. */
    private volatile CountDownLatch allLoggedOn;
    /**
     * Opened when the all-logged-on latch reaches zero or the run stops: what the users of a WaitTillAllLogon run
     * (or a common start) wait on, woken once each, not polling the stop (every 100 ms was 20,000 wake-ups a second
     * at 2,000 users, taken from the logons still under way).
     */
    private volatile CountDownLatch startOrStop;

    private final AtomicInteger loggedOn = new AtomicInteger();
    private final AtomicInteger everLoggedOn = new AtomicInteger();
    private final AtomicLong firstLogonEndNanos = new AtomicLong(Long.MIN_VALUE);
    private final AtomicLong transactionBudget;
    private final LongAdder connectionsLost = new LongAdder();
    /** Sessions that lost their connection or whose logons fail, until they have a connection again. */
    private final AtomicInteger withoutDatabase = new AtomicInteger();

    private final Set<String> reportedCodes = ConcurrentHashMap.newKeySet();
    private final ConcurrentHashMap<String, String> firstFailures = new ConcurrentHashMap<>();
    private volatile long allLoggedOnNanos = Long.MIN_VALUE;
    private final AtomicReference<Error> fatal = new AtomicReference<>();

    /**
     * A run's end when its users have finished their work is {@link LiveUsers}' (only the active ones count).
     *
     * @param users           the count the all-logged-on latch waits for
     * @param maxTransactions -1 = unlimited
     */
    RunState(int users, long maxTransactions) {
        allLoggedOn = new CountDownLatch(users);
        startOrStop = new WakingLatch(users == 0 ? 0 : 1);
        transactionBudget = new AtomicLong(maxTransactions < 0 ? Long.MAX_VALUE : maxTransactions);
    }

    /**
     * Before the sessions start: the all-logged-on latch waits for {@code users} logons (the users active when the
     * run starts, and the common start's count), not the count the state was built with.
     */
    void awaitAtStart(int users) {
        if (allLoggedOn.getCount() == users) return;
        allLoggedOn = new CountDownLatch(users);
        startOrStop = new WakingLatch(users == 0 ? 0 : 1);
        // a run stopped already, or stopped while the latch was replaced (its stop opened the old one): nobody
        // waits. Read after the write, a stop not seen here opens the new latch itself.
        if (isStopped()) startOrStop.countDown();
    }

    CountDownLatch stoppedLatch() {
        return stopped;
    }

    boolean isStopped() {
        return stopped.getCount() == 0;
    }

    /** Ends the run; the first reason given is the one reported. */
    void requestStop(EndReason reason) {
        endReason.compareAndSet(null, reason);
        stopped.countDown();
        startOrStop.countDown();
        // after the latch: what it wakes must see the run stopped
        onStop.run();
    }

    /**
     * Ends the run at the interval boundary the sampler has just drained, from the sampler thread (a listener that
     * steers the users ends the run after its last step's last interval): the sampler makes no shorter last interval
     * of the time it took to get here, and what finishes in the stop grace is counted untimed, as at the run time's
     * end.
     */
    void requestStopAtBoundary(EndReason reason) {
        // only when this is the stop: a signal's stop before it keeps its own, timed, end
        if (endReason.compareAndSet(null, reason)) stopAtBoundary = true;
        requestStop(reason);
    }

    /** Whether the run was ended at the interval boundary just drained ({@link #requestStopAtBoundary}). */
    boolean stoppedAtBoundary() {
        return stopAtBoundary;
    }

    /** Before the sessions start: what wakes the waits that are not on the stop latch (the users parked). */
    void onStop(Runnable wake) {
        onStop = wake;
    }

    /**
     * A transaction threw an Error (an AssertionError in a user's lambda, an OutOfMemoryError): the run
     * stops and the first one is rethrown by the engine, so it is never lost with the session's thread.
     */
    void fatal(Error e) {
        fatal.compareAndSet(null, e);
        requestStop(EndReason.INTERRUPTED);
    }

    /** The first Error a transaction threw, or null. */
    Error fatal() {
        return fatal.get();
    }

    EndReason endReason() {
        return endReason.get();
    }

    /** Takes one transaction from the -mt budget; false once it is spent, or once the run is stopping. */
    boolean tryStartTransaction() {
        if (isStopped()) return false;
        if (transactionBudget.getAndDecrement() > 0) return true;
        requestStop(EndReason.MAX_TRANSACTIONS);
        return false;
    }

    /** A session the run's start waits for got its first connection at {@code nowNanos}. */
    void firstLogon(long nowNanos) {
        firstLogon(nowNanos, true);
    }

    /**
     * A session got its first connection at {@code nowNanos}.
     *
     * @param awaitedAtStart whether the all-logged-on latch counts it: a user active when the run started, not
     *                       one activated while it runs (its logon would move the load's start)
     */
    void firstLogon(long nowNanos, boolean awaitedAtStart) {
        loggedOn.incrementAndGet();
        everLoggedOn.incrementAndGet();
        if (awaitedAtStart) readyForStart(nowNanos);
        firstLogonEndNanos.compareAndSet(Long.MIN_VALUE, nowNanos);
    }

    /**
     * A user the start waits for was retired before it logged on: the start no longer waits for it, as if it had
     * logged on at {@code nowNanos}.
     */
    void withdrawnFromStart(long nowNanos) {
        readyForStart(nowNanos);
    }

    private void readyForStart(long nowNanos) {
        allLoggedOn.countDown();
        if (allLoggedOn.getCount() == 0) {
            allLoggedOnNanos = nowNanos;
            startOrStop.countDown();
        }
    }

    /** The common start has come (the one extra count of a gated run): the load starts at {@code nowNanos}. */
    void openStartGate(long nowNanos) {
        allLoggedOn.countDown();
        if (allLoggedOn.getCount() == 0) {
            allLoggedOnNanos = nowNanos;
            startOrStop.countDown();
        }
    }

    void reconnected() {
        loggedOn.incrementAndGet();
    }

    void connectionLost() {
        loggedOn.decrementAndGet();
        connectionsLost.increment();
    }

    /** A borrowed connection broke: reported as a lost connection, the user stays logged on. */
    void connectionDiscarded() {
        connectionsLost.increment();
    }

    /** A session logged off on purpose (LogOutPostTransaction, ConnectionRefresh). */
    void loggedOff() {
        loggedOn.decrementAndGet();
    }

    /** Distinct users that logged on at least once. */
    int everLoggedOn() {
        return everLoggedOn.get();
    }

    int loggedOn() {
        return Math.max(0, loggedOn.get());
    }

    CountDownLatch allLoggedOnLatch() {
        return allLoggedOn;
    }

    /** Opens once every user the start waits for is on (and a common start has come), or the run has stopped. */
    CountDownLatch startOrStopLatch() {
        return startOrStop;
    }

    /** When the last user logged on, or {@code Long.MIN_VALUE} while some are still logging on. */
    long allLoggedOnNanos() {
        return allLoggedOnNanos;
    }

    /** A session lost its connection, or an attempt to get one failed: it waits for the database. */
    void lostDatabase() {
        withoutDatabase.incrementAndGet();
    }

    /** A session that {@linkplain #lostDatabase lost the database} has a connection again, or has ended. */
    void regainedDatabase() {
        withoutDatabase.decrementAndGet();
    }

    /** How many sessions are waiting for a connection after losing one or failing to get one. */
    int sessionsWithoutDatabase() {
        return Math.max(0, withoutDatabase.get());
    }

    long drainConnectionsLost() {
        return connectionsLost.sumThenReset();
    }

    /** Remembers the first failure message of each error code, for one notice per code. */
    void failure(String code, String message) {
        firstFailures.putIfAbsent(code, message == null ? "" : message);
    }

    /** First failures not yet reported, by code; each code is reported once per run. */
    java.util.Map<String, String> takeNewFailures() {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        firstFailures.forEach((code, msg) -> {
            if (reportedCodes.add(code)) out.put(code, msg);
        });
        return out;
    }
}
