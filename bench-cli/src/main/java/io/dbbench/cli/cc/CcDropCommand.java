package io.dbbench.cli.cc;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code cc drop}: drops the cc_* tables with their keys and indexes; fine when there are none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the Calling Circle schema (complete or half-loaded).")
final class CcDropCommand extends SchemaDropCommand<CcSchemaInstaller> {
    CcDropCommand() {
        super(CcSchemaTarget.INSTANCE);
    }
}
