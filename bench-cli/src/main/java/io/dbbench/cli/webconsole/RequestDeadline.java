package io.dbbench.cli.webconsole;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The longest one request may hold a server thread, but for a page's event stream. The JDK's server reads a request
 * on a thread of its executor, with no limit of its own: a client that sends half a request (or a body it never
 * finishes, or reads a response never) would hold that thread for good. Past the deadline the thread is interrupted;
 * its connection is an interruptible channel, so the read or write ends and the connection is closed.
 */
final class RequestDeadline implements Executor, AutoCloseable {
    private static final ThreadLocal<Task> CURRENT = new ThreadLocal<>();

    private final Executor threads;
    private final long deadlineMillis;
    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "dbbench-console-deadline");
        t.setDaemon(true);
        return t;
    });

    RequestDeadline(Executor threads, long deadlineMillis) {
        this.threads = threads;
        this.deadlineMillis = deadlineMillis;
        // each request's alarm is cancelled as it ends: without this the timer's queue would keep every one of them
        // for the whole deadline, a flood of requests holding a flood of alarms
        timer.setRemoveOnCancelPolicy(true);
    }

    @Override
    public void execute(Runnable request) {
        threads.execute(() -> {
            Task task = new Task(Thread.currentThread());
            ScheduledFuture<?> alarm;
            try {
                alarm = timer.schedule(task::expire, deadlineMillis, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException closing) {
                return; // the console is closing: its server closes the connection
            }
            CURRENT.set(task);
            try {
                request.run();
            } finally {
                task.finish();
                alarm.cancel(false);
                CURRENT.remove();
                Thread.interrupted(); // an interrupt that came as the request ended is not the next one's
            }
        });
    }

    /** The request on this thread lives on beyond the deadline: a page's event stream, ended by its own rules. */
    static void exempt() {
        Task task = CURRENT.get();
        if (task != null) task.exempt();
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    private static final class Task {
        private final Thread thread;
        private boolean done;

        Task(Thread thread) {
            this.thread = thread;
        }

        synchronized void exempt() {
            done = true;
        }

        synchronized void finish() {
            done = true;
        }

        synchronized void expire() {
            if (!done) thread.interrupt();
            done = true;
        }
    }
}
