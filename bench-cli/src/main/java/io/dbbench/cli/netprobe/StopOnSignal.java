package io.dbbench.cli.netprobe;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C for a running probe: a shutdown hook asks the probe to stop, then holds the JVM until the
 * command has printed what was measured (at most a few seconds). Closing it removes the hook.
 */
final class StopOnSignal implements AutoCloseable {
    private static final long PRINT_WAIT_SECONDS = 15;

    private final CountDownLatch printed = new CountDownLatch(1);
    private final Thread hook;

    StopOnSignal(Runnable stop) {
        this.hook = new Thread(() -> {
            stop.run();
            try {
                printed.await(PRINT_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "netprobe-ctrl-c");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The result has been printed: a pending shutdown may go on. */
    @Override
    public void close() {
        printed.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it waits for the latch released above
        }
    }
}
