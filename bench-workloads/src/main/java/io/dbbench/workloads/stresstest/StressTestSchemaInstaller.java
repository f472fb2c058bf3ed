package io.dbbench.workloads.stresstest;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.TableAndIndexInstaller;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Random;

/**
 * Creates {@code stresstesttable}, loads {@code round(scale * 1,000,000)} rows made from a fixed seed (the
 * same data on every install), then builds the secondary index. DDL lives in
 * {@code io/dbbench/workloads/stresstest/<dialect>/{create,index,drop}.sql}.
 *
 * <p>The load commits batch by batch, so a create that fails half way leaves the table and the rows it
 * committed; {@link #drop} removes them.
 */
public final class StressTestSchemaInstaller extends TableAndIndexInstaller {
    public static final String TABLE = "stresstesttable";
    /** The secondary index, built after the load: without it the table is a load that did not finish. */
    public static final String INDEX = "stresstest_asmallvarchar_ix";

    public static final long ROWS_AT_SCALE_ONE = 1_000_000L;
    static final int ROWS_PER_BATCH = 1_000;
    static final long DATA_SEED = 0x5EED_57E5L;

    /**
     * Disk per row, estimated rather than measured: an average row of about 340 bytes (the big varchar
     * averages 275 characters), its two index entries and the write-ahead log writing it again, rounded up.
     */
    static final long BYTES_PER_ROW = 1024;

    private StressTestSchemaInstaller(String dialect) {
        super(
                dialect,
                StressTestSchemaInstaller.class,
                "stress",
                "Stress Test",
                TABLE,
                INDEX,
                ROWS_AT_SCALE_ONE,
                BYTES_PER_ROW);
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static StressTestSchemaInstaller forDialect(Dialect dialect) {
        return new StressTestSchemaInstaller(requireSupported(dialect, "Stress Test has no schema"));
    }

    /** {@code round(scale * 1,000,000)}: scale 0.01 is 10,000 rows. */
    public static long rowsFor(double scale) {
        return rowsAtScale("Stress Test", scale, ROWS_AT_SCALE_ONE);
    }

    /** The table is there: a run's --create goes by the table alone, whatever {@link #status} says. */
    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            return SchemaObjects.tableExists(connection, TABLE);
        }
    }

    /** Never: a run's --create goes by {@link #exists}, which a partial table satisfies. */
    @Override
    public String partial(WorkloadContext context) {
        return null;
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
                try {
                    connection.rollback();
                } catch (SQLException rollbackFailure) {
                    e.addSuppressed(rollbackFailure);
                }
                throw e;
            }
        }
    }

    /** Ids 1..rows, committed every {@link #ROWS_PER_BATCH} rows so undo/WAL per transaction stays small. */
    private static void loadRows(Connection connection, long rows, LoadProgress progress) throws SQLException {
        // java.util.Random, not the session sources: its sequence is specified, so every install is identical
        Random random = new Random(DATA_SEED);
        long loaded = 0;
        try (PreparedStatement insert = connection.prepareStatement(StressTestWorkload.INSERT_SQL)) {
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
                    throw SqlErrors.withContext(
                            "Stress Test load of " + TABLE + " failed in the batch of ids " + (loaded + 1) + ".."
                                    + batchEnd + " (of " + rows + "): ",
                            e);
                }
                loaded = batchEnd;
            }
        }
    }
}
