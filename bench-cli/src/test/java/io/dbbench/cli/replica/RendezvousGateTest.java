package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The gate against a fake table: what it does with the rows and the database's errors. */
class RendezvousGateTest {
    private static final long DB_NOW = Instant.parse("2026-11-29T10:00:00Z").toEpochMilli();
    private static final Duration TIMEOUT = Duration.ofMillis(300);

    private static RendezvousGate gate(FakeRendezvousDb db, int index, int count) throws CliException {
        DbStart start = new DbStart("job-1", new ReplicaIdentity(index, count), TIMEOUT, Duration.ofSeconds(2));
        return new RendezvousGate(start, "postgresql", db::connection, null);
    }

    /** The other replica of two is there already, and waits for an hour. */
    private static FakeRendezvousDb withReplicaOneWaiting() {
        FakeRendezvousDb db = new FakeRendezvousDb(DB_NOW);
        db.rows.add(new long[] {1, 2, DB_NOW - 1_000, DB_NOW + 3_600_000});
        return db;
    }

    @Test
    void aLostRaceToCreateTheTableIsATableThatIsThere() throws Exception {
        for (String state : new String[] {"23505", "42P07"}) {
            FakeRendezvousDb db = withReplicaOneWaiting();
            db.createError = new SQLException("duplicate", state);
            RendezvousGate gate = gate(db, 0, 2);
            Instant local = gate.loggedOn(() -> false);
            assertNotNull(local, state);
            assertEquals(Instant.ofEpochMilli(DB_NOW).plus(Rendezvous.MARGIN), gate.startDb(), state);
            assertEquals(2, db.rows.size(), "both rows stay: the set completed (" + state + ")");
            assertEquals(db.statements, db.timedStatements, "every statement has a timeout (" + state + ")");
        }
    }

    @Test
    void noPrivilegeToCreateTheTableEndsTheRunWithExit4OnOneLine() throws Exception {
        FakeRendezvousDb db = withReplicaOneWaiting();
        db.createError = new SQLException("ERROR: permission denied for schema public\n  Position: 14", "42501");
        RendezvousGate gate = gate(db, 0, 2);
        assertThrows(IllegalStateException.class, () -> gate.loggedOn(() -> false));
        assertEquals(4, gate.failure().exitCode());
        assertEquals(
                "option --start-at db: the rendezvous in the database failed: ERROR: permission denied for schema"
                        + " public",
                gate.failure().getMessage());
    }

    @Test
    void aDatabaseWithoutRendezvousSqlIsRefusedBeforeAnyConnection() {
        DbStart start = new DbStart("job-1", new ReplicaIdentity(0, 2), TIMEOUT, Duration.ofSeconds(2));
        CliException e = assertThrows(
                CliException.class,
                () -> new RendezvousGate(
                        start,
                        "mysql",
                        () -> {
                            throw new AssertionError("no connection for a database that is refused");
                        },
                        null));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("works on PostgreSQL and Oracle, not on mysql"), e.getMessage());
    }

    @Test
    void aReplicaThatTimesOutTakesItsRowBack() throws Exception {
        FakeRendezvousDb db = new FakeRendezvousDb(DB_NOW);
        RendezvousGate gate = gate(db, 0, 3);
        assertThrows(IllegalStateException.class, () -> gate.loggedOn(() -> false));
        assertEquals(4, gate.failure().exitCode());
        assertTrue(gate.failure().getMessage().contains("replica(s) 1/3, 2/3 of run key job-1 did not arrive"));
        // a replica arriving later must not count this one in
        assertTrue(db.rows.isEmpty(), "rows left: " + db.rows.size());
        assertEquals(db.statements, db.timedStatements, "every statement has a timeout");
    }

    @Test
    void aStoppedReplicaTakesItsRowBack() throws Exception {
        FakeRendezvousDb db = new FakeRendezvousDb(DB_NOW);
        RendezvousGate gate = gate(db, 0, 2);
        gate.loggedOn(() -> true);
        assertTrue(db.rows.isEmpty(), "rows left: " + db.rows.size());
        assertNull(gate.startDb());
    }

    @Test
    void aCountMismatchTakesThisRowBackButAnIndexTakenKeepsTheOther() throws Exception {
        FakeRendezvousDb db = withReplicaOneWaiting();
        RendezvousGate three = gate(db, 0, 3);
        assertThrows(IllegalStateException.class, () -> three.loggedOn(() -> false));
        assertEquals(2, three.failure().exitCode());
        assertEquals(1, db.rows.size(), "only the other replica's row is left");

        // replica 1 again: the row is the first replica 1's, and stays
        RendezvousGate again = gate(db, 1, 2);
        assertThrows(IllegalStateException.class, () -> again.loggedOn(() -> false));
        assertEquals(2, again.failure().exitCode());
        assertTrue(again.failure().getMessage().contains("replica 1/2 has already arrived for run key job-1"));
        assertEquals(1, db.rows.size());
    }
}
