package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaDefinition;
import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code <workload> drop}: drops every object of the schema, complete or half-loaded; fine when there is none. */
@Command(separator = " ", sortOptions = false)
public class SchemaDropCommand<I> extends SchemaCommand<I> {
    public SchemaDropCommand(SchemaTarget<I> target) {
        // short statements: a reply timeout too
        super(target, SchemaTimeouts.loginAndReply());
    }

    @Override
    protected int run(SchemaDatabase db, I installer, PrintWriter out) throws SQLException {
        SchemaDefinition.Status before = target().status(installer, db.context());
        target().drop(installer, db.context());
        out.println(target().dropped(before));
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return new CliException(ExitCodes.FAILED, "drop failed: " + e.getMessage(), e);
    }
}
