package io.dbbench.core.internal.engine;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link CountDownLatch} whose timed waits cost the same with 10,000 waiters as with one: what every user's think
 * time waits on (the run's stop) and, in a WaitTillAllLogon run, the start.
 *
 * <p>A timed {@link CountDownLatch#await(long, TimeUnit)} queues its thread in the latch's one queue, and a wait that
 * times out unlinks itself by walking the queue from its tail to the node
 * ({@code AbstractQueuedSynchronizer.cleanQueue}, the same in the JDKs 17 and 25 here, so JDK 17 users paid it too).
 * With thousands of users each thinking 1 s on the stop latch, the oldest waiters time out first, each walking past
 * all the others: a JFR profile of 10,000 users on virtual threads (JDK 25) found a third of the client's CPU samples
 * in that walk, taken from the users' logons. Here a timed wait parks its thread on its own, in a set the last
 * count-down unparks: adding to and removing from it costs the same whatever the number of waiters. Untimed waits
 * stay the latch's own (they never time out).
 */
final class WakingLatch extends CountDownLatch {
    private final Set<Thread> timedWaiters = ConcurrentHashMap.newKeySet();

    WakingLatch(int count) {
        super(count);
    }

    @Override
    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        // as CountDownLatch: an interrupted thread is told so even when the latch is open
        if (Thread.interrupted()) throw new InterruptedException();
        if (getCount() == 0) return true;
        long n = unit.toNanos(timeout);
        // as AbstractQueuedSynchronizer: a timeout of zero or less never waits (nor wraps the deadline below)
        if (n <= 0) return getCount() == 0;
        long deadline = System.nanoTime() + n;
        Thread me = Thread.currentThread();
        timedWaiters.add(me);
        try {
            // read after joining the set: a count-down that saw the set without this thread opened the latch before
            while (getCount() != 0) {
                long leftNanos = deadline - System.nanoTime();
                if (leftNanos <= 0) return false;
                LockSupport.parkNanos(this, leftNanos);
                if (Thread.interrupted()) throw new InterruptedException();
            }
            return true;
        } finally {
            timedWaiters.remove(me);
        }
    }

    @Override
    public void countDown() {
        super.countDown();
        if (getCount() == 0) {
            for (Thread waiter : timedWaiters) LockSupport.unpark(waiter);
        }
    }
}
