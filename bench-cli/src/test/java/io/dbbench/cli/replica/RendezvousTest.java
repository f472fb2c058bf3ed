package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RendezvousTest {
    private static final long T = Instant.parse("2026-11-29T10:00:00Z").toEpochMilli();

    @Test
    void everyReplicaComputesTheSameStartFromTheSameRowsInAnyOrder() {
        List<Rendezvous.Arrival> rows = List.of(
                new Rendezvous.Arrival(0, 3, T + 1_500),
                new Rendezvous.Arrival(2, 3, T + 7_250),
                new Rendezvous.Arrival(1, 3, T));
        Rendezvous.State a = Rendezvous.of(rows, 3, "k");
        Rendezvous.State b = Rendezvous.of(List.of(rows.get(2), rows.get(0), rows.get(1)), 3, "k");
        assertTrue(a.complete());
        // the last arrival plus the margin, on the database's clock
        assertEquals(Instant.ofEpochMilli(T + 7_250).plus(Rendezvous.MARGIN), a.startDb());
        assertEquals(a, b);
        assertEquals(7_250, a.spreadMillis());
    }

    @Test
    void missingIndicesAreNamedAndNoStartBeforeAllArrived() {
        Rendezvous.State s = Rendezvous.of(List.of(new Rendezvous.Arrival(1, 4, T)), 4, "k");
        assertFalse(s.complete());
        assertNull(s.startDb());
        assertEquals(List.of(0, 2, 3), s.missing());
        assertEquals("0/4, 2/4, 3/4", Rendezvous.names(s.missing(), 4));
        assertEquals(List.of(0, 1), Rendezvous.of(List.of(), 2, "k").missing());
    }

    @Test
    void aReplicaCountThatDisagreesNamesBoth() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> Rendezvous.of(
                        List.of(new Rendezvous.Arrival(0, 2, T), new Rendezvous.Arrival(1, 3, T)), 2, "job-1"));
        assertTrue(
                e.getMessage().contains("replica 1 of run key job-1 was started with 3 replicas, this one with 2"),
                e.getMessage());
    }

    @Test
    void theClockOffsetIsTakenAtTheMiddleOfTheRoundTripWithHalfOfItAsError() {
        // sent at 1000, received at 1010 (local); the database said 6005: its clock is 5000 ms ahead
        Rendezvous.ClockOffset o = Rendezvous.ClockOffset.of(1_000, 6_005, 1_010);
        assertEquals(5_000, o.offsetMillis());
        assertEquals(5, o.errorMillis());
        assertEquals(Instant.ofEpochMilli(1_005), o.toLocal(Instant.ofEpochMilli(6_005)));
        // the shorter round trip is the better reading
        Rendezvous.ClockOffset tight = Rendezvous.ClockOffset.of(2_000, 7_001, 2_002);
        assertEquals(tight, o.better(tight));
        assertEquals(tight, tight.better(o));
        assertEquals(o, o.better(null));
    }

    @Test
    void twoReplicasWithDifferentClocksStartAtTheSameDatabaseInstant() {
        Instant startDb =
                Rendezvous.of(List.of(new Rendezvous.Arrival(0, 1, T)), 1, "k").startDb();
        // one host 300 ms behind the database, one 200 ms ahead: each waits for its own reading of one instant
        Rendezvous.ClockOffset behind = new Rendezvous.ClockOffset(300, 1);
        Rendezvous.ClockOffset ahead = new Rendezvous.ClockOffset(-200, 1);
        assertEquals(startDb.minusMillis(300), behind.toLocal(startDb));
        assertEquals(startDb.plusMillis(200), ahead.toLocal(startDb));
    }

    @Test
    void aReplicaThatSawTheLastArrivalTooLateSaysSoWithTheMargin() {
        Instant start = Instant.ofEpochMilli(T);
        java.time.Duration tolerance = java.time.Duration.ofSeconds(2);
        assertNull(Rendezvous.tooLate(start, start.minusMillis(1_500), tolerance));
        assertNull(Rendezvous.tooLate(start, start.plusMillis(2_000), tolerance));
        String late = Rendezvous.tooLate(start, start.plusMillis(2_001), tolerance);
        assertTrue(
                late.contains("the last arrival plus 2000 ms")
                        && late.contains("late by 2001 ms, more than the tolerance of 2000 ms")
                        && late.contains("--start-tolerance"),
                late);
    }
}
