package io.dbbench.cli.tpcds;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.sql.SQLException;

/** The TPC-DS-like schema for the generic schema commands. */
final class TpcdsSchemaTarget implements SchemaTarget<TpcdsSchemaInstaller> {
    static final TpcdsSchemaTarget INSTANCE = new TpcdsSchemaTarget();

    private TpcdsSchemaTarget() {}

    @Override
    public String command() {
        return "tpcds";
    }

    @Override
    public String title() {
        return "TPC-DS-like";
    }

    @Override
    public TpcdsSchemaInstaller installer(Dialect dialect) {
        return TpcdsSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(TpcdsSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
