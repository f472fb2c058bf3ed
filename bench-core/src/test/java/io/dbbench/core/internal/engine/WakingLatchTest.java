package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class WakingLatchTest {
    @Test
    void aTimedWaitOnAClosedLatchEndsWithFalse() throws InterruptedException {
        WakingLatch latch = new WakingLatch(1);
        assertFalse(latch.await(1, TimeUnit.MILLISECONDS));
        assertFalse(latch.await(0, TimeUnit.NANOSECONDS));
        assertEquals(1, latch.getCount());
    }

    @Test
    void anOpenLatchAnswersTrueAtOnce() throws InterruptedException {
        WakingLatch latch = new WakingLatch(0);
        assertTrue(latch.await(0, TimeUnit.NANOSECONDS));
        latch.countDown();
        assertTrue(latch.await(1, TimeUnit.DAYS));
    }

    @Test
    void theLastCountDownWakesEveryTimedWaiterLongBeforeItsTimeout() throws Exception {
        WakingLatch latch = new WakingLatch(2);
        int waiters = 200;
        // each waiter names its thread, then waits; the count-downs come after at least one is parked in its timed
        // wait, so the wake-up is tested every time (the others may not park yet: the latch must open for them too)
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(waiters);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < waiters; i++) {
                results.add(pool.submit(() -> {
                    threads.add(Thread.currentThread());
                    return latch.await(1, TimeUnit.DAYS);
                }));
            }
            assertTrue(
                    anyParkedInATimedWait(threads, TimeUnit.MINUTES.toNanos(1)),
                    "no waiter in TIMED_WAITING within a minute");
            latch.countDown();
            latch.countDown();
            for (Future<Boolean> r : results) assertTrue(r.get(1, TimeUnit.MINUTES));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aTimeoutOfZeroOrLessAnswersAtOnceWithoutWaiting() throws InterruptedException {
        WakingLatch latch = new WakingLatch(1);
        assertFalse(latch.await(-1, TimeUnit.NANOSECONDS));
        assertFalse(latch.await(Long.MIN_VALUE, TimeUnit.DAYS));
        latch.countDown();
        assertTrue(latch.await(-1, TimeUnit.SECONDS));
    }

    /** Polls (bounded) until one of the threads is in a timed wait, as a parked {@link WakingLatch} waiter is. */
    private static boolean anyParkedInATimedWait(Set<Thread> threads, long timeoutNanos) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        while (System.nanoTime() - deadline < 0) {
            for (Thread t : threads) {
                if (t.getState() == Thread.State.TIMED_WAITING) return true;
            }
            Thread.sleep(5);
        }
        return false;
    }

    @Test
    void anInterruptEndsATimedWaitWithInterruptedException() throws Exception {
        WakingLatch latch = new WakingLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CountDownLatch started = new CountDownLatch(1);
            Future<Boolean> waiter = pool.submit(() -> {
                started.countDown();
                return latch.await(1, TimeUnit.DAYS);
            });
            assertTrue(started.await(1, TimeUnit.MINUTES));
            pool.shutdownNow();
            ExecutionException e = assertThrows(ExecutionException.class, () -> waiter.get(1, TimeUnit.MINUTES));
            assertTrue(e.getCause() instanceof InterruptedException, String.valueOf(e.getCause()));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anInterruptedThreadIsToldSoEvenWhenTheLatchIsOpen() {
        WakingLatch latch = new WakingLatch(0);
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> latch.await(1, TimeUnit.SECONDS));
        assertFalse(Thread.interrupted());
    }
}
