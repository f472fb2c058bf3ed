package io.dbbench.workloads.json;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.BulkTable;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.SplitMix64;
import io.dbbench.workloads.bulk.TableAndIndexInstaller;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Creates the {@code passengers} table, loads {@code round(scale * 1,000,000)} documents made from the
 * seed (the same documents for the same seed, whatever the thread count), then builds the unique
 * expression index on the key. DDL lives in {@code io/dbbench/workloads/json/<dialect>/*.sql}; Oracle 21c
 * and later get the native JSON type ({@code create-native.sql}), older releases a CLOB with an IS JSON
 * check ({@code create.sql}).
 *
 * <p>The load runs chunk by chunk on loader threads, each chunk one binary COPY on PostgreSQL or committed
 * batches elsewhere; a create that fails half way leaves the rows it committed and no index, which
 * {@link #status} reports as partial and {@link #drop} removes.
 */
public final class JsonSchemaInstaller extends TableAndIndexInstaller {
    public static final String TABLE = "passengers";
    /** The unique expression index on the key, built after the load: without it the load did not finish. */
    public static final String INDEX = "passengers_key_ix";

    public static final long ROWS_AT_SCALE_ONE = 1_000_000L;
    /** The first Oracle release with the native JSON type. */
    static final int ORACLE_NATIVE_JSON_RELEASE = 21;

    static final int ROWS_PER_CHUNK = 20_000;
    /** Names the passengers table among the hashes of {@link SplitMix64#rowSeed}. */
    static final long PASSENGERS_SALT = 0x7A55_E6E2L;
    /** One document per row: jsonb by binary COPY on PostgreSQL, its text in batches elsewhere. */
    private static final BulkTable PASSENGERS = BulkTable.parse(TABLE, "doc:JSON");

    static final int ROWS_PER_BATCH = 500;

    /**
     * Disk per document, estimated rather than measured: about 450 bytes of JSON (jsonb or OSON is about
     * as large as the text), its index entry, and the write-ahead log writing both again, rounded up.
     */
    static final long BYTES_PER_ROW = 1_536;

    private JsonSchemaInstaller(String dialect) {
        super(dialect, JsonSchemaInstaller.class, "json", "JSON", TABLE, INDEX, ROWS_AT_SCALE_ONE, BYTES_PER_ROW);
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static JsonSchemaInstaller forDialect(Dialect dialect) {
        return new JsonSchemaInstaller(requireSupported(dialect, "JSON has no schema"));
    }

    /** {@code round(scale * 1,000,000)}: scale 0.01 is 10,000 passengers. */
    public static long rowsFor(double scale) {
        return rowsAtScale("JSON", scale, ROWS_AT_SCALE_ONE);
    }

    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        long rows = rowsFor(options.scale());
        LoadProgress progress = options.progress();
        try (Connection connection = context.dataSource().getConnection()) {
            progress.phase("create table " + TABLE);
            script(createScript(connection)).execute(connection);
            if (!connection.getAutoCommit()) connection.commit();
        }
        progress.plannedRows(rows);
        progress.phase("load " + TABLE);
        long seed = options.seed();
        new ChunkedLoader(dialect, ROWS_PER_BATCH, progress, "JSON load of %s failed in ids %d..%d")
                .table(PASSENGERS, rows, ROWS_PER_CHUNK, (from, to, sink) -> {
                    for (long id = from; id <= to; id++) {
                        sink.beginRow();
                        sink.json(PassengerDocument.of(id, SplitMix64.rowBits(seed, PASSENGERS_SALT, id)));
                        sink.endRow();
                    }
                })
                .run(context.dataSource(), options.threads(), "json", "JSON");
        progress.phase("create index " + INDEX);
        runScript(context, "index.sql");
    }

    /** Oracle 21c and later: the native JSON type; otherwise (and on PostgreSQL, whose jsonb is native) create.sql. */
    String createScript(Connection connection) throws SQLException {
        if (!dialect.equals("oracle")) return "create.sql";
        return connection.getMetaData().getDatabaseMajorVersion() >= ORACLE_NATIVE_JSON_RELEASE
                ? "create-native.sql"
                : "create.sql";
    }
}
