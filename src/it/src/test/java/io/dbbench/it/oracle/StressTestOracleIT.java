package io.dbbench.it.oracle;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Stress Test against Oracle Free, where Docker runs (skipped without it): create the schema,
 * run through the CLI with an Oracle EZConnect string, and check row counts against reported DML.
 */
@Testcontainers(disabledWithoutDocker = true)
class StressTestOracleIT {
    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart")
            .withUsername("bench").withPassword("bench_pw1");

    @TempDir
    Path dir;

    @Test
    void stressTestRunsOnOracleAndCountsMatch() throws Exception {
        // EZConnect, as charbench users write it: //host:port/service
        String ezconnect = "//" + ORACLE.getHost() + ":" + ORACLE.getOraclePort() + "/" + ORACLE.getDatabaseName();
        CliProcess.Run run = CliProcess.inProcess("-c", CliProcess.config("Stress_Test.xml").toString(),
                "-cs", ezconnect, "-u", "bench", "-p", "bench_pw1", "-uc", "2", "-mt", "500", "--create",
                "--scale", "0.001", "-r", dir.resolve("results.xml").toString(), "-s");
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
        assertTrue(facts.containsKey("db.setting.cpu_count") || "ORA-00942".equals(facts.get("db.setting.error")), facts.toString());
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "bench", "bench_pw1");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM stresstesttable")) {
            rs.next();
            assertEquals(1_000 + result.dmlTotals().inserts() - result.dmlTotals().deletes(), rs.getLong(1));
        }
    }
}
