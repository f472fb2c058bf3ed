package io.dbbench.it.tpcds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.it.oracle.OracleDatabase;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import io.dbbench.workloads.tpcds.schema.TpcdsValidator;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The TPC-DS-like schema on Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url; skipped
 * without either): create small with array inserts, validate, every shipped query once, a short run of the
 * DML config, validate again, drop.
 */
class TpcdsOracleIT {
    @Test
    void createValidateQueryRunDrop() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        TpcdsSchemaInstaller installer = TpcdsSchemaInstaller.forDialect(Dialects.oracle());
        installer.drop(ctx); // a database kept from an earlier run

        installer.create(ctx, new InstallOptions(0.01, 2, 7, LoadProgress.NONE), false, TpcdsDdl.Indexes.ALL);
        ValidationReport report = TpcdsValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(report.ok(), report::format);

        try (Connection c = oracle.dataSource().getConnection();
                Statement st = c.createStatement()) {
            for (TpcdsQueriesIT.Query q : TpcdsQueriesIT.queries(new Random(1))) {
                try (ResultSet rs = st.executeQuery(q.sql())) {
                    while (rs.next()) {
                        // read every row: errors in late rows (overflow, conversion) surface too
                    }
                } catch (SQLException e) {
                    throw new AssertionError(
                            q.shortName() + " failed on Oracle: " + e.getMessage() + "\n" + q.sql(), e);
                }
            }
        }

        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("TPCDS_Transactions.xml").toString(),
                "-cs",
                oracle.connectString(),
                "-u",
                oracle.user(),
                "-p",
                oracle.password(),
                "-uc",
                "2",
                "-mt",
                "300",
                "-nr",
                "-s",
                "--max-failed-pct",
                "0");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        ValidationReport after = TpcdsValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(after.ok(), after::format);

        installer.drop(ctx);
        assertFalse(installer.exists(ctx));
        assertEquals(SchemaStatus.State.ABSENT, installer.status(ctx).state());
    }
}
