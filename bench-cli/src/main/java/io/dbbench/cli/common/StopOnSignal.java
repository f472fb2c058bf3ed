package io.dbbench.cli.common;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C and SIGTERM end a command cleanly: the JVM's shutdown hook stops what is running (a load
 * engine, a probe), then waits until the command has written its results and cleaned up (e.g. stopped
 * and deleted the embedded database). The JVM then exits with 128 + signal. A step that holds nothing
 * to clean up and may block for good ({@link #abandonable}) is not waited for.
 */
public final class StopOnSignal implements AutoCloseable {
    /** Longest the hook waits for the command to finish before letting the JVM go. */
    private static final long FINISH_TIMEOUT_SECONDS = 60;

    private static volatile boolean signalled;

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private volatile Runnable stop;
    /** What to say when a signal abandons the running step; null while no abandonable step runs. */
    private volatile Runnable abandonedNotice;

    /** A step that may fail with a checked exception, e.g. reading the configuration. */
    @FunctionalInterface
    public interface Step<T, E extends Exception> {
        T run() throws E;
    }

    public StopOnSignal() {
        hook = new Thread(
                () -> {
                    signalled = true;
                    Runnable abandoned = abandonedNotice;
                    if (abandoned != null) {
                        // the step holds nothing to clean up and may never return (a FIFO with no
                        // writer blocks in open()): waiting for it would only delay the exit
                        abandoned.run();
                        return;
                    }
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

    /** A hook that stops {@code stop} on a signal (a probe: it then prints what it measured and exits). */
    public static StopOnSignal stopping(Runnable stop) {
        StopOnSignal signals = new StopOnSignal();
        signals.stopWith(stop);
        return signals;
    }

    /** What to stop on a signal (e.g. {@code engine::stop}). A signal that came before it was set stops it at once. */
    public void stopWith(Runnable action) {
        stop = action;
        if (signalled) action.run();
    }

    /**
     * Runs {@code step}, which must hold nothing that needs cleaning up (it only reads, e.g. the
     * configuration file): a signal while it runs lets the JVM exit at once, after {@code notice} (one
     * line for the user), instead of waiting for a step that may block for good, such as opening a FIFO
     * that nobody writes to.
     */
    public <T, E extends Exception> T abandonable(Step<T, E> step, Runnable notice) throws E {
        abandonedNotice = notice;
        try {
            return step.run();
        } finally {
            abandonedNotice = null;
        }
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
