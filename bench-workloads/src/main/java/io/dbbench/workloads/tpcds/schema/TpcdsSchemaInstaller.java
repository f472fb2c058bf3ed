package io.dbbench.workloads.tpcds.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.LoadStateTable;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Creates, loads and drops the TPC-DS-like schema. A create runs, in this order: the metadata table with
 * TPCDS_LOAD_STATE = 'loading'; the 24 bare tables; the data (parallel chunks of {@link #ROWS_PER_CHUNK}
 * rows, streamed), each table followed by its primary key, indexes and statistics as soon as its last row
 * is in; TPCDS_LOAD_STATE = 'complete'. A load that stops before the end leaves 'loading' behind: {@link #status} calls it partial,
 * a new create refuses to run over it unless asked to replace, and {@link #drop} removes it.
 */
public final class TpcdsSchemaInstaller extends DialectSchemaInstaller {
    public static final String LOAD_STATE_KEY = "TPCDS_LOAD_STATE";
    public static final String SCALE_KEY = "TPCDS_SCALE";
    public static final String SEED_KEY = "TPCDS_SEED";
    public static final String INDEXES_KEY = "TPCDS_INDEXES";
    /** The metadata table: load state, scale, seed, indexes, and the DML's reserved order numbers. */
    public static final LoadStateTable METADATA = new LoadStateTable(TpcdsDdl.METADATA_TABLE, LOAD_STATE_KEY);
    /** The metadata table, then the 24 tables, per dialect folder (generated from TpcdsTable, sealed by TpcdsDdlTest). */
    public static final String TABLES_SCRIPT = "tables.sql";
    /** Rows per load chunk: small enough to spread over threads, big enough that a COPY or commit is cheap. */
    static final long ROWS_PER_CHUNK = 100_000;
    /** Rows per committed array insert off PostgreSQL. */
    static final int ORACLE_BATCH_ROWS = 5_000;

    private TpcdsSchemaInstaller(String dialect) {
        super(dialect, TpcdsSchemaInstaller.class, "tpcds", "TPC-DS-like");
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static TpcdsSchemaInstaller forDialect(Dialect dialect) {
        return new TpcdsSchemaInstaller(requireSupported(dialect, "the TPC-DS-like schema has no DDL"));
    }

    private TpcdsDatabase db(WorkloadContext context) {
        return new TpcdsDatabase(context.dataSource(), dialect);
    }

    /** Absent, partial (a load that stopped, or tables missing) or complete (ours, or built by another tool). */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            return METADATA.status(c, TpcdsDatabase.allTables());
        }
    }

    /** The whole status, so a run's --create says why to "replace it". */
    @Override
    protected String partialReason(SchemaStatus status) {
        return status.toString();
    }

    /** Creates with all keys and indexes; fails with {@link SchemaExistsException} when any of it is there. */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        create(context, options, false, TpcdsDdl.Indexes.ALL);
    }

    /**
     * @param replace drop what is there (complete or partial) first; otherwise its presence is an error
     * @throws IllegalArgumentException when the scale is not positive
     */
    public void create(WorkloadContext context, InstallOptions options, boolean replace, TpcdsDdl.Indexes indexes)
            throws SQLException {
        TpcdsVolumes volumes = TpcdsVolumes.of(options.scale());
        TpcdsDatabase db = db(context);
        LoadProgress progress = options.progress();
        SchemaStatus status = status(context);
        if (!replace) {
            requireAbsent(
                    status, "a TPC-DS-like schema is already there (%s): drop it first, or create with --replace");
        } else if (status.state() != SchemaStatus.State.ABSENT) {
            progress.phase("drop existing schema (" + status + ")");
            drop(context);
        }
        TpcdsGenerator data = new TpcdsGenerator(options.seed(), volumes);
        progress.plannedRows(volumes.totalRows());

        progress.phase("create tables");
        List<String> tables = script(TABLES_SCRIPT).sqlTexts();
        db.execute(tables.subList(0, 1));
        Map<String, String> start = METADATA.loading(SCALE_KEY, SEED_KEY, options);
        start.put(INDEXES_KEY, indexes.name().toLowerCase(Locale.ROOT));
        METADATA.write(context.dataSource(), start);
        db.execute(tables.subList(1, tables.size()));

        progress.phase("load data, then each table's keys, indexes and statistics");
        load(db, data, options.threads(), progress, indexes);

        progress.phase("write metadata");
        METADATA.writeComplete(context.dataSource());
    }

    /**
     * One task per chunk of {@link #ROWS_PER_CHUNK} rows, biggest tables first; the task that finishes a
     * table's last chunk then builds that table's keys and indexes and gathers its statistics on its own
     * connection, so index builds overlap the loading of the other tables instead of waiting for all of it.
     */
    private void load(
            TpcdsDatabase db, TpcdsGenerator data, int threads, LoadProgress progress, TpcdsDdl.Indexes indexes)
            throws SQLException {
        ChunkedLoader loader = new ChunkedLoader(dialect, ORACLE_BATCH_ROWS, progress, "loading %s rows %d..%d");
        for (TpcdsTable table : TpcdsDdl.loadOrder()) {
            List<String> afterLoad = TpcdsDdl.afterLoad(table, indexes, dialect);
            loader.table(
                    table.bulk(),
                    data.volumes().rows(table),
                    ROWS_PER_CHUNK,
                    (from, to, sink) -> data.write(table, from, to + 1, sink),
                    c -> db.runAfterLoad(c, afterLoad));
        }
        loader.run(db.dataSource(), threads, "tpcds", "TPC-DS-like");
    }

    /** Drops every table of the schema; no error when absent; works on a partial load. */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        dropTables(context, TpcdsDatabase.allTables());
    }

    @Override
    protected String dropTableSql(String table) {
        return TpcdsDdl.dropTable(table, dialect);
    }
}
