package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaConnectionOptions;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.workloads.load.SchemaStatus;
import io.dbbench.workloads.soe.schema.SoeValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code soe validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the Order Entry schema: objects, row counts, invariants.")
final class SoeValidateCommand implements Callable<Integer> {
    @Mixin
    SchemaConnectionOptions connection = new SchemaConnectionOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::validate);
    }

    private int validate() throws CliException {
        PrintWriter out = spec.commandLine().getOut();
        try (SchemaDatabase db = SchemaDatabase.open(connection, 1, "dbbench-soe", System.getenv("DBBENCH_PASSWORD"))) {
            SoeValidator validator;
            try {
                validator = SoeValidator.forDialect(db.dialect());
            } catch (UnsupportedOperationException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            if (SoeCreateCommand.installer(db).status(db.context()).state() == SchemaStatus.State.ABSENT) {
                throw new CliException(
                        ExitCodes.SCHEMA_MISSING,
                        "no Order Entry schema in " + db.describe() + " for this user: create it with 'soe create'",
                        null);
            }
            ValidationReport report = validator.validate(db.context());
            out.print(report.format());
            out.flush();
            return report.ok() ? ExitCodes.OK : ExitCodes.SCHEMA_INVALID;
        } catch (SQLException e) {
            throw new CliException(ExitCodes.CANNOT_CONNECT, "cannot validate: " + e.getMessage(), e);
        }
    }
}
