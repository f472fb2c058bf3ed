package io.dbbench.core.internal.metrics;

import static io.dbbench.core.internal.metrics.MicrometerProgressListener.RECEIVED_BYTES;
import static io.dbbench.core.internal.metrics.MicrometerProgressListener.ROUND_TRIPS;
import static io.dbbench.core.internal.metrics.MicrometerProgressListener.SENT_BYTES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import io.dbbench.core.result.TrafficTotals;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The traffic counters per transaction type: bytes out, bytes in and round trips (docs/metrics.md). */
class MicrometerTrafficMetersTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final Tags runTags = MicrometerProgressListener.runTags("nightly", "Order Entry", null);
    private final MicrometerProgressListener listener = new MicrometerProgressListener(registry, runTags);

    private static ProgressSnapshot snapshot(TransactionProgress... transactions) {
        return new ProgressSnapshot(0, 1_000_000_000L, -1, 2, 2, 10, 10, 0, 10, 0, 30, true, List.of(transactions));
    }

    private static TransactionProgress type(String id, long completed, TrafficTotals traffic) {
        return new TransactionProgress(id, id, completed, 0, 1_000_000, null, false, traffic);
    }

    private double counter(String name, String transaction) {
        return registry.get(name)
                .tags(runTags)
                .tag("transaction", transaction)
                .counter()
                .count();
    }

    @Test
    void trafficCountersAddUpTheIntervalsPerTransactionType() {
        listener.onInterval(snapshot(
                type("New Order", 3, new TrafficTotals(3000, 9000, 30)),
                type("Browse", 1, new TrafficTotals(100, 5000, 2))));
        listener.onInterval(snapshot(type("New Order", 1, new TrafficTotals(1000, 3000, 10))));
        listener.onLateTransactions(snapshot(type("Browse", 1, new TrafficTotals(100, 5000, 2))));

        assertEquals(4000, counter(SENT_BYTES, "New Order"));
        assertEquals(12000, counter(RECEIVED_BYTES, "New Order"));
        assertEquals(40, counter(ROUND_TRIPS, "New Order"));
        assertEquals(200, counter(SENT_BYTES, "Browse"), "the late transactions count too");
        assertEquals(10000, counter(RECEIVED_BYTES, "Browse"));
        assertEquals(4, counter(ROUND_TRIPS, "Browse"));
    }

    @Test
    void aRunWhoseSocketsAreNotCountedHasNoTrafficCountersRatherThanZeros() {
        listener.onInterval(snapshot(type("New Order", 3, TrafficTotals.ZERO)));

        assertNull(registry.find(SENT_BYTES).counter());
        assertNull(registry.find(ROUND_TRIPS).counter());
    }

    @Test
    void aStatementsTrafficIsLeftToItsTransaction() {
        listener.onInterval(
                snapshot(new TransactionProgress("Q1", "Q1", 1, 0, 1_000, null, true, new TrafficTotals(10, 10, 1))));

        assertNull(registry.find(SENT_BYTES).counter());
    }
}
