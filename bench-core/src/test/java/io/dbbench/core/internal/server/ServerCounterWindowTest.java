package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.ServerSummary;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Which readings the window's two ends are: counters whose reading k says commits = 10·k, at time k s. */
class ServerCounterWindowTest {
    private final AtomicInteger readings = new AtomicInteger();
    private final ServerCounters counting = connection -> {
        int k = readings.incrementAndGet();
        return new CounterSnapshot(Map.of(ServerCounters.COMMITS, 10L * k), k * 1_000_000_000L);
    };
    private static final ServerCounterWindow.ConnectionOpener NO_CONNECTION = () -> null;

    private static ProgressSnapshot interval(boolean inWindow) {
        return new ProgressSnapshot(0, 0, -1, 1, 1, 0, 0, 0, 0, 0, 0, inWindow, List.of());
    }

    private ServerSummary run(boolean... inWindow) throws InterruptedException {
        ServerCounterWindow window = new ServerCounterWindow(counting, NO_CONNECTION);
        window.start();
        for (boolean w : inWindow) window.onInterval(interval(w));
        return window.finish();
    }

    @Test
    void aWindowFromTheStartToTheEndIsTheReadingBeforeTheRunAndTheOneAfter() throws Exception {
        ServerSummary s = run(true, true, true);
        assertEquals(Map.of(ServerCounters.COMMITS, 10L), s.counters(), "readings 1 and 2");
        assertEquals(1_000_000_000L, s.windowNanos());
        assertEquals(2, readings.get());
    }

    @Test
    void aWindowThatStartsLaterAndEndsEarlierIsReadAtItsIntervalBoundaries() throws Exception {
        // readings: 1 before the run, 2 and 3 after the two intervals before the window, 4 after its end
        ServerSummary s = run(false, false, true, true, false, false);
        assertEquals(Map.of(ServerCounters.COMMITS, 10L), s.counters(), "readings 3 and 4");
        assertEquals(4, readings.get(), "nothing read after the window's end was read");
    }

    @Test
    void aLiveConsumerGetsEveryReadingAndTheWindowStaysTheSame() throws Exception {
        List<Long> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        ServerCounterWindow window = new ServerCounterWindow(
                counting, NO_CONNECTION, reading -> seen.add(reading.values().get(ServerCounters.COMMITS)));
        window.start();
        for (int i = 0; i < 3; i++) {
            window.onInterval(interval(true));
            awaitNoLiveReading(window);
        }
        ServerSummary s = window.finish();

        // 1 before the run; one per interval (each waited for); 1 at the end
        assertEquals(List.of(10L, 20L, 30L, 40L, 50L), seen);
        assertEquals(Map.of(ServerCounters.COMMITS, 40L), s.counters(), "readings 1 and 5, as without live ones");
    }

    /** Polls, generously bounded: the reading thread runs when the machine lets it. */
    private static void awaitNoLiveReading(ServerCounterWindow window) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (window.liveReadingPending() && System.nanoTime() < deadline) Thread.sleep(5);
        assertFalse(window.liveReadingPending(), "the live reading did not finish within 60 s");
    }

    @Test
    void aLiveReadingStillRunningIsNotQueuedAgain() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        ServerCounters slowSecond = connection -> {
            int k = readings.incrementAndGet();
            if (k == 2) {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return new CounterSnapshot(Map.of(ServerCounters.COMMITS, 10L * k), k);
        };
        ServerCounterWindow window = new ServerCounterWindow(slowSecond, NO_CONNECTION, reading -> {});
        window.start();
        for (int i = 0; i < 5; i++) window.onInterval(interval(true));
        release.countDown();
        window.finish();
        assertEquals(3, readings.get(), "the start, one live reading for the five intervals, the end");
    }

    /**
     * Issue 35: a database stopped (SIGSTOP) before the run's end never answers the last reading; the run's end
     * waited 60 s on it, long enough for a signal's results to be lost. It is abandoned within the wait, said.
     */
    @Test
    void theLastReadingOfAHungDatabaseIsAbandonedWithinTheWaitAndSaidSo() throws Exception {
        java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
        ServerCounters hangsAtTheEnd = connection -> {
            int k = readings.incrementAndGet();
            if (k == 2) {
                // a socket read on a stopped server ignores interrupts too
                while (never.getCount() > 0) {
                    try {
                        never.await();
                    } catch (InterruptedException e) {
                        // keep hanging
                    }
                }
            }
            return new CounterSnapshot(Map.of(ServerCounters.COMMITS, 10L * k), k);
        };
        try {
            ServerCounterWindow window = new ServerCounterWindow(hangsAtTheEnd, NO_CONNECTION);
            window.start();
            List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
            ServerSummary s = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    java.time.Duration.ofSeconds(50),
                    // 5 s, of which 1 s before the waiting notice: a machine that stalls this thread for up to
                    // 4 s still sees the notice
                    () -> window.finish(java.time.Duration.ofSeconds(5), notices::add));
            assertEquals(
                    "server counters off: the database did not answer the last reading within 5.0 s (abandoned)",
                    s.unavailable());
            assertEquals(2, notices.size(), notices.toString());
            assertTrue(
                    notices.get(0)
                            .matches(
                                    "waiting up to [0-4]\\.[0-9] s more for the database's last server-counter reading"),
                    notices.get(0));
            assertEquals(s.unavailable(), notices.get(1));
            // the default wait is seconds, not the minute it was
            ServerCounterWindow byDefault = new ServerCounterWindow(hangsAtTheEnd, NO_CONNECTION);
            readings.set(1);
            long t0 = System.nanoTime();
            ServerSummary d = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    java.time.Duration.ofSeconds(50), () -> byDefault.finish());
            assertFalse(d.isAvailable());
            assertTrue((System.nanoTime() - t0) / 1_000_000_000L < 40, "waited " + (System.nanoTime() - t0) + " ns");
        } finally {
            never.countDown();
        }
    }

    @Test
    void countersTheUserMayNotReadLeaveOneLineWhy() throws Exception {
        ServerCounters refused = connection -> {
            throw new ServerCountersUnavailableException(
                    "server counters off: the user may not read V$SYSSTAT", new SQLException("ORA-00942"));
        };
        ServerCounterWindow window = new ServerCounterWindow(refused, NO_CONNECTION);
        window.start();
        window.onInterval(interval(true));
        ServerSummary s = window.finish();
        assertFalse(s.isAvailable());
        assertEquals("server counters off: the user may not read V$SYSSTAT", s.unavailable());
    }

    @Test
    void aMonitorConnectionThatCannotBeOpenedLeavesOneLineWhyAndTheRunGoesOn() throws Exception {
        ServerCounterWindow window = new ServerCounterWindow(counting, () -> {
            throw new SQLException("too many connections for role \"bench\"\nDETAIL: more");
        });
        window.start();
        ServerSummary s = window.finish();
        assertEquals("server counters off: too many connections for role \"bench\"", s.unavailable());
        assertEquals(0, readings.get());
    }

    @Test
    void theMonitorConnectionIsClosedAtTheEnd() throws Exception {
        AtomicInteger closed = new AtomicInteger();
        Connection c = (Connection) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {Connection.class}, (p, m, a) -> {
                    if (m.getName().equals("close")) closed.incrementAndGet();
                    return null;
                });
        ServerCounterWindow window = new ServerCounterWindow(counting, () -> c);
        window.start();
        assertTrue(window.finish().isAvailable());
        assertEquals(1, closed.get());
    }
}
