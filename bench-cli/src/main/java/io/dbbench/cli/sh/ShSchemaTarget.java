package io.dbbench.cli.sh;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import java.sql.SQLException;

/** The Sales History schema for the generic schema commands. */
final class ShSchemaTarget implements SchemaTarget<ShSchemaInstaller> {
    static final ShSchemaTarget INSTANCE = new ShSchemaTarget();

    private ShSchemaTarget() {}

    @Override
    public String command() {
        return "sh";
    }

    @Override
    public String title() {
        return "Sales History";
    }

    @Override
    public ShSchemaInstaller installer(Dialect dialect) {
        return ShSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(ShSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
