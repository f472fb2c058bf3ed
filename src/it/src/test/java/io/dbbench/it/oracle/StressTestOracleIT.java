package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Stress Test against Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url; skipped
 * without either): create the schema, run through the CLI with an Oracle connect string, and check row
 * counts against reported DML.
 */
class StressTestOracleIT {
    @TempDir
    Path dir;

    @Test
    void stressTestRunsOnOracleAndCountsMatch() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        StressTestSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx); // a database kept from an earlier run
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                oracle.connectString(),
                "-u",
                oracle.user(),
                "-p",
                oracle.password(),
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
        assertEquals(0, run.exitCode(), run.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        // the environment fingerprint: Oracle's settings from V$PARAMETER, or the error when the user may not read it
        Map<String, String> facts = result.fingerprint().facts();
        assertEquals("Oracle", facts.get(EnvironmentFingerprint.DB_PRODUCT), facts.toString());
        assertTrue(
                facts.containsKey("db.setting.cpu_count") || "ORA-00942".equals(facts.get("db.setting.error")),
                facts.toString());
        try (Connection c = oracle.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM stresstesttable")) {
            rs.next();
            assertEquals(
                    1_000 + result.dmlTotals().inserts() - result.dmlTotals().deletes(), rs.getLong(1));
        }
        StressTestSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx);
    }
}
