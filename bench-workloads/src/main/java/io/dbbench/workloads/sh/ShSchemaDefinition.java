package io.dbbench.workloads.sh;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import java.util.Locale;

/**
 * The Sales History star schema (tables {@code sh_*}) for {@code sh create | validate | drop}: rows from a fixed
 * seed, loaded on one thread per core.
 */
public final class ShSchemaDefinition extends DeclaredSchemaDefinition {
    public static final ShSchemaDefinition INSTANCE = new ShSchemaDefinition();

    /** 1,000 sales and 50 customers: fewer leaves most of the queries' groups empty. */
    static final double MIN_SCALE = 0.001;

    private ShSchemaDefinition() {
        super(
                "sh",
                ShProvider.NAME,
                help(
                        ShProvider.NAME,
                        "the sh_* star schema tables",
                        "Creates the Sales History tables, loads them, then builds their keys, indexes and statistics.",
                        "-u bench -p bench --scale 0.1",
                        "Checks the Sales History schema: tables, load state, row counts for the scale, keys and"
                                + " indexes, and that every sale's customer, day and product exist.",
                        Help.REPLACE_SCHEMA),
                fractionalScale("1 = 1,000,000 sales, 50,000 customers (~250 MB with indexes and log)", MIN_SCALE),
                true);
    }

    @Override
    public String plan(Create create) {
        ShVolumes volumes = ShVolumes.of(create.scale());
        return String.format(
                Locale.ROOT,
                "%,d sales, %,d customers, %,d rows in all",
                volumes.sales(),
                volumes.customers(),
                volumes.totalRows());
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                ShSchemaInstaller.forDialect(dialect),
                (installer, context) -> new ShValidator(installer).validate(context));
    }
}
