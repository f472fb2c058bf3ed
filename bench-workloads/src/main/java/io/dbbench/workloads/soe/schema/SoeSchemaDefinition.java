package io.dbbench.workloads.soe.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import java.util.List;
import java.util.Locale;

/**
 * The Order Entry schema for {@code soe create | validate | drop} (SwingBench's oewizard and sbutil), shared by
 * the client-side and server-side workloads: loaded on --threads from --seed, with a progress line and a summary.
 */
public final class SoeSchemaDefinition extends DeclaredSchemaDefinition {
    public static final SoeSchemaDefinition INSTANCE = new SoeSchemaDefinition();

    static final double MIN_SCALE = 0.01;

    private SoeSchemaDefinition() {
        super(
                "soe",
                "Order Entry",
                new Help(
                        "Creates, validates or drops the Order Entry (SOE) schema.",
                        "Creates the Order Entry schema and loads it.",
                        "-u soe -p soe --scale 1 --threads 4",
                        "Checks the Order Entry schema: objects, row counts, invariants.",
                        "Drops the Order Entry schema (complete or half-loaded), server-side code included.",
                        Help.REPLACE_SCHEMA),
                fractionalScale("1 = 1,000,000 customers, ~15.7 M rows", MIN_SCALE),
                true);
    }

    @Override
    public List<CreateOption> createOptions() {
        return List.of(CreateOption.SEED);
    }

    @Override
    public String plan(Create create) {
        return String.format(Locale.ROOT, "seed %d, %d thread(s)", create.seed(), create.threads());
    }

    @Override
    public Progress progress() {
        return Progress.PHASES;
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                        SoeSchemaInstaller.forDialect(dialect),
                        (installer, context) ->
                                SoeValidator.forDialect(context.dialect()).validate(context))
                .creating((installer, context, create) ->
                        installer.create(context, create.installOptions(), create.replace()));
    }
}
