package io.dbbench.workloads.json;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.BulkTable;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlScript;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Objects;

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
public final class JsonSchemaInstaller implements SchemaInstaller {
    public static final String TABLE = "passengers";
    /** The unique expression index on the key, built after the load: without it the load did not finish. */
    public static final String INDEX = "passengers_key_ix";

    public static final long ROWS_AT_SCALE_ONE = 1_000_000L;
    /** The first Oracle release with the native JSON type. */
    static final int ORACLE_NATIVE_JSON_RELEASE = 21;

    static final int ROWS_PER_CHUNK = 20_000;
    /** One document per row: jsonb by binary COPY on PostgreSQL, its text in batches elsewhere. */
    private static final BulkTable PASSENGERS = BulkTable.parse(TABLE, "doc:JSON");

    static final int ROWS_PER_BATCH = 500;

    /**
     * Disk per document, estimated rather than measured: about 450 bytes of JSON (jsonb or OSON is about
     * as large as the text), its index entry, and the write-ahead log writing both again, rounded up.
     */
    static final long BYTES_PER_ROW = 1_536;

    private final String dialectName;
    private final JsonSql sql;

    private JsonSchemaInstaller(String dialectName, JsonSql sql) {
        this.dialectName = dialectName;
        this.sql = sql;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static JsonSchemaInstaller forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        return new JsonSchemaInstaller(dialect.name(), JsonSql.forDialect(dialect));
    }

    /** {@code round(scale * 1,000,000)}: scale 0.01 is 10,000 passengers. */
    public static long rowsFor(double scale) {
        if (!(scale >= 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("JSON scale must be a finite number >= 0, got " + scale);
        }
        return Math.round(scale * ROWS_AT_SCALE_ONE);
    }

    @Override
    public long estimatedBytes(double scale) {
        double bytes = Math.max(0, scale) * ROWS_AT_SCALE_ONE * BYTES_PER_ROW;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }

    /** Absent without the table; partial without the index (a load that stopped); complete otherwise. */
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            if (!SchemaObjects.tableExists(connection, TABLE)) return new SchemaStatus(SchemaStatus.State.ABSENT, "");
            if (!indexExists(connection)) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "index " + INDEX + " missing");
            }
            return new SchemaStatus(SchemaStatus.State.COMPLETE, "");
        }
    }

    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        return status(context).state() == SchemaStatus.State.COMPLETE;
    }

    @Override
    public String partial(WorkloadContext context) throws SQLException {
        SchemaStatus status = status(context);
        return status.state() == SchemaStatus.State.PARTIAL ? status.detail() : null;
    }

    /** Through JDBC metadata; names folded as the database folds them. */
    static boolean indexExists(Connection connection) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        String table = meta.storesUpperCaseIdentifiers() ? TABLE.toUpperCase(Locale.ROOT) : TABLE;
        try (ResultSet indexes =
                meta.getIndexInfo(connection.getCatalog(), connection.getSchema(), table, false, true)) {
            while (indexes.next()) {
                if (INDEX.equalsIgnoreCase(indexes.getString("INDEX_NAME"))) return true;
            }
        }
        return false;
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
        new ChunkedLoader(dialectName, ROWS_PER_BATCH, progress, "JSON load of %s failed in ids %d..%d")
                .table(PASSENGERS, rows, ROWS_PER_CHUNK, (from, to, sink) -> {
                    for (long id = from; id <= to; id++) {
                        sink.beginRow();
                        sink.json(PassengerDocument.of(id, new RowBits(seed, id)));
                        sink.endRow();
                    }
                })
                .run(context.dataSource(), options.threads(), "json", "JSON");
        try (Connection connection = context.dataSource().getConnection()) {
            progress.phase("create index " + INDEX);
            script("index.sql").execute(connection);
            if (!connection.getAutoCommit()) connection.commit();
        }
    }

    /** Oracle 21c and later: the native JSON type; otherwise (and on PostgreSQL, whose jsonb is native) create.sql. */
    String createScript(Connection connection) throws SQLException {
        if (!dialectName.equals("oracle")) return "create.sql";
        return connection.getMetaData().getDatabaseMajorVersion() >= ORACLE_NATIVE_JSON_RELEASE
                ? "create-native.sql"
                : "create.sql";
    }

    @Override
    public void drop(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            if (!SchemaObjects.tableExists(connection, TABLE)) return;
            script("drop.sql").execute(connection);
            if (!connection.getAutoCommit()) connection.commit();
        }
    }

    /** The script for this installer's dialect, e.g. {@code postgresql/create.sql}. */
    SqlScript script(String fileName) {
        return SqlScript.load(JsonSchemaInstaller.class, dialectName + "/" + fileName);
    }
}
