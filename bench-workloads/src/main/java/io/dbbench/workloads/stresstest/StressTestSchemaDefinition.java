package io.dbbench.workloads.stresstest;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import java.util.Locale;

/**
 * The Stress Test's table ({@code stresstesttable}) for {@code stress create | validate | drop}: rows from a fixed
 * seed, loaded batch by batch over one connection.
 */
public final class StressTestSchemaDefinition extends DeclaredSchemaDefinition {
    public static final StressTestSchemaDefinition INSTANCE = new StressTestSchemaDefinition();

    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

    private StressTestSchemaDefinition() {
        super(
                "stress",
                StressTestProvider.NAME,
                help(
                        StressTestProvider.NAME,
                        "table stresstesttable and its index",
                        "Creates the Stress Test table stresstesttable, loads it, then builds its index.",
                        "-u bench -p bench --scale 0.1",
                        "Checks the Stress Test schema: the table, its index, rows to work on.",
                        Help.REPLACE_TABLE),
                fractionalScale("1 = 1,000,000 rows (~1 GB with index and log)", MIN_SCALE),
                false);
    }

    @Override
    public String plan(Create create) {
        return String.format(Locale.ROOT, "%,d rows", StressTestSchemaInstaller.rowsFor(create.scale()));
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                StressTestSchemaInstaller.forDialect(dialect),
                (installer, context) -> StressTestValidator.validate(context));
    }
}
