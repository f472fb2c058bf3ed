package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.ServerSummary;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A capacity step's boundary reading: queued on the window's thread, in order with the window's own readings. */
class ServerCounterWindowReadSoonTest {
    private final AtomicInteger readings = new AtomicInteger();
    /** Reading k says commits = 10·k at time k s. */
    private final ServerCounters counting = connection -> {
        int k = readings.incrementAndGet();
        return new CounterSnapshot(Map.of(ServerCounters.COMMITS, 10L * k), k * 1_000_000_000L);
    };

    @Test
    void boundaryReadingsComeInTheOrderAskedBetweenTheWindowsTwoEnds() throws Exception {
        ServerCounterWindow window = new ServerCounterWindow(counting, () -> null);
        window.start();
        var first = window.readSoon();
        var second = window.readSoon();
        ServerSummary whole = window.finish();
        // generous bound: the readings are taken by the time finish has waited for its own, after them
        assertEquals(20L, first.get(60, TimeUnit.SECONDS).values().get(ServerCounters.COMMITS));
        assertEquals(30L, second.get(60, TimeUnit.SECONDS).values().get(ServerCounters.COMMITS));
        assertEquals(Map.of(ServerCounters.COMMITS, 30L), whole.counters(), "readings 1 and 4: the window's own");
        assertTrue(
                window.readSoon().isCompletedExceptionally(),
                "a finished window takes no more readings, and says so at once");
    }

    @Test
    void aStepReadingThatFailsOnceLosesOnlyItselfAndTheNextReadingReconnects() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger opened = new AtomicInteger();
        // reading 2 (the first step's end) fails as a killed monitor connection does; the others are taken
        ServerCounters failsOnce = connection -> {
            int k = calls.incrementAndGet();
            if (k == 2) throw new SQLException("terminating connection due to administrator command\nmore");
            return new CounterSnapshot(Map.of(ServerCounters.COMMITS, 10L * k), k * 1_000_000_000L);
        };
        ServerCounterWindow window = new ServerCounterWindow(failsOnce, () -> {
            opened.incrementAndGet();
            return monitorConnection();
        });
        window.start();
        var failed = window.readSoon();
        var later = window.readSoon();
        ServerSummary whole = window.finish();
        ExecutionException e = assertThrows(ExecutionException.class, () -> failed.get(60, TimeUnit.SECONDS));
        assertEquals(
                "server counters not read: terminating connection due to administrator command",
                e.getCause().getMessage());
        assertEquals(30L, later.get(60, TimeUnit.SECONDS).values().get(ServerCounters.COMMITS), "the next is taken");
        assertTrue(whole.isAvailable(), "the run's summary is kept: " + whole.unavailable());
        assertEquals(Map.of(ServerCounters.COMMITS, 30L), whole.counters(), "readings 1 and 4: the window's own");
        assertEquals(2, opened.get(), "the failed reading's connection dropped, the next opened a new one");
    }

    /** A connection that only closes, as the window's monitor connection is used by scripted counters. */
    private static Connection monitorConnection() {
        return (Connection) Proxy.newProxyInstance(
                Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close")) return null;
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void aReadingThatFailsCompletesExceptionallyWithTheWindowsReason() throws Exception {
        ServerCounterWindow window = new ServerCounterWindow(
                connection -> {
                    throw new SQLException("permission denied\nDetail: more");
                },
                () -> null);
        // the window's own first reading failed: it is off, and says why for every reading asked of it
        window.start();
        var reading = window.readSoon();
        ExecutionException e = assertThrows(ExecutionException.class, () -> reading.get(60, TimeUnit.SECONDS));
        assertEquals("server counters off: permission denied", e.getCause().getMessage());
        assertEquals("server counters off: permission denied", window.finish().unavailable());
    }
}
