package io.dbbench.cli.json;

import io.dbbench.cli.schema.SchemaTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.json.JsonSchemaInstaller;
import java.sql.SQLException;

/** The JSON schema for the generic schema commands. */
final class JsonSchemaTarget implements SchemaTarget<JsonSchemaInstaller> {
    static final JsonSchemaTarget INSTANCE = new JsonSchemaTarget();

    private JsonSchemaTarget() {}

    @Override
    public String command() {
        return "json";
    }

    @Override
    public String title() {
        return "JSON";
    }

    @Override
    public JsonSchemaInstaller installer(Dialect dialect) {
        return JsonSchemaInstaller.forDialect(dialect);
    }

    @Override
    public SchemaStatus status(JsonSchemaInstaller installer, WorkloadContext context) throws SQLException {
        return installer.status(context);
    }
}
