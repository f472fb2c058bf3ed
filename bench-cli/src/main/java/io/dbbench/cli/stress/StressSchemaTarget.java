package io.dbbench.cli.stress;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.sql.SQLException;

/** The Stress Test schema for the generic schema commands. */
final class StressSchemaTarget implements SchemaTarget<StressTestSchemaInstaller> {
    static final StressSchemaTarget INSTANCE = new StressSchemaTarget();

    private StressSchemaTarget() {}

    @Override
    public String command() {
        return "stress";
    }

    @Override
    public String title() {
        return "Stress Test";
    }

    @Override
    public StressTestSchemaInstaller installer(Dialect dialect) {
        return StressTestSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(StressTestSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
