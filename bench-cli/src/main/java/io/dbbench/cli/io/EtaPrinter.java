package io.dbbench.cli.io;

import io.dbbench.hostprobe.io.EtaLine;
import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;

/**
 * {@code --eta-newline}: prints fio's progress line on standard output every interval while a group runs,
 * each on its own line, and once more when it ends (fio does the same when its output is a terminal or with
 * {@code --eta=always}; its last line shows 100%).
 */
final class EtaPrinter implements AutoCloseable {
    private final Thread thread;
    private final EtaLine line;
    private final PrintWriter out;

    EtaPrinter(EtaLine line, long intervalNanos, PrintWriter out) {
        this.line = line;
        this.out = out;
        thread = new Thread(
                () -> {
                    long next = System.nanoTime() + intervalNanos;
                    try {
                        while (true) {
                            long waitNanos = next - System.nanoTime();
                            if (waitNanos > 0) TimeUnit.NANOSECONDS.sleep(waitNanos);
                            String text = line.tick(System.nanoTime());
                            synchronized (out) {
                                out.println(text);
                                out.flush();
                            }
                            long now = System.nanoTime();
                            // a late tick (a loaded machine) starts a fresh interval rather than a burst of lines
                            next = Math.max(next + intervalNanos, now + intervalNanos / 2);
                        }
                    } catch (InterruptedException e) {
                        // close(): the group has ended
                    }
                },
                "io-eta");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Stops the interval lines and prints the final one; returns once it is printed, so the report never
     * interleaves with a line.
     */
    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return; // interrupted (Ctrl-C): no final line
        }
        synchronized (out) {
            out.println(line.tick(System.nanoTime()));
            out.flush();
        }
    }
}
