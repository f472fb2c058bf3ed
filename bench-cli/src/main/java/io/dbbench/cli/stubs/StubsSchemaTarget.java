package io.dbbench.cli.stubs;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import java.sql.SQLException;
import java.util.List;

/**
 * The stored-procedure stubs for the generic schema commands: absent when none of the table and six
 * functions is there, partial when some are missing, complete otherwise.
 */
final class StubsSchemaTarget implements SchemaTarget<StubsSchemaInstaller> {
    static final StubsSchemaTarget INSTANCE = new StubsSchemaTarget();
    /** The data table and each function. */
    static final int OBJECTS = StubsSchemaInstaller.FUNCTIONS.size() + 1;

    private StubsSchemaTarget() {}

    @Override
    public String command() {
        return "stubs";
    }

    @Override
    public String title() {
        return "stored-procedure stubs";
    }

    @Override
    public StubsSchemaInstaller installer(Dialect dialect) {
        return StubsSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(StubsSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return status(installer.missing(context));
    }

    static SchemaStatus status(List<String> missing) {
        if (missing.isEmpty()) return new SchemaStatus(SchemaStatus.State.COMPLETE, "");
        if (missing.size() == OBJECTS) return new SchemaStatus(SchemaStatus.State.ABSENT, "");
        return new SchemaStatus(SchemaStatus.State.PARTIAL, String.join(", ", missing) + " missing");
    }

    @Override
    public String dropped(SchemaStatus before) {
        return before.state() == SchemaStatus.State.ABSENT
                ? "No stored-procedure stubs to drop."
                : "Dropped the stored-procedure stubs.";
    }
}
