package io.dbbench.cli.soe;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code soe drop}: drops every Order Entry object, server-side code included; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the Order Entry schema (complete or half-loaded), server-side code included.")
final class SoeDropCommand extends SchemaDropCommand<SoeSchemaInstaller> {
    SoeDropCommand() {
        super(SoeSchemaTarget.INSTANCE);
    }
}
