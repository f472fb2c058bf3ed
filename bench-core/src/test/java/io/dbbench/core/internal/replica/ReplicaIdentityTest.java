package io.dbbench.core.internal.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicaIdentityTest {
    @Test
    void parsesIOfN() {
        assertEquals(new ReplicaIdentity(2, 4), ReplicaIdentity.parse("2/4"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplicaIdentity.parse("4/4"))
                .getMessage()
                .contains("outside 0..3"));
        assertThrows(IllegalArgumentException.class, () -> ReplicaIdentity.parse("2"));
        assertThrows(IllegalArgumentException.class, () -> ReplicaIdentity.parse("a/4"));
    }

    @Test
    void readsWhatTheSchedulersSet() {
        assertEquals(
                new ReplicaIdentity(3, 4), ReplicaIdentity.fromEnvironment(Map.of("JOB_COMPLETION_INDEX", "3"), 4));
        assertEquals(
                new ReplicaIdentity(0, 2),
                ReplicaIdentity.fromEnvironment(Map.of("DBBENCH_REPLICA_SLOT", "1"), 2),
                "Swarm's task slot counts from 1");
        assertEquals(new ReplicaIdentity(1, 3), ReplicaIdentity.fromEnvironment(Map.of("DBBENCH_REPLICA", "1/3"), 0));
        assertNull(ReplicaIdentity.fromEnvironment(Map.of(), 4));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> ReplicaIdentity.fromEnvironment(Map.of("JOB_COMPLETION_INDEX", "3"), 0))
                .getMessage()
                .contains("--replicas"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> ReplicaIdentity.fromEnvironment(Map.of("DBBENCH_REPLICA", "1/3"), 4))
                .getMessage()
                .contains("DBBENCH_REPLICA=1/3"));
    }

    @Test
    void splitsUsersAndSeedsAndNamesFiles() {
        assertEquals(3, new ReplicaIdentity(0, 3).usersOf(8));
        assertEquals(3, new ReplicaIdentity(1, 3).usersOf(8));
        assertEquals(2, new ReplicaIdentity(2, 3).usersOf(8));
        assertThrows(IllegalArgumentException.class, () -> new ReplicaIdentity(0, 4).usersOf(3));
        assertNotEquals(new ReplicaIdentity(0, 2).seed(42), new ReplicaIdentity(1, 2).seed(42));
        assertEquals(42, new ReplicaIdentity(0, 2).seed(42));
        assertEquals("r2", new ReplicaIdentity(2, 4).fileSuffix());
    }

    @Test
    void startAtParsesInstantsAndNextMinuteAndRefusesLateness() throws Exception {
        Instant now = Instant.parse("2026-11-23T09:59:30Z");
        assertEquals(Instant.parse("2026-11-23T10:00:00Z"), StartAt.parse("2026-11-23T10:00:00Z", now));
        assertEquals(Instant.parse("2026-11-23T10:00:00Z"), StartAt.parse("2026-11-23T11:00:00+01:00", now));
        assertEquals(Instant.parse("2026-11-23T10:00:00Z"), StartAt.parse("next-minute", now));
        assertEquals(
                Instant.parse("2026-11-23T10:01:00Z"),
                StartAt.parse("next-minute", Instant.parse("2026-11-23T09:59:55Z")),
                "less than 10 s before a whole minute waits for the one after");
        assertThrows(IllegalArgumentException.class, () -> StartAt.parse("tomorrow", now));

        StartAt start = new StartAt(Instant.parse("2026-11-23T10:00:00Z"), Duration.ofSeconds(2));
        start.checkNotLate(Instant.parse("2026-11-23T10:00:02Z"));
        LateStartException e = assertThrows(
                LateStartException.class, () -> start.checkNotLate(Instant.parse("2026-11-23T10:00:03.250Z")));
        assertEquals(Duration.ofMillis(3250), e.late());
        assertTrue(e.getMessage().contains("3.250 s past it"), e.getMessage());
    }
}
