package io.dbbench.it.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Calling Circle workload on embedded PostgreSQL through bench-cli: cc create, validate, a run of the
 * shipped config with no failure and every transaction executed, validate again (one account per customer,
 * members and calls naming customers, every balance the sum of its calls, after concurrent updates), the
 * customer count against the reported new customers, drop.
 */
class CcWorkloadIT {
    private static final long CUSTOMERS = 2_000; // --scale 0.002

    @TempDir
    Path dir;

    @Test
    void createValidateRunValidateDrop() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("ccworkload");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};

        CliProcess.Run create = cc(target, "create", "--scale", "0.002", "--threads", "2");
        assertEquals(0, create.exitCode(), create.out() + create.err());
        assertEquals(CUSTOMERS, db.count("SELECT count(*) FROM cc_customers"));
        assertEquals(CUSTOMERS, db.count("SELECT count(*) FROM cc_accounts"));
        assertEquals(5 * CUSTOMERS, db.count("SELECT count(*) FROM cc_circles"));
        assertEquals(10 * CUSTOMERS, db.count("SELECT count(*) FROM cc_calls"));
        CliProcess.Run valid = cc(target, "validate");
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("all 7 checks passed"), valid.out());

        List<String> run = new ArrayList<>(
                List.of("-c", CliProcess.config("Calling_Circle.xml").toString()));
        run.addAll(Arrays.asList(target));
        run.addAll(List.of(
                "-uc", "4", "-mt", "2000", "-r", dir.resolve("results.xml").toString(), "-s"));
        CliProcess.Run ran = CliProcess.inProcess(run.toArray(String[]::new));
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        long newCustomers = 0;
        List<String> executed = new ArrayList<>();
        for (TransactionResult t : result.transactions()) {
            if (t.completed() > 0) executed.add(t.shortName());
            if (t.shortName().equals("NC")) newCustomers = t.completed();
        }
        assertEquals(List.of("NC", "UCD", "RCD"), executed);
        assertEquals(CUSTOMERS + newCustomers, db.count("SELECT count(*) FROM cc_customers"));
        assertTrue(db.count("SELECT count(*) FROM cc_calls") > 10 * CUSTOMERS, "the updates recorded calls");

        CliProcess.Run after = cc(target, "validate");
        assertEquals(0, after.exitCode(), after.out() + after.err());
        assertTrue(after.out().contains("all 7 checks passed"), after.out());
        CliProcess.Run drop = cc(target, "drop");
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
        assertEquals(0, db.count("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'cc\\_%'"));
        CliProcess.Run missing = cc(target, "validate");
        assertEquals(6, missing.exitCode(), missing.out() + missing.err());
    }

    @Test
    void validateNamesABrokenBalanceAMissingIndexAndAStrayMember() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("ccinvalid");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        assertEquals(0, cc(target, "create", "--scale", "0.001").exitCode());
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            // a call recorded without charging it, a member nobody knows, and the history index gone
            s.executeUpdate("INSERT INTO cc_calls SELECT 999999, caller_id, callee_id, started_at, duration_seconds,"
                    + " cost FROM cc_calls WHERE call_id = 1");
            s.executeUpdate("INSERT INTO cc_circles VALUES (1, 999999, DATE '2026-01-01')");
            s.execute("DROP INDEX cc_calls_caller_ix");
        }
        CliProcess.Run invalid = cc(target, "validate");
        assertEquals(7, invalid.exitCode(), invalid.out() + invalid.err());
        assertTrue(invalid.out().contains("1 accounts whose balance or call count differ"), invalid.out());
        assertTrue(invalid.out().contains("1 circle rows naming a missing customer"), invalid.out());
        assertTrue(invalid.out().contains("missing: cc_calls_caller_ix"), invalid.out());
        // the schema lacks a key: a create refuses it as half-loaded until told to replace it
        CliProcess.Run refused = cc(target, "create", "--scale", "0.001");
        assertEquals(8, refused.exitCode(), refused.out() + refused.err());
        assertTrue(refused.err().contains("--replace"), refused.err());
        assertEquals(0, cc(target, "create", "--scale", "0.001", "--replace").exitCode());
        assertEquals(0, cc(target, "validate").exitCode());
    }

    @Test
    void aRunWithCreateMakesTheSchemaItNeeds() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("cccreate");
        CliProcess.Run ran = CliProcess.inProcess(
                "-c",
                CliProcess.config("Calling_Circle.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-mt",
                "500",
                "--create",
                "--scale",
                "0.001",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        assertTrue(db.count("SELECT count(*) FROM cc_customers") >= 1_000);
        assertEquals(
                0,
                CliProcess.inProcess(
                                "callingcircle", "validate", "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password())
                        .exitCode());
    }

    private static CliProcess.Run cc(String[] target, String... command) throws Exception {
        List<String> args = new ArrayList<>(List.of("cc"));
        args.addAll(Arrays.asList(command));
        args.addAll(Arrays.asList(target));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }
}
