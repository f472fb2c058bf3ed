package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RendezvousTest {
    private static final long T = Instant.parse("2026-11-29T10:00:00Z").toEpochMilli();
    private static final long TIMEOUT_MILLIS = 60_000;

    /** A replica that arrived at {@code atMillis} and waits a minute. */
    private static Rendezvous.Arrival arrival(int index, int count, long atMillis) {
        return new Rendezvous.Arrival(index, count, atMillis, atMillis + TIMEOUT_MILLIS);
    }

    @Test
    void aSetCompletedAfterOneReplicaGaveUpIsRefusedNamingIt() {
        // replica 0 arrived first and waited a minute; 1 came within it, 2 only 61 s after 0 (a pod scheduled late)
        List<Rendezvous.Arrival> rows =
                List.of(arrival(0, 3, T), arrival(1, 3, T + 30_000), arrival(2, 3, T + TIMEOUT_MILLIS + 1_000));
        CliException e = assertThrows(CliException.class, () -> Rendezvous.of(rows, 3, "job-1"));
        assertEquals(4, e.exitCode());
        assertTrue(
                e.getMessage().contains("replica(s) 0/3 (gave up at 2026-11-29T10:01:00Z) had given up")
                        && !e.getMessage().contains("1/3"),
                e.getMessage());
        // the same arrivals within the minute: one start
        List<Rendezvous.Arrival> inTime =
                List.of(arrival(0, 3, T), arrival(1, 3, T + 30_000), arrival(2, 3, T + TIMEOUT_MILLIS));
        assertTrue(assertDoesNotThrow(() -> Rendezvous.of(inTime, 3, "job-1")).complete());
        // an incomplete set is still waited for: the replica that gave up may come back under a new row
        assertFalse(assertDoesNotThrow(() -> Rendezvous.of(rows.subList(1, 3), 3, "job-1"))
                .complete());
    }

    @Test
    void everyReplicaComputesTheSameStartFromTheSameRowsInAnyOrder() throws CliException {
        List<Rendezvous.Arrival> rows = List.of(arrival(0, 3, T + 1_500), arrival(2, 3, T + 7_250), arrival(1, 3, T));
        Rendezvous.State a = Rendezvous.of(rows, 3, "k");
        Rendezvous.State b = Rendezvous.of(List.of(rows.get(2), rows.get(0), rows.get(1)), 3, "k");
        assertTrue(a.complete());
        // the last arrival plus the margin, on the database's clock
        assertEquals(Instant.ofEpochMilli(T + 7_250).plus(Rendezvous.MARGIN), a.startDb());
        assertEquals(a, b);
        assertEquals(7_250, a.spreadMillis());
    }

    @Test
    void missingIndicesAreNamedAndNoStartBeforeAllArrived() throws CliException {
        Rendezvous.State s = Rendezvous.of(List.of(arrival(1, 4, T)), 4, "k");
        assertFalse(s.complete());
        assertNull(s.startDb());
        assertEquals(List.of(0, 2, 3), s.missing());
        assertEquals("0/4, 2/4, 3/4", Rendezvous.names(s.missing(), 4));
        assertEquals(List.of(0, 1), Rendezvous.of(List.of(), 2, "k").missing());
    }

    @Test
    void aReplicaCountThatDisagreesNamesBoth() {
        var e = assertThrows(
                CliException.class, () -> Rendezvous.of(List.of(arrival(0, 2, T), arrival(1, 3, T)), 2, "job-1"));
        assertEquals(2, e.exitCode());
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
    void twoReplicasWithDifferentClocksStartAtTheSameDatabaseInstant() throws CliException {
        Instant startDb = Rendezvous.of(List.of(arrival(0, 1, T)), 1, "k").startDb();
        // one host 300 ms behind the database, one 200 ms ahead: each waits for its own reading of one instant
        Rendezvous.ClockOffset behind = new Rendezvous.ClockOffset(300, 1);
        Rendezvous.ClockOffset ahead = new Rendezvous.ClockOffset(-200, 1);
        assertEquals(startDb.minusMillis(300), behind.toLocal(startDb));
        assertEquals(startDb.plusMillis(200), ahead.toLocal(startDb));
    }

    @Test
    void aReplicaThatSawTheLastArrivalTooLateSaysSoWithTheMargin() {
        Instant start = Instant.ofEpochMilli(T);
        Duration tolerance = Duration.ofSeconds(2);
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
