package io.dbbench.core.internal.engine;

import io.dbbench.core.internal.stats.UserNames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * The end of a run's sessions: the grace to finish, then the stuck ones cancelled and aborted. A user waiting
 * at the end is told which users the run still waits for and what they are doing.
 */
final class SessionStop {
    /** After the stop grace: how long the aborted sessions get, all together, to return. */
    private static final long STRAGGLER_WAIT_NANOS = 500_000_000L;
    /**
     * Of {@link #STRAGGLER_WAIT_NANOS}: how long the cancels get before the connections are aborted. A driver
     * cancels on a connection of its own and waits for the server's answer (pgjdbc up to 10 s, on a hung server
     * for ever that long), but it must have started before the abort closes the connection it cancels.
     */
    private static final long CANCEL_WAIT_NANOS = 200_000_000L;
    /** Users still busy this long into the grace are named: most return within milliseconds of the stop. */
    private static final long NAME_WAITING_AFTER_NANOS = 1_000_000_000L;
    /** A notice names this many users at most, then says how many more ({@link UserNames}). */
    static final int NAMED_AT_MOST = UserNames.NAMED_AT_MOST;

    private SessionStop() {}

    /**
     * Gives in-flight transactions the stop grace to finish, then ends what is left at once: a session still
     * waiting on the database has its statement cancelled and its connection aborted (an interrupt does not
     * end a blocking socket read) and is interrupted. The sessions get {@link #STRAGGLER_WAIT_NANOS} together,
     * not each, to return: the grace is what a user waits at the end (waiting a second per stuck session made a
     * 10 s grace 14.7 s; cancels waiting on a hung server made it 41 s late).
     *
     * @param describe  a user by its index: its name and what it is doing ({@code dbbench-session-0 running
     *                  Insert for 12.5 s})
     * @param notices   where to say which users the run still waits for
     * @return the users still running when the grace ended, described, in session order (empty when all
     *     returned), and whether the database answered their cancels
     */
    static GraceEnd afterGrace(
            List<Thread> threads,
            List<Session> sessions,
            Duration grace,
            IntFunction<String> describe,
            Consumer<String> notices)
            throws InterruptedException {
        // the grace period is real time whatever the clock: it bounds how long a user waits at the end
        long graceStart = System.nanoTime();
        long graceEnd = graceStart + grace.toNanos();
        joinUntil(threads, Math.min(graceEnd, graceStart + NAME_WAITING_AFTER_NANOS));
        // a grace no longer than the naming point (a stopped run's) is not waited on: the line after it names them
        if (grace.toNanos() > NAME_WAITING_AFTER_NANOS)
            waitingNotice(stillRunning(threads, describe), graceEnd - System.nanoTime())
                    .ifPresent(notices);
        joinUntil(threads, graceEnd);
        List<String> stuck = stillRunning(threads, describe);
        if (stuck.isEmpty()) return new GraceEnd(List.of(), true);
        notices.accept(String.format(
                Locale.ROOT,
                "%d user(s) still in the database after the %.1f s stop grace, cancelled and aborted: %s",
                stuck.size(),
                grace.toMillis() / 1e3,
                named(stuck)));
        long stragglerEnd = System.nanoTime() + STRAGGLER_WAIT_NANOS;
        // the drivers' cancel and abort work runs on daemon threads, so a driver that hangs in it cannot hold the stop
        ExecutorService aborter = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "dbbench-abort");
            t.setDaemon(true);
            return t;
        });
        boolean answered = false;
        try {
            List<Future<?>> cancels = new ArrayList<>();
            List<Thread> cancelled = new ArrayList<>();
            for (int i = 0; i < threads.size(); i++) {
                if (threads.get(i).isAlive()) {
                    cancels.add(aborter.submit(sessions.get(i)::cancelInFlight));
                    cancelled.add(threads.get(i));
                }
            }
            long cancelEnd = System.nanoTime() + CANCEL_WAIT_NANOS;
            awaitUntil(cancels, cancelEnd);
            // a user whose statement the cancel ended returns at once: the database answered, it does not hang
            // (a long transaction cut at the end). Nothing of a hung one returns before its abort.
            joinUntil(cancelled, cancelEnd);
            answered = cancelled.stream().anyMatch(t -> !t.isAlive());
            for (int i = 0; i < threads.size(); i++) {
                if (!threads.get(i).isAlive()) continue;
                Session session = sessions.get(i);
                aborter.execute(() -> session.abortInFlight(aborter));
                threads.get(i).interrupt();
            }
            // a session still blocked after this is a daemon thread whose late result no longer counts
            joinUntil(threads, stragglerEnd);
        } finally {
            aborter.shutdown();
        }
        return new GraceEnd(stuck, answered);
    }

    /**
     * How the stop grace ended.
     *
     * @param stuck            the users still running when it ended, described, in session order
     * @param cancelsAnswered  whether the database answered: no user was stuck, or one returned once its
     *                         statement was cancelled (before any abort); false is a database that hangs
     */
    record GraceEnd(List<String> stuck, boolean cancelsAnswered) {}

    /**
     * The notice naming the users the run still waits for, whenever any are busy at the naming point: also when
     * this thread woke so late that the grace is (nearly) over, so a user always learns who held the end.
     *
     * @param graceLeftNanos what is left of the stop grace; at or below zero it is said as 0.0 s
     */
    static Optional<String> waitingNotice(List<String> busy, long graceLeftNanos) {
        if (busy.isEmpty()) return Optional.empty();
        return Optional.of(String.format(
                Locale.ROOT,
                "the run has ended; waiting up to %.1f s more (the stop grace) for %d user(s): %s",
                Math.max(0L, graceLeftNanos) / 1e9,
                busy.size(),
                named(busy)));
    }

    /** The first {@link #NAMED_AT_MOST} users, then how many more there are. */
    static String named(List<String> users) {
        return UserNames.named(users);
    }

    private static List<String> stillRunning(List<Thread> threads, IntFunction<String> describe) {
        List<String> running = new ArrayList<>();
        for (int i = 0; i < threads.size(); i++) if (threads.get(i).isAlive()) running.add(describe.apply(i));
        return running;
    }

    private static void awaitUntil(List<Future<?>> tasks, long deadlineNanos) throws InterruptedException {
        for (Future<?> task : tasks) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) return;
            try {
                task.get(left, TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // a cancel the server does not answer, or a driver that cannot cancel: the abort follows anyway
            }
        }
    }

    private static void joinUntil(List<Thread> threads, long deadlineNanos) throws InterruptedException {
        for (Thread t : threads) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) return;
            t.join(Math.max(1, left / 1_000_000L));
        }
    }
}
