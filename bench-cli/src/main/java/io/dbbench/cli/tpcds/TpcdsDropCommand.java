package io.dbbench.cli.tpcds;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code tpcds drop}: drops every table of the schema; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the TPC-DS-like schema (complete or half-loaded).")
final class TpcdsDropCommand extends SchemaDropCommand<TpcdsSchemaInstaller> {
    TpcdsDropCommand() {
        super(TpcdsSchemaTarget.INSTANCE);
    }
}
