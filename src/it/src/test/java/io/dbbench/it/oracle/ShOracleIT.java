package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import io.dbbench.workloads.sh.ShTransaction;
import io.dbbench.workloads.sh.ShVolumes;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sales History against Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url; skipped
 * without either): sh create, validate, the shipped config with no failure and every query executed,
 * validate again (the workload only reads: the row counts must not move), sh drop.
 */
class ShOracleIT {
    @TempDir
    Path dir;

    @Test
    void salesHistoryRunsOnOracleAndLeavesItsRowsAlone() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        ShSchemaInstaller.forDialect(Dialects.oracle()).drop(ctx); // a database kept from an earlier run
        String[] target = {"-cs", oracle.connectString(), "-u", oracle.user(), "-p", oracle.password()};
        CliProcess.Run create = CliProcess.inProcess(concat(new String[] {"sh", "create", "--scale", "0.002"}, target));
        assertEquals(0, create.exitCode(), create.out() + create.err());
        CliProcess.Run valid = CliProcess.inProcess(concat(new String[] {"sh", "validate"}, target));
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());

        CliProcess.Run run = CliProcess.inProcess(concat(
                new String[] {"-c", CliProcess.config("Sales_History.xml").toString()}, target, new String[] {
                    "-uc", "2", "-mt", "1000", "-r", dir.resolve("results.xml").toString(), "-s"
                }));
        assertEquals(0, run.exitCode(), run.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        Map<String, Long> completed = new TreeMap<>();
        for (TransactionResult t : result.transactions()) completed.put(t.shortName(), t.completed());
        for (ShTransaction t : ShTransaction.values())
            assertTrue(completed.getOrDefault(t.shortName(), 0L) > 0, t.shortName() + " never ran: " + completed);
        try (Connection c = oracle.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM sh_sales")) {
            rs.next();
            assertEquals(ShVolumes.of(0.002).sales(), rs.getLong(1));
        }
        CliProcess.Run after = CliProcess.inProcess(concat(new String[] {"sh", "validate"}, target));
        assertEquals(0, after.exitCode(), after.out() + after.err());
        CliProcess.Run drop = CliProcess.inProcess(concat(new String[] {"sh", "drop"}, target));
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
    }

    private static String[] concat(String[]... parts) {
        return Arrays.stream(parts).flatMap(Arrays::stream).toArray(String[]::new);
    }
}
