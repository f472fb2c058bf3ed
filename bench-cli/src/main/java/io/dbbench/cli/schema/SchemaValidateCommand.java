package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaDefinition;
import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code <workload> validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
@Command(separator = " ", sortOptions = false)
public class SchemaValidateCommand<I> extends SchemaCommand<I> {
    public SchemaValidateCommand(SchemaTarget<I> target) {
        // short statements: a reply timeout too
        super(target, SchemaTimeouts.loginAndReply());
    }

    @Override
    protected int run(SchemaDatabase db, I installer, PrintWriter out) throws CliException, SQLException {
        if (target().status(installer, db.context()).state() == SchemaDefinition.Status.State.ABSENT) {
            throw new CliException(
                    ExitCodes.SCHEMA_MISSING,
                    "no " + target().title() + " schema in " + db.describe() + " for this user: create it with '"
                            + target().command() + " create'");
        }
        SchemaDefinition.Report report;
        try {
            report = target().validate(installer, db.context());
        } catch (UnsupportedOperationException e) {
            // no checks for this dialect: bad usage, as a missing installer is
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        out.print(report.text());
        return report.ok() ? ExitCodes.OK : ExitCodes.SCHEMA_INVALID;
    }

    @Override
    protected CliException failed(SQLException e) {
        return new CliException(ExitCodes.CANNOT_CONNECT, "cannot validate: " + e.getMessage(), e);
    }
}
