package io.dbbench.cli.cc;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import java.sql.SQLException;

/** The Calling Circle schema for the generic schema commands. */
final class CcSchemaTarget implements SchemaTarget<CcSchemaInstaller> {
    static final CcSchemaTarget INSTANCE = new CcSchemaTarget();

    private CcSchemaTarget() {}

    @Override
    public String command() {
        return "cc";
    }

    @Override
    public String title() {
        return "Calling Circle";
    }

    @Override
    public CcSchemaInstaller installer(Dialect dialect) {
        return CcSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(CcSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
