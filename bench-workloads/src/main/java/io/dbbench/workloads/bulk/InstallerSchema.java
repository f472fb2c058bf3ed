package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import java.sql.SQLException;

/**
 * A workload's {@link SchemaDefinition.Schema} made of its installer and its validator: what every workload's
 * definition returns for a dialect, so none writes the commands' calls again.
 *
 * @param <I> the workload's installer
 */
public record InstallerSchema<I extends SchemaInstaller>(
        I installer, Query<I, SchemaStatus> status, Query<I, ValidationReport> validator, Creator<I> creator)
        implements SchemaDefinition.Schema {
    /** A question asked of the installer in a database. */
    @FunctionalInterface
    public interface Query<I, T> {
        T ask(I installer, WorkloadContext context) throws SQLException;
    }

    /** A create on the installer, for a workload whose create takes more than its install options. */
    @FunctionalInterface
    public interface Creator<I> {
        void create(I installer, WorkloadContext context, SchemaDefinition.Create create) throws SQLException;
    }

    /** Creates by dropping what is there (on --replace), then the installer's create with its install options. */
    public static <I extends SchemaInstaller> InstallerSchema<I> of(
            I installer, Query<I, SchemaStatus> status, Query<I, ValidationReport> validator) {
        return new InstallerSchema<>(installer, status, validator, (i, context, create) -> {
            if (create.replace()) i.drop(context);
            i.create(context, create.installOptions());
        });
    }

    /** As {@link #of(SchemaInstaller, Query, Query)}, its status the installer's own {@link DialectSchemaInstaller#status}. */
    public static <I extends DialectSchemaInstaller> InstallerSchema<I> of(
            I installer, Query<I, ValidationReport> validator) {
        return of(installer, DialectSchemaInstaller::status, validator);
    }

    /** The same schema, created by {@code creator}. */
    public InstallerSchema<I> creating(Creator<I> creator) {
        return new InstallerSchema<>(installer, status, validator, creator);
    }

    @Override
    public SchemaDefinition.Status status(WorkloadContext context) throws SQLException {
        SchemaStatus s = status.ask(installer, context);
        return new SchemaDefinition.Status(
                SchemaDefinition.Status.State.valueOf(s.state().name()), s.detail());
    }

    @Override
    public void create(WorkloadContext context, SchemaDefinition.Create create) throws SQLException {
        creator.create(installer, context, create);
    }

    @Override
    public SchemaDefinition.Report validate(WorkloadContext context) throws SQLException {
        ValidationReport report = validator.ask(installer, context);
        return new SchemaDefinition.Report(report.ok(), report.format());
    }

    @Override
    public void drop(WorkloadContext context) throws SQLException {
        installer.drop(context);
    }
}
