package io.dbbench.cli.stress;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code stress drop}: drops stresstesttable with its index; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the Stress Test schema (complete or half-loaded).")
final class StressDropCommand extends SchemaDropCommand<StressTestSchemaInstaller> {
    StressDropCommand() {
        super(StressSchemaTarget.INSTANCE);
    }
}
