package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.io.PrintWriter;
import java.sql.SQLException;

/** {@code <workload> validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
public abstract class SchemaValidateCommand<I extends SchemaInstaller> extends SchemaCommand<I> {
    protected SchemaValidateCommand(SchemaTarget<I> target) {
        super(target);
    }

    /** The workload's checks, run on a schema that is there (complete or not). */
    protected abstract ValidationReport validate(SchemaDatabase db) throws CliException, SQLException;

    @Override
    protected int run(SchemaDatabase db, I installer, PrintWriter out) throws CliException, SQLException {
        if (target().status(installer, db.context()).state() == SchemaStatus.State.ABSENT) {
            throw new CliException(
                    ExitCodes.SCHEMA_MISSING,
                    "no " + target().title() + " schema in " + db.describe() + " for this user: create it with '"
                            + target().command() + " create'");
        }
        ValidationReport report = validate(db);
        out.print(report.format());
        return report.ok() ? ExitCodes.OK : ExitCodes.SCHEMA_INVALID;
    }

    @Override
    protected CliException failed(SQLException e) {
        return new CliException(ExitCodes.CANNOT_CONNECT, "cannot validate: " + e.getMessage(), e);
    }

    /** A workload's validator for the database's dialect; none is bad usage, as a missing installer is. */
    protected static <V> V forDialect(java.util.function.Supplier<V> validator) throws CliException {
        try {
            return validator.get();
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }
}
