package io.dbbench.cli.lio;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code lio drop}: drops every lio_ table; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the logical-I/O test's tables (lio_*).")
final class LioDropCommand extends SchemaDropCommand<LioSchemaInstaller> {
    @Mixin
    HelpFirstOption help;

    LioDropCommand() {
        super(LioSchemaTarget.INSTANCE);
    }

    /** Says how many tables went (stray lio_ tables too), rather than the schema's state. */
    @Override
    protected int run(SchemaDatabase db, LioSchemaInstaller installer, PrintWriter out) throws SQLException {
        int dropped = installer.dropAll(db.context());
        out.println(dropped == 0 ? "No logical-I/O tables to drop." : "Dropped " + dropped + " logical-I/O table(s).");
        return ExitCodes.OK;
    }
}
