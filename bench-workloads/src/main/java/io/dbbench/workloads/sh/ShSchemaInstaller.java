package io.dbbench.workloads.sh;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.LoadStateTable;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.SQLException;

/**
 * Creates, loads and drops the Sales History schema. A create runs, in order: the tables
 * ({@code <dialect>/tables.sql}, metadata first) with SH_LOAD_STATE = 'loading'; the rows (one binary COPY per chunk on PostgreSQL, committed batches elsewhere);
 * the keys and indexes ({@code indexes.sql}) and statistics ({@code statistics.sql}), one statement per
 * loader task; SH_LOAD_STATE = 'complete'. A create that stops leaves 'loading' behind: {@link #status}
 * calls it partial, a new create refuses to run over it, and {@link #drop} removes it.
 *
 * <p>The tables are prefixed {@code sh_} so that the schema can live in one database beside Order Entry,
 * whose {@code customers} table and {@code products} view would otherwise clash.
 */
public final class ShSchemaInstaller extends DialectSchemaInstaller {
    public static final String LOAD_STATE_KEY = "SH_LOAD_STATE";
    public static final String LOAD_COMPLETE = LoadStateTable.COMPLETE;
    public static final String SCALE_KEY = "SH_SCALE";
    public static final String SEED_KEY = "SH_SEED";

    /**
     * Disk per sale: scale 1 measured 94 MB on PostgreSQL with keys and indexes (every table, about 94 bytes
     * per sale), and the write-ahead log writes about as much again during the load; rounded up.
     */
    static final long BYTES_PER_SALE = 250;
    /** Rows per load chunk (one COPY, or batches of {@link #ROWS_PER_BATCH}). */
    static final long ROWS_PER_CHUNK = 100_000;

    static final int ROWS_PER_BATCH = 1_000;

    /** sh_metadata: load state, scale and seed. */
    static final LoadStateTable METADATA = new LoadStateTable(ShTable.METADATA_TABLE, LOAD_STATE_KEY);

    private ShSchemaInstaller(String dialect) {
        super(dialect, ShSchemaInstaller.class, "sh", "Sales History");
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static ShSchemaInstaller forDialect(Dialect dialect) {
        return new ShSchemaInstaller(requireSupported(dialect, "Sales History has no schema"));
    }

    @Override
    public long estimatedBytes(double scale) {
        return bytesAtScale(scale, ShVolumes.SALES_AT_SCALE_ONE, BYTES_PER_SALE);
    }

    /** Absent without any table; partial with tables missing or a load state other than complete. */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        return tablesStatus(context, ShTable.allTableNames(), c -> {
            String state = METADATA.read(c).get(LOAD_STATE_KEY);
            if (!c.getAutoCommit()) c.commit();
            if (!LOAD_COMPLETE.equals(state)) return SchemaStatus.partial("load state '" + state + "'");
            return SchemaStatus.complete("");
        });
    }

    /** @throws SchemaExistsException when any of the schema is there (drop it first) */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        ShVolumes volumes = ShVolumes.of(options.scale());
        LoadProgress progress = options.progress();
        requireAbsent(
                status(context),
                "a Sales History schema is already there (%s): drop it first (sh drop), or create with --replace");
        progress.phase("create tables");
        runScript(context, "tables.sql");
        METADATA.write(context.dataSource(), METADATA.loading(SCALE_KEY, SEED_KEY, options));

        progress.plannedRows(volumes.totalRows());
        progress.phase("load data");
        load(context, options, volumes);
        buildIndexesAndStatistics(context, options);
        METADATA.writeComplete(context.dataSource());
    }

    /**
     * Each table's keys in chunks of {@link #ROWS_PER_CHUNK}, biggest tables first, over the loader threads.
     * Rows depend on (seed, table, key) only, so the thread count does not change the data.
     */
    private void load(WorkloadContext context, InstallOptions options, ShVolumes volumes) throws SQLException {
        ShRows rows = new ShRows(options.seed(), volumes);
        ChunkedLoader loader = new ChunkedLoader(
                dialect, ROWS_PER_BATCH, options.progress(), "Sales History load of %s failed in rows %d..%d");
        for (ShTable table : ShTable.values()) {
            loader.table(table.bulk(), volumes.rows(table), ROWS_PER_CHUNK, (from, to, sink) -> {
                for (long key = from; key <= to; key++) table.write(rows, key, sink);
            });
        }
        loader.run(context.dataSource(), options.threads(), "sh", "Sales History");
    }

    /** Drops every table of the schema that is there (their keys and indexes go with them). */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        dropTables(context, ShTable.allTableNames());
    }
}
