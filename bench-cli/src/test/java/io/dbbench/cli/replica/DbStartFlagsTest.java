package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DbStartFlagsTest {
    private static final ReplicaIdentity R1 = new ReplicaIdentity(1, 3);

    private static ReplicaFlags db(String key, Double timeoutSeconds) {
        ReplicaFlags f = new ReplicaFlags();
        f.startAt = "db";
        f.runKey = key;
        f.startTimeoutSeconds = timeoutSeconds;
        f.startToleranceSeconds = 2;
        return f;
    }

    private static String refused(ReplicaFlags f, ReplicaIdentity id, Map<String, String> env) {
        CliException e = assertThrows(CliException.class, () -> f.dbStart(id, env, false));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        return e.getMessage();
    }

    @Test
    void theKeyComesFromTheOptionOrTheEnvironment() throws CliException {
        DbStart s = db("job-1", null).dbStart(R1, Map.of(DbStart.RUN_KEY_VARIABLE, "other"), false);
        assertEquals("job-1", s.runKey());
        assertEquals(R1, s.replica());
        assertEquals(Rendezvous.DEFAULT_TIMEOUT, s.timeout());
        assertEquals(Duration.ofSeconds(2), s.tolerance());
        String uid = "6f1c2e8a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
        assertEquals(
                uid,
                db(null, 30.0)
                        .dbStart(R1, Map.of(DbStart.RUN_KEY_VARIABLE, uid), false)
                        .runKey());
        assertEquals(
                Duration.ofSeconds(30),
                db("k", 30.0).dbStart(R1, Map.of(), false).timeout());
        // the start is not known beforehand: no fixed StartAt
        assertNull(db("k", null).start(Instant.now()));
    }

    @Test
    void withoutAKeyTheErrorNamesBothWaysToGiveIt() {
        String m = refused(db(null, null), R1, Map.of());
        assertTrue(m.contains("--run-key") && m.contains(DbStart.RUN_KEY_VARIABLE), m);
        assertTrue(refused(db(null, null), R1, Map.of(DbStart.RUN_KEY_VARIABLE, " "))
                .contains("--run-key"));
    }

    @Test
    void aBadKeySaysWhatIsWrongAndWhere() {
        String m = refused(db("job 1", null), R1, Map.of());
        assertTrue(m.startsWith("option --run-key: ") && m.contains("' ' at position 4"), m);
        m = refused(db(null, null), R1, Map.of(DbStart.RUN_KEY_VARIABLE, "x".repeat(65)));
        assertTrue(m.startsWith(DbStart.RUN_KEY_VARIABLE + ": ") && m.contains("65 characters long, at most 64"), m);
        assertTrue(refused(db("a'b", null), R1, Map.of()).contains("'''"));
    }

    @Test
    void embeddedIsRefusedOnOneLine() {
        CliException e = assertThrows(CliException.class, () -> db("k", null).dbStart(R1, Map.of(), true));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("option --start-at db: cannot be used with --embedded"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void needsAReplicaIdentity() {
        assertTrue(refused(db("k", null), null, Map.of()).contains("needs a replica identity"));
    }

    @Test
    void theTimeoutMustBePositiveAndBounded() {
        assertTrue(refused(db("k", 0.0), R1, Map.of()).startsWith("option --start-timeout: "));
        assertTrue(refused(db("k", -1.0), R1, Map.of()).contains("was -1.0"));
        assertTrue(refused(db("k", Double.NaN), R1, Map.of()).startsWith("option --start-timeout: "));
        assertTrue(refused(db("k", 86_401.0), R1, Map.of()).startsWith("option --start-timeout: "));
    }

    @Test
    void theRendezvousOptionsNeedStartAtDb() throws CliException {
        ReplicaFlags f = db("k", null);
        f.startAt = "2026-11-23T10:00:00Z";
        assertTrue(refused(f, R1, Map.of()).startsWith("option --run-key: only with --start-at db"));
        f.runKey = null;
        f.startTimeoutSeconds = 5.0;
        assertTrue(refused(f, R1, Map.of()).startsWith("option --start-timeout: only with --start-at db"));
        f.startTimeoutSeconds = null;
        assertNull(f.dbStart(R1, Map.of(DbStart.RUN_KEY_VARIABLE, "set-by-a-manifest"), false));
    }
}
