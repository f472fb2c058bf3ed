package io.dbbench.it.soe;

import io.dbbench.core.dialect.Dialects;
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

/** The Order Entry schema on Oracle Free: create small, validate, drop. Skipped where Docker is missing. */
@Testcontainers(disabledWithoutDocker = true)
class SoeOracleIT {
    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart");

    @Test
    void createValidateDrop() throws SQLException {
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

        installer.drop(ctx);
        assertFalse(installer.exists(ctx));
        assertEquals(SoeSchemaStatus.State.ABSENT, installer.status(ctx).state());
        installer.drop(ctx);
    }
}
