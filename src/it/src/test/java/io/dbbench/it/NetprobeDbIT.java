package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code bench-cli netprobe db} against a real PostgreSQL: connect times and round trips, bounded by count. */
class NetprobeDbIT {
    @Test
    void measuresConnectsAndRoundTrips() {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("netprobe_db");
        CliProcess.Run run = CliProcess.inProcess(
                "netprobe",
                "db",
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "--connects",
                "5",
                "--threads",
                "2",
                "-n",
                "400",
                "-t",
                "30");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("Connect ms:"), run.out());
        assertTrue(run.out().contains("'SELECT 1' ms:"), run.out());
        assertTrue(run.out().contains("isValid ms:"), run.out());
        assertFalse((run.out() + run.err()).contains(db.password()));
    }

    @Test
    void aWrongPasswordIsCannotConnect() {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("netprobe_db_pw");
        CliProcess.Run run = CliProcess.inProcess(
                "netprobe",
                "db",
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                "wrong-pw-123",
                "--connects",
                "1",
                "-n",
                "10");
        assertEquals(4, run.exitCode(), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains("wrong-pw-123"));
    }
}
