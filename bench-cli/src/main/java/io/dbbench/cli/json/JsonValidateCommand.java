package io.dbbench.cli.json;

import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.json.JsonSchemaInstaller;
import io.dbbench.workloads.json.JsonValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code json validate}: prints the checks; exit 7 when any failed, 6 when there is no table. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description =
                "Checks the JSON schema: the table, its key index, documents, and every document's key and contact.")
final class JsonValidateCommand extends SchemaValidateCommand<JsonSchemaInstaller> {
    JsonValidateCommand() {
        super(JsonSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws SQLException {
        return JsonValidator.validate(db.context());
    }
}
