package io.dbbench.netprobe.client;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * A probe's worker threads (daemons, one per connection or session), each of which unparks the thread that
 * created this when it ends: that thread ticks the intervals and so sees at once that all workers are done.
 */
public final class WakingWorkers {
    private final Thread caller = Thread.currentThread();
    private final List<Thread> threads = new ArrayList<>();

    public void start(Runnable work, String threadName) {
        Thread thread = new Thread(
                () -> {
                    work.run();
                    LockSupport.unpark(caller);
                },
                threadName);
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
    }

    public boolean allDone() {
        return threads.stream().noneMatch(Thread::isAlive);
    }

    /** Waits for each worker in turn, at most {@code millisEach} for each. */
    public void join(long millisEach) throws InterruptedException {
        for (Thread thread : threads) {
            thread.join(millisEach);
        }
    }
}
