package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.soe.schema.ValidationReport;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaStatus;
import io.dbbench.workloads.tpcds.schema.TpcdsValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;

/** {@code tpcds validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
@Command(name = "validate", separator = " ", sortOptions = false, mixinStandardHelpOptions = true,
        description = "Checks the TPC-DS-like schema: tables, keys, row counts for the scale, key integrity, sales dates.")
final class TpcdsValidateCommand implements Callable<Integer> {
    @Mixin
    TpcdsConnectionOptions connection = new TpcdsConnectionOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return TpcdsCommand.run(spec, this::validate);
    }

    private int validate() throws TpcdsCliException {
        PrintWriter out = spec.commandLine().getOut();
        try (TpcdsTarget db = TpcdsTarget.open(connection, 1, System.getenv("DBBENCH_PASSWORD"))) {
            TpcdsValidator validator;
            try {
                validator = TpcdsValidator.forDialect(db.dialect());
            } catch (UnsupportedOperationException e) {
                throw new TpcdsCliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            if (TpcdsCreateCommand.installer(db).status(db.context()).state() == TpcdsSchemaStatus.State.ABSENT) {
                throw new TpcdsCliException(ExitCodes.SCHEMA_MISSING, "no TPC-DS-like schema in " + db.describe()
                        + " for this user: create it with 'tpcds create'", null);
            }
            ValidationReport report = validator.validate(db.context());
            out.print(report.format());
            out.flush();
            return report.ok() ? ExitCodes.OK : ExitCodes.SCHEMA_INVALID;
        } catch (SQLException e) {
            throw new TpcdsCliException(ExitCodes.CANNOT_CONNECT, "cannot validate: " + e.getMessage(), e);
        }
    }
}
