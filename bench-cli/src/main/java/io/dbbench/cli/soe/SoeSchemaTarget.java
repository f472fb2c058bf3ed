package io.dbbench.cli.soe;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.sql.SQLException;

/** The Order Entry schema for the generic schema commands. */
final class SoeSchemaTarget implements SchemaTarget<SoeSchemaInstaller> {
    static final SoeSchemaTarget INSTANCE = new SoeSchemaTarget();

    private SoeSchemaTarget() {}

    @Override
    public String command() {
        return "soe";
    }

    @Override
    public String title() {
        return "Order Entry";
    }

    @Override
    public SoeSchemaInstaller installer(Dialect dialect) {
        return SoeSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(SoeSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
