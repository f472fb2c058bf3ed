package io.dbbench.cli.json;

import io.dbbench.cli.schema.SchemaDropCommand;
import io.dbbench.workloads.json.JsonSchemaInstaller;
import picocli.CommandLine.Command;

/** {@code json drop}: drops passengers with its index; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the JSON schema (complete or half-loaded).")
final class JsonDropCommand extends SchemaDropCommand<JsonSchemaInstaller> {
    JsonDropCommand() {
        super(JsonSchemaTarget.INSTANCE);
    }
}
