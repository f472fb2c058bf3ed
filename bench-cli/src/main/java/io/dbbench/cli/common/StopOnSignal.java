package io.dbbench.cli.common;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C and SIGTERM end a command cleanly: the JVM's shutdown hook stops what is running (a load
 * engine, a probe), then waits until the command has written its results and cleaned up (e.g. stopped
 * and deleted the embedded database). The JVM then exits with 128 + signal.
 */
public final class StopOnSignal implements AutoCloseable {
    /** Longest the hook waits for the command to finish before letting the JVM go. */
    private static final long FINISH_TIMEOUT_SECONDS = 60;

    private static volatile boolean signalled;

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private volatile Runnable stop;

    public StopOnSignal() {
        hook = new Thread(
                () -> {
                    signalled = true;
                    Runnable running = stop;
                    if (running != null) running.run();
                    try {
                        finished.await(FINISH_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "dbbench-stop-on-signal");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** What to stop on a signal (e.g. {@code engine::stop}). A signal that came before it was set stops it at once. */
    public void stopWith(Runnable action) {
        stop = action;
        if (signalled) action.run();
    }

    /** True once a signal started the JVM's shutdown: then System.exit must not be called (it would block). */
    public static boolean signalled() {
        return signalled;
    }

    /** The command is done: the hook may let the JVM exit. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it returns now that the latch is open
        }
    }
}
