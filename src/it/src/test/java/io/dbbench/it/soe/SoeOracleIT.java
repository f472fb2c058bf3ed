package io.dbbench.it.soe;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.it.CliProcess;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeSchemaStatus;
import io.dbbench.workloads.soe.schema.SoeValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import oracle.jdbc.pool.OracleDataSource;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

import java.sql.SQLException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Order Entry on Oracle Free: create small, validate, a short run of each side through the CLI with an
 * EZConnect string (the server side calls our ORDERENTRY package), validate again, drop. Skipped where
 * Docker is missing; never executed on our build machines.
 */
@Testcontainers(disabledWithoutDocker = true)
class SoeOracleIT {
    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart");

    @Test
    void createValidateRunBothSidesDrop() throws SQLException {
        OracleDataSource ds = new OracleDataSource();
        ds.setURL(ORACLE.getJdbcUrl());
        ds.setUser(ORACLE.getUsername());
        ds.setPassword(ORACLE.getPassword());
        WorkloadContext ctx = new WorkloadContext(ds, Dialects.oracle(), Map.of());
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(Dialects.oracle());

        installer.create(ctx, new InstallOptions(0.01, 2, 7, LoadProgress.NONE));
        ValidationReport report = SoeValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(report.ok(), report::format);
        assertTrue(installer.exists(ctx));

        String ezconnect = "//" + ORACLE.getHost() + ":" + ORACLE.getOraclePort() + "/" + ORACLE.getDatabaseName();
        for (String config : new String[]{"SOE_Client_Side.xml", "SOE_Server_Side_V2.xml"}) {
            CliProcess.Run run = CliProcess.inProcess("-c", CliProcess.config(config).toString(), "-cs", ezconnect,
                    "-u", ORACLE.getUsername(), "-p", ORACLE.getPassword(), "-uc", "2", "-mt", "300", "-nr", "-s",
                    "--max-failed-pct", "0");
            assertEquals(0, run.exitCode(), config + ": " + run.out() + run.err());
        }
        ValidationReport after = SoeValidator.forDialect(Dialects.oracle()).validate(ctx);
        assertTrue(after.ok(), after::format);

        installer.drop(ctx);
        assertFalse(installer.exists(ctx));
        assertEquals(SoeSchemaStatus.State.ABSENT, installer.status(ctx).state());
        installer.drop(ctx);
    }
}
