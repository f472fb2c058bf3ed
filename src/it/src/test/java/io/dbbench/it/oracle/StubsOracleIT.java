package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
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
 * The stored-procedure stubs against Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url;
 * skipped without either): --create installs SP1..SP6, the shipped config runs with no failure, and the
 * counters the updates add up to the updates reported.
 */
class StubsOracleIT {
    @TempDir
    Path dir;

    @Test
    void stubsConfigRunsOnOracle() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        StubsSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx); // a database kept from an earlier run
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stored_Procedure_Stubs.xml").toString(),
                "-cs",
                oracle.connectString(),
                "-u",
                oracle.user(),
                "-p",
                oracle.password(),
                "-uc",
                "2",
                "-mt",
                "600",
                "--create",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        assertEquals(600, result.totalCompleted());
        try (Connection c = oracle.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT SUM(counter) FROM sp_stub_data")) {
            rs.next();
            assertEquals(result.dmlTotals().updates(), rs.getLong(1));
        }
        StubsSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx);
    }
}
