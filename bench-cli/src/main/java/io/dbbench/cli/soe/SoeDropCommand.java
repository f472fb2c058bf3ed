package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaConnectionOptions;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.workloads.load.SchemaStatus;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code soe drop}: drops every Order Entry object, server-side code included; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the Order Entry schema (complete or half-loaded), server-side code included.")
final class SoeDropCommand implements Callable<Integer> {
    @Mixin
    SchemaConnectionOptions connection = new SchemaConnectionOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::drop);
    }

    private int drop() throws CliException {
        PrintWriter out = spec.commandLine().getOut();
        try (SchemaDatabase db = SchemaDatabase.open(connection, 1, "dbbench-soe", System.getenv("DBBENCH_PASSWORD"))) {
            SoeSchemaInstaller installer = SoeCreateCommand.installer(db);
            SchemaStatus before = installer.status(db.context());
            installer.drop(db.context());
            out.println(
                    before.state() == SchemaStatus.State.ABSENT
                            ? "No Order Entry schema to drop."
                            : "Dropped the Order Entry schema (was " + before + ").");
            out.flush();
            return ExitCodes.OK;
        } catch (SQLException e) {
            throw new CliException(ExitCodes.FAILED, "drop failed: " + e.getMessage(), e);
        }
    }
}
