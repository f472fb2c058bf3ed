package io.dbbench.workloads.stresstest;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlScript;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Random;

/**
 * Creates {@code stresstesttable}, loads {@code round(scale * 1,000,000)} rows made from a fixed seed (the
 * same data on every install), then builds the secondary index. DDL lives in
 * {@code io/dbbench/workloads/stresstest/<dialect>/{create,index,drop}.sql}.
 *
 * <p>The load commits batch by batch, so a create that fails half way leaves the table and the rows it
 * committed; {@link #drop} removes them.
 */
public final class StressTestSchemaInstaller implements SchemaInstaller {
    public static final String TABLE = "stresstesttable";
    /** The secondary index, built after the load: without it the table is a load that did not finish. */
    public static final String INDEX = "stresstest_asmallvarchar_ix";

    public static final long ROWS_AT_SCALE_ONE = 1_000_000L;
    /** Dialect names ({@link Dialect#name()}) with a resource folder, sorted. */
    public static final List<String> SUPPORTED_DIALECTS = List.of("oracle", "postgresql");

    static final int ROWS_PER_BATCH = 1_000;
    static final long DATA_SEED = 0x5EED_57E5L;

    /**
     * Disk per row, estimated rather than measured: an average row of about 340 bytes (the big varchar
     * averages 275 characters), its two index entries and the write-ahead log writing it again, rounded up.
     */
    static final long BYTES_PER_ROW = 1024;

    private final String dialectName;

    private StressTestSchemaInstaller(String dialectName) {
        this.dialectName = dialectName;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static StressTestSchemaInstaller forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        String name = dialect.name();
        if (!SUPPORTED_DIALECTS.contains(name)) {
            throw new UnsupportedOperationException("Stress Test has no schema for dialect '" + name + "'; supported: "
                    + String.join(", ", SUPPORTED_DIALECTS));
        }
        return new StressTestSchemaInstaller(name);
    }

    /** {@code round(scale * 1,000,000)}: scale 0.01 is 10,000 rows. */
    public static long rowsFor(double scale) {
        if (!(scale >= 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("Stress Test scale must be a finite number >= 0, got " + scale);
        }
        return Math.round(scale * ROWS_AT_SCALE_ONE);
    }

    @Override
    public long estimatedBytes(double scale) {
        double bytes = Math.max(0, scale) * ROWS_AT_SCALE_ONE * BYTES_PER_ROW;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }

    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            return SchemaObjects.tableExists(connection, TABLE);
        }
    }

    /**
     * Absent without the table; partial when the table is there without its index (a create that stopped in
     * its load: the rows committed so far stay); complete otherwise. A run's --create goes by {@link #exists}.
     */
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            if (!SchemaObjects.tableExists(connection, TABLE)) return new SchemaStatus(SchemaStatus.State.ABSENT, "");
            if (!indexExists(connection)) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "index " + INDEX + " missing");
            }
            return new SchemaStatus(SchemaStatus.State.COMPLETE, "");
        }
    }

    /** Through JDBC metadata, as {@link SchemaObjects} asks about tables; names folded as the database folds them. */
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
            connection.setAutoCommit(false);
            try {
                progress.phase("create table " + TABLE);
                script("create.sql").execute(connection);
                connection.commit();
                progress.plannedRows(rows);
                progress.phase("load " + TABLE);
                loadRows(connection, rows, progress);
                progress.phase("create index");
                script("index.sql").execute(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                rollbackKeeping(connection, e);
                throw e;
            }
        }
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
        return SqlScript.load(StressTestSchemaInstaller.class, dialectName + "/" + fileName);
    }

    /** Ids 1..rows, committed every {@link #ROWS_PER_BATCH} rows so undo/WAL per transaction stays small. */
    private static void loadRows(Connection connection, long rows, LoadProgress progress) throws SQLException {
        // java.util.Random, not the session sources: its sequence is specified, so every install is identical
        Random random = new Random(DATA_SEED);
        long loaded = 0;
        try (PreparedStatement insert = connection.prepareStatement(StressTestInsert.SQL)) {
            while (loaded < rows) {
                if (Thread.currentThread().isInterrupted()) {
                    // the flag stays set for the caller; create() rolls back nothing more than the open batch
                    throw new SQLException(
                            "Stress Test load of " + TABLE + " interrupted after " + loaded + " of " + rows + " rows");
                }
                long batchEnd = Math.min(rows, loaded + ROWS_PER_BATCH);
                try {
                    for (long id = loaded + 1; id <= batchEnd; id++) {
                        StressTestRow.random(id, random).bindInsert(insert);
                        insert.addBatch();
                    }
                    insert.executeBatch();
                    connection.commit();
                    progress.rowsLoaded(TABLE, batchEnd - loaded);
                } catch (SQLException e) {
                    throw new SQLException(
                            "Stress Test load of " + TABLE + " failed in the batch of ids " + (loaded + 1) + ".."
                                    + batchEnd + " (of " + rows + "): " + e.getMessage(),
                            e.getSQLState(),
                            e.getErrorCode(),
                            e);
                }
                loaded = batchEnd;
            }
        }
    }

    private static void rollbackKeeping(Connection connection, Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            failure.addSuppressed(rollbackFailure);
        }
    }
}
