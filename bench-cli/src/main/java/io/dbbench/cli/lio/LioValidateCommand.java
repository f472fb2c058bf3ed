package io.dbbench.cli.lio;

import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code lio validate}: prints the checks; exit 7 when any failed, 6 when there are no lio_ tables. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the logical-I/O tables: all there, keys 1..rows once each, equal sizes.")
final class LioValidateCommand extends SchemaValidateCommand<LioSchemaInstaller> {
    @Mixin
    HelpFirstOption help;

    LioValidateCommand() {
        super(LioSchemaTarget.INSTANCE);
    }
}
