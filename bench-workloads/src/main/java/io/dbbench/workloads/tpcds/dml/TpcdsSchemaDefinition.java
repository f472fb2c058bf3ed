package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import io.dbbench.workloads.tpcds.schema.TpcdsValidator;
import io.dbbench.workloads.tpcds.schema.TpcdsVolumes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The TPC-DS-like schema for {@code tpcds create | validate | drop} (SwingBench's tpcdswizard): loaded on
 * --threads from --seed with the keys --indexes asks for, a line per table as it is loaded. The query config
 * ({@code TPCDS_Like_Workload.xml}) runs SwingBench's statement runner on it, named by its statements file.
 */
public final class TpcdsSchemaDefinition extends DeclaredSchemaDefinition {
    public static final TpcdsSchemaDefinition INSTANCE = new TpcdsSchemaDefinition();

    static final String INDEXES = "--indexes";

    private TpcdsSchemaDefinition() {
        super(
                "tpcds",
                TpcdsDmlProvider.NAME,
                help(
                        TpcdsDmlProvider.NAME,
                        "24 tables; scale 1 = ~12 M rows, ~1.8 GB",
                        "Creates the TPC-DS-like schema and loads it.",
                        "-u tpcdslike -p tpcdslike --scale 0.1",
                        "Checks the TPC-DS-like schema: tables, keys, row counts for the scale, key integrity, sales dates.",
                        Help.REPLACE_SCHEMA),
                new Scale(
                        "1 = 100,000 customers, 2.88 M store sales, ~12 M rows, ~1.8 GB in PostgreSQL with indexes;"
                                + " 0.01..100 (default 0.1)",
                        TpcdsVolumes.MIN_SCALE,
                        TpcdsVolumes.MAX_SCALE,
                        0.1,
                        true),
                true);
    }

    @Override
    public List<CreateOption> createOptions() {
        return List.of(
                CreateOption.SEED,
                new CreateOption(
                        INDEXES,
                        "all|pk|none",
                        String.class,
                        "all",
                        "keys and indexes to build after the load (default all)"));
    }

    @Override
    public void checkOptions(Map<String, Object> options) {
        indexes(options);
    }

    private static TpcdsDdl.Indexes indexes(Map<String, Object> options) {
        try {
            return TpcdsDdl.Indexes.parse((String) options.get(INDEXES));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + e.getMessage(), e);
        }
    }

    @Override
    public String plan(Create create) {
        return String.format(
                Locale.ROOT,
                "%,d rows, seed %d, %d thread(s), indexes %s",
                TpcdsVolumes.of(create.scale()).totalRows(),
                create.seed(),
                create.threads(),
                indexes(create.options()).name().toLowerCase(Locale.ROOT));
    }

    @Override
    public Progress progress() {
        return Progress.TABLES;
    }

    @Override
    public Map<String, Long> plannedRows(double scale) {
        TpcdsVolumes volumes = TpcdsVolumes.of(scale);
        Map<String, Long> perTable = new LinkedHashMap<>();
        for (TpcdsTable t : TpcdsTable.values()) perTable.put(t.tableName(), volumes.rows(t));
        return perTable;
    }

    @Override
    public List<String> statementsFiles() {
        return List.of("tpcds_statements.xml");
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                        TpcdsSchemaInstaller.forDialect(dialect),
                        (installer, context) ->
                                TpcdsValidator.forDialect(context.dialect()).validate(context))
                .creating((installer, context, create) -> installer.create(
                        context, create.installOptions(), create.replace(), indexes(create.options())));
    }
}
