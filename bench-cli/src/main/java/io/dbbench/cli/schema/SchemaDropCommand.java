package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.io.PrintWriter;
import java.sql.SQLException;

/** {@code <workload> drop}: drops every object of the schema, complete or half-loaded; fine when there is none. */
public abstract class SchemaDropCommand<I extends SchemaInstaller> extends SchemaCommand<I> {
    protected SchemaDropCommand(SchemaTarget<I> target) {
        super(target);
    }

    @Override
    protected int run(SchemaDatabase db, I installer, PrintWriter out) throws SQLException {
        SchemaStatus before = target().status(installer, db.context());
        installer.drop(db.context());
        out.println(target().dropped(before));
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return new CliException(ExitCodes.FAILED, "drop failed: " + e.getMessage(), e);
    }
}
