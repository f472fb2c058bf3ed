package io.dbbench.workloads.json;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import java.util.Locale;

/**
 * The JSON workload's table ({@code passengers}) for {@code json create | validate | drop}: documents from a fixed
 * seed, loaded on one thread per core.
 */
public final class JsonSchemaDefinition extends DeclaredSchemaDefinition {
    public static final JsonSchemaDefinition INSTANCE = new JsonSchemaDefinition();

    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

    private JsonSchemaDefinition() {
        super(
                "json",
                JsonProvider.NAME,
                help(
                        JsonProvider.NAME,
                        "table passengers and its key index",
                        "Creates the JSON table passengers, loads its documents, then builds its key index.",
                        "-u bench -p bench --scale 0.1",
                        "Checks the JSON schema: the table, its key index, documents, and every document's key and contact.",
                        Help.REPLACE_TABLE),
                fractionalScale("1 = 1,000,000 passengers (~1.5 GB with index and log)", MIN_SCALE),
                true);
    }

    @Override
    public String plan(Create create) {
        return String.format(Locale.ROOT, "%,d passengers", JsonSchemaInstaller.rowsFor(create.scale()));
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                JsonSchemaInstaller.forDialect(dialect), (installer, context) -> JsonValidator.validate(context));
    }
}
