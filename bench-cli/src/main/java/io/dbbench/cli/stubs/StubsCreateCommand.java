package io.dbbench.cli.stubs;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stubs create}: installs the stubs. A complete install is left alone unless {@code --replace}; a
 * partial one (a function missing) is reinstalled, as a run's {@code --create} does.
 */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = "Installs tables sp_stub_data (1,000 rows), sp_stub_log and functions sp1..sp6.")
final class StubsCreateCommand extends SchemaCommand<StubsSchemaInstaller> {
    @Option(names = "--replace", description = "drop and reinstall stubs that are already complete")
    boolean replace;

    StubsCreateCommand() {
        super(StubsSchemaTarget.INSTANCE);
    }

    @Override
    protected int run(SchemaDatabase db, StubsSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        List<String> missing = installer.missing(db.context());
        if (missing.isEmpty() && !replace) {
            throw new CliException(
                    ExitCodes.SCHEMA_EXISTS, "the stubs are already installed; --replace reinstalls them");
        }
        installer.create(db.context(), InstallOptions.of(1));
        out.println(
                missing.size() == StubsSchemaTarget.OBJECTS || missing.isEmpty()
                        ? "Installed the stored-procedure stubs SP1..SP6."
                        : "Reinstalled the stored-procedure stubs SP1..SP6 (" + String.join(", ", missing)
                                + " were missing).");
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("stubs", e);
    }
}
