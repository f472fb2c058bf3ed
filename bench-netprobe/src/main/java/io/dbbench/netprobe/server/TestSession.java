package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TestSpec;
import io.dbbench.netprobe.stats.CpuMeter;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One test on the server: opened by a control connection, joined by its data connections (by
 * cookie), started and stopped by the client, and summed up into {@link ServerResults}.
 */
final class TestSession {
    private final long cookie;
    private final TestSpec spec;
    private final String remote;
    private final SocketChannel[] attached;
    private final TreeMap<Integer, ServerResults.StreamTotals> finished = new TreeMap<>();
    private final CountDownLatch started = new CountDownLatch(1);
    private int attachedCount;
    private int finishedCount;
    private volatile long startNanos;
    private volatile boolean stopRequested;
    private CpuMeter cpu;
    private OptionalDouble cpuPercent = OptionalDouble.empty();

    TestSession(long cookie, TestSpec spec, String remote) {
        this.cookie = cookie;
        this.spec = spec;
        this.remote = remote;
        this.attached = new SocketChannel[spec.streamCount()];
    }

    long cookie() {
        return cookie;
    }

    TestSpec spec() {
        return spec;
    }

    String remote() {
        return remote;
    }

    synchronized void attach(int streamIndex, SocketChannel channel) throws Rejection {
        if (streamIndex < 0 || streamIndex >= attached.length) {
            throw new Rejection("stream index " + streamIndex + " outside 0.." + (attached.length - 1));
        }
        if (attached[streamIndex] != null) {
            throw new Rejection("stream " + streamIndex + " is already attached");
        }
        if (stopRequested) {
            throw new Rejection("test already stopped");
        }
        attached[streamIndex] = channel;
        attachedCount++;
    }

    void start() {
        synchronized (this) {
            cpu = CpuMeter.start();
        }
        startNanos = System.nanoTime();
        started.countDown();
    }

    /** Waits for START; false when it did not come within {@code timeout}. */
    boolean awaitStart(Duration timeout) throws InterruptedException {
        return started.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    long startNanos() {
        return startNanos;
    }

    void requestStop() {
        synchronized (this) {
            if (cpu != null && !stopRequested) {
                cpuPercent = cpu.percentSinceStart();
            }
        }
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }

    /** A data connection ended; {@code totals} is null when it failed before measuring anything. */
    synchronized void streamFinished(int streamIndex, ServerResults.StreamTotals totals) {
        if (totals != null) {
            finished.put(streamIndex, totals);
        }
        finishedCount++;
        notifyAll();
    }

    /** Waits until every attached data connection has ended; false on timeout. */
    synchronized boolean awaitStreamsFinished(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (finishedCount < attachedCount) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    synchronized ServerResults results() {
        return new ServerResults(cpuPercent, new ArrayList<>(finished.values()));
    }

    /** Closes data connections that are still open (the control connection went away). */
    void abort() {
        stopRequested = true;
        List<SocketChannel> open = new ArrayList<>();
        synchronized (this) {
            for (SocketChannel c : attached) {
                if (c != null && c.isOpen()) {
                    open.add(c);
                }
            }
        }
        for (SocketChannel c : open) {
            try {
                c.close();
            } catch (IOException ignored) {
                // the stream's own thread reports the failure
            }
        }
    }
}
