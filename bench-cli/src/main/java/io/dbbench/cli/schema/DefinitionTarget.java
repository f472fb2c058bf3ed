package io.dbbench.cli.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadContext;
import java.sql.SQLException;

/** A registered workload's schema for the generic schema commands: everything asked of its definition. */
record DefinitionTarget(SchemaDefinition definition) implements SchemaTarget<SchemaDefinition.Schema> {
    @Override
    public String command() {
        return definition.command();
    }

    @Override
    public String title() {
        return definition.title();
    }

    @Override
    public SchemaDefinition.Schema installer(Dialect dialect) {
        return definition.forDialect(dialect);
    }

    @Override
    public SchemaDefinition.Status status(SchemaDefinition.Schema schema, WorkloadContext context) throws SQLException {
        return schema.status(context);
    }

    @Override
    public SchemaDefinition.Report validate(SchemaDefinition.Schema schema, WorkloadContext context)
            throws SQLException {
        return schema.validate(context);
    }

    @Override
    public void drop(SchemaDefinition.Schema schema, WorkloadContext context) throws SQLException {
        schema.drop(context);
    }
}
