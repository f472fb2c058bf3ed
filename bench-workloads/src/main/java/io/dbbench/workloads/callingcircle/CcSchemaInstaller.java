package io.dbbench.workloads.callingcircle;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.SQLException;
import java.util.Set;

/**
 * Creates, loads and drops the Calling Circle schema. A create runs, in order: the tables
 * ({@code <dialect>/tables.sql}), the rows (one binary COPY per chunk of customers on PostgreSQL, committed
 * batches elsewhere), the keys and indexes ({@code indexes.sql})
 * and statistics ({@code statistics.sql}), one statement per loader task. The keys come last, so a create
 * that stopped leaves at least one missing: {@link #status} calls that partial, a new create refuses to run
 * over it, and {@link #drop} removes it.
 */
public final class CcSchemaInstaller extends DialectSchemaInstaller {
    /**
     * Disk per customer, estimated rather than measured: about 17 rows (a customer, an account, 5 circle
     * members, 10 calls) of 40 to 100 bytes with their keys, and the write-ahead log writing them again.
     */
    static final long BYTES_PER_CUSTOMER = 3_072;
    /** Customers per load chunk (each table's rows of them: one COPY, or batches of {@link #ROWS_PER_BATCH}). */
    static final long CUSTOMERS_PER_CHUNK = 20_000;

    static final int ROWS_PER_BATCH = 1_000;

    private CcSchemaInstaller(String dialect) {
        super(dialect, CcSchemaInstaller.class, "cc", "Calling Circle");
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static CcSchemaInstaller forDialect(Dialect dialect) {
        return new CcSchemaInstaller(requireSupported(dialect, "Calling Circle has no schema"));
    }

    @Override
    public long estimatedBytes(double scale) {
        return bytesAtScale(scale, CcVolumes.CUSTOMERS_AT_SCALE_ONE, BYTES_PER_CUSTOMER);
    }

    /** Absent without any table; partial with a table, a key or an index missing. */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        return tablesStatus(context, CcTable.allTableNames(), c -> {
            Set<String> keys = missingIndexes(c);
            if (!keys.isEmpty()) return SchemaStatus.partial("keys or indexes missing: " + String.join(", ", keys));
            return SchemaStatus.complete("");
        });
    }

    /** @throws SchemaExistsException when any of the schema is there (drop it first) */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        CcVolumes volumes = CcVolumes.of(options.scale());
        LoadProgress progress = options.progress();
        requireAbsent(
                status(context),
                "a Calling Circle schema is already there (%s): drop it first (cc drop), or create with --replace");
        progress.phase("create tables");
        runScript(context, "tables.sql");
        progress.plannedRows(volumes.totalRows());
        progress.phase("load data");
        load(context, options, volumes);
        buildIndexesAndStatistics(context, options);
    }

    /**
     * Each table's customers in chunks of {@link #CUSTOMERS_PER_CHUNK}, biggest table first, over the loader
     * threads. Rows depend on (seed, table, customer) only, so the thread count does not change the data.
     */
    private void load(WorkloadContext context, InstallOptions options, CcVolumes volumes) throws SQLException {
        CcRows rows = new CcRows(options.seed(), volumes);
        ChunkedLoader loader = new ChunkedLoader(
                dialect, ROWS_PER_BATCH, options.progress(), "Calling Circle load of %s failed in customers %d..%d");
        for (CcTable table : CcTable.values()) {
            if (volumes.rows(table) == 0) continue;
            loader.table(table.bulk(), volumes.customers(), CUSTOMERS_PER_CHUNK, (from, to, sink) -> {
                for (long c = from; c <= to; c++) rows.write(table, c, sink);
            });
        }
        loader.run(context.dataSource(), options.threads(), "cc", "Calling Circle");
    }

    /** Drops every table of the schema that is there (their keys and indexes go with them). */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        dropTables(context, CcTable.allTableNames());
    }
}
