package io.dbbench.core.engine;

import java.time.Duration;
import java.util.List;

/** The end of a run's sessions: the grace to finish, then the stuck ones cancelled and aborted. */
final class SessionStop {
    /** After the stop grace: how long the aborted sessions get, all together, to return. */
    private static final long STRAGGLER_WAIT_NANOS = 500_000_000L;

    private SessionStop() {}

    /**
     * Gives in-flight transactions the stop grace to finish, then ends what is left at once: a session still
     * waiting on the database has its connection aborted (an interrupt does not end a blocking socket read)
     * and is interrupted. The sessions get {@link #STRAGGLER_WAIT_NANOS} together, not each, to return:
     * the grace is what a user waits at the end (waiting a second per stuck session made a 10 s grace 14.7 s).
     */
    static void afterGrace(List<Thread> threads, List<Session> sessions, Duration grace) throws InterruptedException {
        // the grace period is real time whatever the clock: it bounds how long a user waits at the end
        long graceEnd = System.nanoTime() + grace.toNanos();
        joinUntil(threads, graceEnd);
        // the drivers' abort work runs on daemon threads, so a driver that hangs in it cannot hold the stop
        java.util.concurrent.ExecutorService aborter = java.util.concurrent.Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "dbbench-abort");
            t.setDaemon(true);
            return t;
        });
        try {
            for (int i = 0; i < threads.size(); i++) {
                if (!threads.get(i).isAlive()) continue;
                sessions.get(i).abortInFlight(aborter);
                threads.get(i).interrupt();
            }
            // a session still blocked after this is a daemon thread whose late result no longer counts
            joinUntil(threads, System.nanoTime() + STRAGGLER_WAIT_NANOS);
        } finally {
            aborter.shutdownNow();
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
