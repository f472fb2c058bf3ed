package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.lio.LioLoop;
import io.dbbench.workloads.lio.LioOperation;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioRunConfig;
import io.dbbench.workloads.lio.LioRunner;
import io.dbbench.workloads.lio.LioSchema;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.UpdateMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The logical-I/O test against Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url;
 * skipped without either): one row per block after MINIMIZE RECORDS_PER_BLOCK, session logical reads per
 * range count, exact update percentage (client loop and the in-database PL/SQL block), and the CLI sweep
 * with the connect string.
 */
class LioOracleIT {
    @TempDir
    Path dir;

    @Test
    void createRunAndDropOnOracle() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        // v$sysstat and v$sys_time_model are read by the test user, as a DBA would grant them (an existing
        // database without ORACLE_ADMIN_USER: the test user must have been granted them already)
        if (!oracle.adminUser().equals(oracle.user())) {
            try (Connection c = oracle.adminDataSource().getConnection();
                    Statement s = c.createStatement()) {
                s.execute("GRANT SELECT_CATALOG_ROLE TO " + oracle.user());
            }
        }
        DataSource ds = oracle.dataSource();
        LioSchema lio = LioSchema.forDialect(Dialects.oracle());
        LioSchema.Status schema;
        try (Connection c = ds.getConnection()) {
            lio.drop(c); // a database kept from an earlier run (the container is shared by the Oracle ITs)
            lio.create(c, 1, 2_000, 200, done -> {});
            schema = lio.status(c);
            try (Statement s = c.createStatement();
                    ResultSet rs =
                            s.executeQuery("SELECT COUNT(DISTINCT DBMS_ROWID.ROWID_BLOCK_NUMBER(ROWID)) FROM lio_t1")) {
                rs.next();
                assertEquals(2_000, rs.getLong(1), "one row per block");
            }
        }
        assertEquals(2_000, schema.rows());

        LioRunner runner = new LioRunner(ds, Dialects.oracle(), schema);
        LioRunConfig readOnly = new LioRunConfig(2, 500, 2_000, 0, LioSettings.readOnly(64));
        runner.run(readOnly);
        LioResult r = runner.run(readOnly);
        double perOp = r.logicalReadsPerOperation();
        // v$sysstat counts the whole container: the range counts dominate, background work adds a little
        assertTrue(perOp >= 64 && perOp <= 3 * 64, perOp + " session logical reads per operation");
        assertTrue(
                r.counters().values().containsKey("redo size"),
                r.counters().values().toString());

        LioSettings updates = new LioSettings(16, 25, 0, UpdateMode.LITE, 0, 0, 0, 0, 0, 7);
        LioResult u = runner.run(new LioRunConfig(2, 0, 120_000, 200, updates));
        assertEquals(2 * 2 * 25, u.operations().get(LioOperation.UPDATE));
        assertTrue(u.counters().values().get("db block changes") > 0);

        // the same loop as one anonymous PL/SQL block per session (lio run --loop server)
        LioResult inBlock = runner.run(new LioRunConfig(2, 0, 120_000, 200, updates, LioLoop.SERVER));
        assertEquals(2 * 2 * 25, inBlock.operations().get(LioOperation.UPDATE));
        assertEquals(2 * 2 * 75, inBlock.operations().get(LioOperation.SELECT));
        LioResult serverReads =
                runner.run(new LioRunConfig(2, 500, 2_000, 0, LioSettings.readOnly(64), LioLoop.SERVER));
        double serverPerOp = serverReads.logicalReadsPerOperation();
        assertTrue(serverPerOp >= 64 && serverPerOp <= 3 * 64, serverPerOp + " session logical reads per operation");
        assertTrue(serverReads.inDatabaseMeanMicros().get(LioOperation.SELECT) > 0);

        String ezconnect = oracle.connectString();
        Path csv = dir.resolve("lio.csv");
        CliProcess.Run run = CliProcess.inProcess(
                "lio",
                "run",
                "-cs",
                ezconnect,
                "-u",
                oracle.user(),
                "-p",
                oracle.password(),
                "--sessions",
                "1,2",
                "--run-time",
                "1",
                "--warmup",
                "0.5",
                "--work-unit",
                "32",
                "-o",
                csv.toString(),
                "--no-plots");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readAllLines(csv).get(0).startsWith("Num_concurrent_workers,Logical_IOPS,"));
        CliProcess.Run drop =
                CliProcess.inProcess("lio", "drop", "-cs", ezconnect, "-u", oracle.user(), "-p", oracle.password());
        assertEquals(0, drop.exitCode(), drop.err());
        assertEquals("Dropped 2 logical-I/O table(s).", drop.out().strip());
    }
}
