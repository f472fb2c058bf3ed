package io.dbbench.cli;

import io.dbbench.core.engine.LoadEngine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C and SIGTERM end the run cleanly: the JVM's shutdown hook asks the engine to stop, then waits
 * until the main thread has written the results so far. The JVM then exits with 128 + signal.
 */
final class StopOnSignal implements AutoCloseable {
    /** Longest the hook waits for results to be written before letting the JVM go. */
    private static final long WRITE_RESULTS_TIMEOUT_SECONDS = 60;
    private static volatile boolean signalled;

    private final CountDownLatch resultsWritten = new CountDownLatch(1);
    private final Thread hook;

    StopOnSignal(LoadEngine engine) {
        hook = new Thread(() -> {
            signalled = true;
            engine.stop();
            try {
                resultsWritten.await(WRITE_RESULTS_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "dbbench-stop-on-signal");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** True once a signal started the JVM's shutdown: then System.exit must not be called (it would block). */
    static boolean signalled() {
        return signalled;
    }

    /** The results are on disk (or could not be written): the hook may let the JVM exit. */
    @Override
    public void close() {
        resultsWritten.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it returns now that the latch is open
        }
    }
}
