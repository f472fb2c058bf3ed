package io.dbbench.cli.stubs;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code stubs drop}: drops the stubs' functions and tables; fine when there are none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops functions sp1..sp6 and tables sp_stub_data, sp_stub_log (complete or partial).")
final class StubsDropCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::drop);
    }

    private int drop() throws CliException {
        PrintWriter out = spec.commandLine().getOut();
        try (SchemaDatabase db = SchemaDatabase.open(connection, 1, "dbbench-stubs")) {
            StubsSchemaInstaller installer = StubsInstallers.forDatabase(db);
            boolean none = installer.missing(db.context()).size() == StubsSchemaInstaller.FUNCTIONS.size() + 1;
            installer.drop(db.context());
            out.println(none ? "No stored-procedure stubs to drop." : "Dropped the stored-procedure stubs.");
            out.flush();
            return ExitCodes.OK;
        } catch (SQLException e) {
            throw new CliException(ExitCodes.FAILED, "drop failed: " + e.getMessage(), e);
        }
    }
}
