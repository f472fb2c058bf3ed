package io.dbbench.it.soe;

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
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Order Entry on Oracle ({@link OracleDatabase}: Oracle Free in Docker, or -Doracle.url; skipped without
 * either): create small, validate, a short run of each side through the CLI with the Oracle connect string
 * (the server side calls our ORDERENTRY package), validate again, drop.
 */
class SoeOracleIT {
    @Test
    void createValidateRunBothSidesDrop() throws SQLException {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(Dialects.oracle());
        installer.drop(ctx); // a database kept from an earlier run

        installer.create(ctx, new InstallOptions(0.01, 2, 7, LoadProgress.NONE));
        ValidationReport report = SoeValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(report.ok(), report::format);
        assertTrue(installer.exists(ctx));
        // another tool's names (SwingBench's wizard names keys and indexes otherwise): matched by columns,
        // the function-based index through USER_IND_EXPRESSIONS
        try (Connection c = oracle.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("ALTER INDEX cust_lname_fname_ix RENAME TO sb_cust_func_lower_name_ix");
            s.execute("ALTER TABLE warehouses RENAME CONSTRAINT warehouses_pk TO sb_warehouses_pk");
        }
        ValidationReport renamed = SoeValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(renamed.ok(), renamed::format);
        assertTrue(renamed.format().contains("other object names"), renamed::format);

        for (String config : new String[] {"SOE_Client_Side.xml", "SOE_Server_Side_V2.xml"}) {
            CliProcess.Run run = CliProcess.inProcess(
                    "-c",
                    CliProcess.config(config).toString(),
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
            assertEquals(0, run.exitCode(), config + ": " + run.out() + run.err());
        }
        ValidationReport after = SoeValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(after.ok(), after::format);

        installer.drop(ctx);
        assertFalse(installer.exists(ctx));
        assertEquals(SchemaStatus.State.ABSENT, installer.status(ctx).state());
        installer.drop(ctx);
    }
}
