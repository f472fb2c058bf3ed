package io.dbbench.core.internal.engine;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * How many of a run's users are active, changeable from any thread before or while the run goes on (a capacity
 * search's steps, a console's "+2 users"). The run starts a session for every user up to its {@linkplain
 * #ceiling() ceiling}; the first {@link #active()} of them, in the order of their ranks, run transactions. A user
 * retired finishes the transaction it is in (counted as any other), logs off as a run's end does and waits; one
 * activated logs on (again) and goes on. Users that stay keep their sessions and connections.
 *
 * <p>Sessions read the count with a few volatile reads per transaction (before it, after its think time, and after a
 * pool wait when they borrow), never a lock or a write: changing users costs the measured path nothing. Only
 * {@link #setActive} locks, to pair the count with the latch that wakes the users waiting to be activated.
 *
 * <p>A run has at least one active user: {@link #setActive} refuses 0. Replicas that spread a total over themselves
 * (a total of 1 over 2 replicas) will need a replica with no active user, which this class cannot express: the wiring
 * that spreads a total must give such a replica its own way to idle (or not run it), not ask for 0 here.
 */
public final class LiveUsers {
    /**
     * The longest a user waiting to be activated waits before it looks again. The run's stop opens the latch
     * ({@link #wakeAll}) and the engine interrupts every session at its end, so this bound never ends a wait in a
     * working run; it is there so that no wait is unbounded even if both were missed, and long enough that a
     * ceiling of hundreds of parked users costs a client nothing (512 users wake 8.5 times a second in all).
     */
    static final java.time.Duration BACKSTOP = java.time.Duration.ofSeconds(60);

    private final int ceiling;
    private final long backstopNanos;
    /** Why this run's users cannot change (an open-loop run), or null when they can. */
    private final String fixedBecause;

    private final Object changing = new Object();
    private volatile int active;
    /** Opened, and replaced, by every change of {@link #active}: users waiting to be activated wake on it. */
    private volatile CountDownLatch changed = new CountDownLatch(1);
    /** Set by {@link #wakeAll}: the run stopped, every latch from now on is open. Guarded by {@link #changing}. */
    private boolean stopping;
    /**
     * The most users active at once since the run started: the distinct users ever activated, as users are activated
     * in the order of their ranks. Guarded by {@link #changing}.
     */
    private int mostActive;
    /** The ranks of the users that finished their work (the workload said so): they run no more. */
    private final Set<Integer> finishedRanks = ConcurrentHashMap.newKeySet();
    /** What ends the run once every active user has finished its work. */
    private volatile Runnable whenAllFinished = () -> {};
    /** The ranks of the users inside {@link #awaitActive}: some may have just been activated and not yet left. */
    private final Set<Integer> waitingRanks = ConcurrentHashMap.newKeySet();

    /**
     * @param active       the users active when the run starts
     * @param ceiling      the most users the run can have: one session each
     * @param fixedBecause why the count cannot change, or null when it can
     */
    LiveUsers(int active, int ceiling, String fixedBecause) {
        this(active, ceiling, fixedBecause, BACKSTOP);
    }

    /** @param backstop the longest a user waiting to be activated waits before it looks again (see {@link #BACKSTOP}) */
    LiveUsers(int active, int ceiling, String fixedBecause, java.time.Duration backstop) {
        if (ceiling < 1 || active < 1 || active > ceiling)
            throw new IllegalArgumentException("active users must be 1.." + ceiling + ", was " + active);
        this.active = active;
        this.ceiling = ceiling;
        this.fixedBecause = fixedBecause;
        this.backstopNanos = backstop.toNanos();
    }

    /** The users running transactions now (or, before the run, when it starts). */
    public int active() {
        return active;
    }

    /**
     * The run starts: the users active now are those it starts with (a change before it set them), and the first
     * counted as ever active.
     *
     * @return the users active as the run starts
     */
    int startRun() {
        synchronized (changing) {
            mostActive = active;
            return active;
        }
    }

    /**
     * How many distinct users were ever active since {@link #startRun}: the users that should have logged on, for the
     * run health (a run's config's users say nothing once its users changed).
     */
    int everActive() {
        synchronized (changing) {
            return mostActive;
        }
    }

    /** The most users this run can have, fixed when it was built. */
    public int ceiling() {
        return ceiling;
    }

    /**
     * Changes how many users run transactions; returns at once (the users retire or log on by themselves).
     *
     * @throws IllegalArgumentException when {@code users} is not within 1 and the ceiling
     * @throws IllegalStateException    when this run's users cannot change (an open-loop run: its rate sets the load)
     */
    public void setActive(int users) {
        if (fixedBecause != null)
            throw new IllegalStateException("the users of this run cannot change: " + fixedBecause);
        if (users < 1 || users > ceiling)
            throw new IllegalArgumentException(
                    "active users must be within 1.." + ceiling + " (the run's ceiling), was " + users);
        synchronized (changing) {
            if (users == active) return;
            active = users;
            mostActive = Math.max(mostActive, users);
            CountDownLatch woken = changed;
            changed = new CountDownLatch(stopping ? 0 : 1);
            woken.countDown();
        }
        // retiring the users still at work can leave only finished ones: the run's work is done
        if (!finishedRanks.isEmpty() && allActiveFinished()) whenAllFinished.run();
    }

    /**
     * The run stopped (called after its stop latch opened): wakes every user waiting to be activated, now and from
     * now on, so that each sees the stop at once instead of polling for it.
     */
    void wakeAll() {
        synchronized (changing) {
            stopping = true;
            changed.countDown();
        }
    }

    /** Before the run: what ends it once every active user has finished its work. */
    void whenAllFinished(Runnable end) {
        whenAllFinished = end;
    }

    /**
     * The user of rank {@code rank} finished its work (the workload said so) and runs no more; once every active
     * user has, the run ends, as a run whose users all finished does.
     */
    void finished(int rank) {
        finishedRanks.add(rank);
        if (allActiveFinished()) whenAllFinished.run();
    }

    private boolean allActiveFinished() {
        int now = active;
        return finishedRanks.stream().filter(rank -> rank < now).count() == now;
    }

    /** Whether the user of rank {@code rank} (0-based, in activation order) runs transactions now. */
    boolean isActive(int rank) {
        return rank < active;
    }

    /**
     * Waits until the user of rank {@code rank} is active, or the run stops (its stop {@linkplain #wakeAll wakes}
     * the wait). Real time, not the run's clock: being activated is an event, not a span of the run.
     *
     * @return true when it is active, false when the run stopped first
     */
    boolean awaitActive(int rank, RunState state) throws InterruptedException {
        waitingRanks.add(rank);
        try {
            while (!state.isStopped()) {
                // the latch before the count: a change after this read opens the latch read, one before shows in it
                CountDownLatch next = changed;
                if (rank < active) return true;
                // the stop before the latch: a stop after the loop's check opens this latch, or one read later
                next.await(backstopNanos, TimeUnit.NANOSECONDS);
            }
            return false;
        } finally {
            waitingRanks.remove(rank);
        }
    }

    /**
     * Users logged off and waiting to be activated now (retired, or never yet activated). Those a change just
     * activated are not counted, even before their thread woke: the count follows {@link #setActive} at once.
     */
    int idle() {
        int now = active;
        return (int) waitingRanks.stream().filter(rank -> rank >= now).count();
    }

    /**
     * A user's place in its run: its rank in activation order (the first {@link #active()} ranks run) and whether
     * the run's start waits for its first logon (the users active when the run started).
     */
    record Seat(LiveUsers users, int rank, boolean awaitedAtStart) {
        /** A user of a run whose users never change (a probe, a test's single session). */
        static final Seat ALWAYS = new Seat(null, 0, true);

        boolean active() {
            return users == null || users.isActive(rank);
        }
    }
}
