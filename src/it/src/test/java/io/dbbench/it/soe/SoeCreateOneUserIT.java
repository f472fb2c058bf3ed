package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * A run's --create with -uc 1: the loader gets a connection per thread whatever the users (it used to wait
 * on a pool of one and fail), a load that fails part way exits 10 saying to drop what it left, and the next
 * --create says the schema is half-loaded and how to replace it. No timing: the load is made to fail by a
 * type that takes a table's name, and with a pool smaller than the loader's threads the loader fails before
 * loading a row (it takes every thread's connection first).
 */
class SoeCreateOneUserIT {
    private static CliProcess.Run runWithCreate(EmbeddedDatabase.Database db) {
        return CliProcess.inProcess(
                "-c",
                CliProcess.config("SOE_Client_Side.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "1",
                "-mt",
                "20",
                "--create",
                "--scale",
                "0.01",
                "-nr",
                "-s");
    }

    private static void execute(EmbeddedDatabase.Database db, String sql) throws SQLException {
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    @Test
    void aFailedLoadHasItsOwnExitCodeTheNextCreateSaysHalfLoadedAndOneUserLoads() throws SQLException {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("soe_one_user");
        // the create's CREATE TABLE logon fails after the load state says 'loading': a create stopped part way
        execute(db, "CREATE TYPE logon AS (x integer)");

        CliProcess.Run failed = runWithCreate(db);
        assertEquals(10, failed.exitCode(), failed.err());
        assertTrue(
                failed.err()
                        .startsWith("bench-cli: loading the Order Entry (client-side) schema failed part way, leaving"
                                + " it half-loaded: "),
                failed.err());
        assertTrue(failed.err().contains("'dbbench soe drop -cs <connect>"), failed.err());
        assertFalse(failed.err().contains(db.password()), "password in output");

        CliProcess.Run again = runWithCreate(db);
        assertEquals(6, again.exitCode(), again.err());
        assertTrue(
                again.err().contains("schema in the database is half-loaded, partial (load state 'loading')"),
                again.err());
        assertTrue(again.err().contains("soe create --replace") && again.err().contains("'soe drop'"), again.err());

        execute(db, "DROP TYPE logon");
        CliProcess.Run dropped =
                CliProcess.inProcess("soe", "drop", "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password());
        assertEquals(0, dropped.exitCode(), dropped.err());

        CliProcess.Run loaded = runWithCreate(db);
        assertEquals(0, loaded.exitCode(), loaded.err());
        assertTrue(loaded.out().contains("Created the Order Entry (client-side) schema"), loaded.out());
        // scale 0.01 loads customers 1..10,000; the run adds its new customers after them
        assertEquals(10_000, db.count("SELECT COUNT(*) FROM customers WHERE customer_id <= 10000"));
    }
}
