package io.dbbench.cli.stubs;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code stubs drop}: drops the stubs' functions and tables; fine when there are none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops functions sp1..sp6 and tables sp_stub_data, sp_stub_log (complete or partial).")
final class StubsDropCommand extends SchemaDropCommand<StubsSchemaInstaller> {
    StubsDropCommand() {
        super(StubsSchemaTarget.INSTANCE);
    }
}
