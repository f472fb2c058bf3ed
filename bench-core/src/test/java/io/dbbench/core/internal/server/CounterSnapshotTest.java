package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CounterSnapshotTest {
    @Test
    void theDeltaIsLaterMinusEarlierOverTheWindow() {
        CounterSnapshot before = new CounterSnapshot(Map.of("commits", 100L, "log bytes", 1_000L), 1_000_000_000L);
        CounterSnapshot after = new CounterSnapshot(Map.of("commits", 300L, "log bytes", 41_000L), 3_000_000_000L);

        CounterDelta delta = before.until(after);

        assertEquals(200L, delta.get("commits").getAsLong());
        assertEquals(2_000_000_000L, delta.windowNanos());
        assertEquals(100.0, delta.perSecond("commits").getAsDouble(), 1e-9);
        assertEquals(20_000.0, delta.perSecond("log bytes").getAsDouble(), 1e-9);
        assertEquals(400.0, delta.perTransaction("log bytes", 100).getAsDouble(), 1e-9);
    }

    @Test
    void aCounterMissingOnEitherSideOrResetIsLeftOut() {
        CounterSnapshot before = new CounterSnapshot(Map.of("commits", 100L, "deadlocks", 5L, "old", 1L), 0);
        CounterSnapshot after = new CounterSnapshot(Map.of("commits", 150L, "deadlocks", 0L, "new", 9L), 10);

        CounterDelta delta = before.until(after);

        assertEquals(Map.of("commits", 50L), delta.values());
        assertTrue(delta.get("deadlocks").isEmpty(), "a reset counter is not a negative figure");
    }

    @Test
    void perSecondAndPerTransactionAreEmptyWithoutAWindowOrTransactions() {
        CounterDelta delta = new CounterDelta(Map.of("commits", 7L), 0);

        assertTrue(delta.perSecond("commits").isEmpty());
        assertTrue(delta.perTransaction("commits", 0).isEmpty());
        assertTrue(delta.perTransaction("absent", 3).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> new CounterDelta(Map.of(), -1));
    }
}
