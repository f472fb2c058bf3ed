package io.dbbench.cli.sh;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code sh drop}: drops the sh_* tables with their keys and indexes; fine when there are none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the Sales History schema (complete or half-loaded).")
final class ShDropCommand extends SchemaDropCommand<ShSchemaInstaller> {
    ShDropCommand() {
        super(ShSchemaTarget.INSTANCE);
    }
}
