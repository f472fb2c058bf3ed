package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Calling Circle workload against Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url;
 * skipped without either): cc create, validate, the shipped config with no failure, validate again (every
 * balance still the sum of its calls), the customer count against the reported new customers; then cc drop.
 */
class CcOracleIT {
    @TempDir
    Path dir;

    @Test
    void callingCircleRunsOnOracleAndStaysConsistent() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        CcSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx); // a database kept from an earlier run
        String[] target = {"-cs", oracle.connectString(), "-u", oracle.user(), "-p", oracle.password()};
        CliProcess.Run create = CliProcess.inProcess(concat(new String[] {"cc", "create", "--scale", "0.001"}, target));
        assertEquals(0, create.exitCode(), create.out() + create.err());
        CliProcess.Run valid = CliProcess.inProcess(concat(new String[] {"cc", "validate"}, target));
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());

        CliProcess.Run run = CliProcess.inProcess(concat(
                new String[] {"-c", CliProcess.config("Calling_Circle.xml").toString()}, target, new String[] {
                    "-uc", "2", "-mt", "500", "-r", dir.resolve("results.xml").toString(), "-s"
                }));
        assertEquals(0, run.exitCode(), run.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        long newCustomers = result.transactions().stream()
                .filter(t -> t.shortName().equals("NC"))
                .mapToLong(TransactionResult::completed)
                .sum();
        try (Connection c = oracle.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM cc_customers")) {
            rs.next();
            assertEquals(1_000 + newCustomers, rs.getLong(1));
        }
        CliProcess.Run after = CliProcess.inProcess(concat(new String[] {"cc", "validate"}, target));
        assertEquals(0, after.exitCode(), after.out() + after.err());
        CliProcess.Run drop = CliProcess.inProcess(concat(new String[] {"cc", "drop"}, target));
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
    }

    private static String[] concat(String[]... parts) {
        return Arrays.stream(parts).flatMap(Arrays::stream).toArray(String[]::new);
    }
}
