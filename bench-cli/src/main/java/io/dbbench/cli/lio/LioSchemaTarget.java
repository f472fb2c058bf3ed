package io.dbbench.cli.lio;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import io.dbbench.workloads.lio.LioValidator;
import java.sql.SQLException;

/** The logical-I/O tables (lio_t1..lio_tN, lio_scan) for the generic schema commands. */
final class LioSchemaTarget implements SchemaTarget<LioSchemaInstaller> {
    static final LioSchemaTarget INSTANCE = new LioSchemaTarget();

    private LioSchemaTarget() {}

    @Override
    public String command() {
        return "lio";
    }

    @Override
    public String title() {
        return "logical-I/O";
    }

    /** lio run can start its own database; create, validate and drop say so when -cs is missing, as before. */
    @Override
    public String connectStringAlternative() {
        return "or, for lio run, --embedded";
    }

    @Override
    public LioSchemaInstaller installer(Dialect dialect) {
        return LioSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaDefinition.Status status(LioSchemaInstaller installer, WorkloadContext context) throws SQLException {
        SchemaStatus status = installer.status(context);
        return new SchemaDefinition.Status(
                SchemaDefinition.Status.State.valueOf(status.state().name()), status.detail());
    }

    @Override
    public SchemaDefinition.Report validate(LioSchemaInstaller installer, WorkloadContext context) throws SQLException {
        ValidationReport report = LioValidator.forDialect(context.dialect()).validate(context);
        return new SchemaDefinition.Report(report.ok(), report.format());
    }

    @Override
    public void drop(LioSchemaInstaller installer, WorkloadContext context) throws SQLException {
        installer.drop(context);
    }
}
