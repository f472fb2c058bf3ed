package io.dbbench.it.stubs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped Stored_Procedure_Stubs.xml (MaxTransactions 0) installs SP1..SP6 with --create and runs them on PostgreSQL. */
class StoredProcedureStubsIT {
    @TempDir
    Path dir;

    @Test
    void stubsConfigCreatesItsFunctionsAndRunsWithoutFailures() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("stubs");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stored_Procedure_Stubs.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "3",
                "-mt",
                "1200",
                "--create",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.out() + run.err());

        RunResult r;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            r = new ResultsJsonReader().read(in);
        }
        assertEquals(0, r.totalFailed());
        assertEquals(1200, r.totalCompleted());
        assertEquals(6, r.transactions().size());
        for (TransactionResult t : r.transactions()) assertTrue(t.completed() > 100, t.id() + " ran " + t.completed());
        long sp3 = r.transactions().get(2).completed();
        long sp6 = r.transactions().get(5).completed();
        assertEquals(sp3 + sp6, r.dmlTotals().updates(), "SP3 and SP6 update once each");
        assertEquals(r.transactions().get(3).completed(), r.dmlTotals().inserts(), "SP4 inserts once");
        assertEquals(1200, r.dmlTotals().commits());
        // every update added one to a counter: the database agrees with the reported counts
        assertEquals(sp3 + sp6, db.count("SELECT sum(counter) FROM sp_stub_data"));
        assertEquals(1000, db.count("SELECT count(*) FROM sp_stub_data"));
    }

    @Test
    void stubsCommandInstallsReinstallsWhatIsMissingAndDrops() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("stubscmd");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        CliProcess.Run create = CliProcess.inProcess(concat(new String[] {"stubs", "create"}, target));
        assertEquals(0, create.exitCode(), create.out() + create.err());
        assertEquals(
                6, db.count("SELECT count(*) FROM pg_proc WHERE proname IN ('sp1','sp2','sp3','sp4','sp5','sp6')"));

        CliProcess.Run valid = CliProcess.inProcess(concat(new String[] {"stubs", "validate"}, target));
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("callable, returned 0,0,1,0,0,0"), valid.out());
        assertTrue(valid.out().contains("Schema valid: all 8 checks passed"), valid.out());
        // the calls were rolled back: SP3 added nothing, SP4 logged nothing
        assertEquals(0, db.count("SELECT sum(counter) FROM sp_stub_data"));
        assertEquals(0, db.count("SELECT count(*) FROM sp_stub_log"));

        CliProcess.Run again = CliProcess.inProcess(concat(new String[] {"stubs", "create"}, target));
        assertEquals(8, again.exitCode(), again.out() + again.err());
        assertTrue(again.err().contains("--replace"), again.err());

        try (java.sql.Connection c = db.dataSource().getConnection();
                java.sql.Statement st = c.createStatement()) {
            st.execute("DROP FUNCTION sp3(integer)");
        }
        CliProcess.Run invalid = CliProcess.inProcess(concat(new String[] {"stubs", "validate"}, target));
        assertEquals(7, invalid.exitCode(), invalid.out() + invalid.err());
        assertTrue(invalid.out().contains("FAILED sp3"), invalid.out());
        // a function missing: the stubs are not there, so create (and a run's --create) reinstalls them
        CliProcess.Run repair = CliProcess.inProcess(concat(new String[] {"stubs", "create"}, target));
        assertEquals(0, repair.exitCode(), repair.out() + repair.err());
        assertTrue(repair.out().contains("sp3 were missing"), repair.out());
        assertEquals(
                6, db.count("SELECT count(*) FROM pg_proc WHERE proname IN ('sp1','sp2','sp3','sp4','sp5','sp6')"));

        CliProcess.Run drop = CliProcess.inProcess(concat(new String[] {"stubs", "drop"}, target));
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
        assertEquals(
                0, db.count("SELECT count(*) FROM pg_proc WHERE proname IN ('sp1','sp2','sp3','sp4','sp5','sp6')"));
        assertEquals(0, db.count("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'sp_stub%'"));
        CliProcess.Run missing = CliProcess.inProcess(concat(new String[] {"stubs", "validate"}, target));
        assertEquals(6, missing.exitCode(), missing.out() + missing.err());
    }

    /** A create that stops part way exits 10, as soe's, tpcds's and lio's do. */
    @Test
    void aCreateThatFailsIsLoadFailed() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("stubsfail");
        try (java.sql.Connection c = db.dataSource().getConnection();
                java.sql.Statement st = c.createStatement()) {
            // in the way of the create's DROP TABLE IF EXISTS sp_stub_log: "is not a table"
            st.execute("CREATE VIEW sp_stub_log AS SELECT 1 AS x");
        }
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};
        CliProcess.Run create = CliProcess.inProcess(concat(new String[] {"stubs", "create"}, target));
        assertEquals(10, create.exitCode(), create.out() + create.err());
        assertTrue(create.err().contains("'stubs drop'"), create.err());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
