package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.ServerSummary;
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
    void aReadingThatFailsCompletesExceptionallyWithTheWindowsReason() throws Exception {
        ServerCounterWindow window = new ServerCounterWindow(
                connection -> {
                    throw new SQLException("permission denied\nDetail: more");
                },
                () -> null);
        var reading = window.readSoon();
        ExecutionException e = assertThrows(ExecutionException.class, () -> reading.get(60, TimeUnit.SECONDS));
        assertEquals("server counters off: permission denied", e.getCause().getMessage());
        assertEquals("server counters off: permission denied", window.finish().unavailable());
    }
}
