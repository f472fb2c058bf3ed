package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.bulk.JdbcBatch;
import io.dbbench.workloads.bulk.ParallelJdbc;
import io.dbbench.workloads.bulk.PgBinaryCopy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Loads the Calling Circle rows: each table's customers in chunks of {@link #CUSTOMERS_PER_CHUNK}, biggest
 * table first, one chunk per task over the loader threads; a chunk is one binary COPY on PostgreSQL, committed
 * batches of {@link #ROWS_PER_BATCH} elsewhere. Rows depend on (seed, table, customer) only, so the thread
 * count does not change the data.
 */
final class CcLoader {
    static final long CUSTOMERS_PER_CHUNK = 20_000;
    static final int ROWS_PER_BATCH = 1_000;

    private final String dialect;
    private final CcRows rows;
    private final CcVolumes volumes;

    CcLoader(String dialect, long seed, CcVolumes volumes) {
        this.dialect = dialect;
        this.rows = new CcRows(seed, volumes);
        this.volumes = volumes;
    }

    void load(DataSource dataSource, int threads, LoadProgress progress) throws SQLException {
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (CcTable table : CcTable.values()) {
            if (volumes.rows(table) == 0) continue;
            for (long first = 1; first <= volumes.customers(); first += CUSTOMERS_PER_CHUNK) {
                long from = first;
                long to = Math.min(volumes.customers(), first + CUSTOMERS_PER_CHUNK - 1);
                tasks.add(c -> loadChunk(c, table, from, to, progress));
            }
        }
        ParallelJdbc.run(dataSource, threads, tasks, "cc", "Calling Circle", "load");
    }

    private void loadChunk(Connection connection, CcTable table, long from, long to, LoadProgress progress)
            throws SQLException {
        String name = table.tableName();
        long chunkRows = (to - from + 1) * (volumes.rows(table) / volumes.customers());
        try {
            if (dialect.equals("postgresql")) {
                PgBinaryCopy.copyIn(connection, name, table.columnList(), n -> progress.rowsLoaded(name, n), copy -> {
                    CcRowSink sink = CcRowSink.copy(copy);
                    for (long c = from; c <= to; c++) rows.write(table, c, sink);
                    return chunkRows;
                });
            } else {
                JdbcBatch.insert(
                        connection, table.insertSql(), ROWS_PER_BATCH, n -> progress.rowsLoaded(name, n), batch -> {
                            CcRowSink sink = CcRowSink.batch(batch);
                            for (long c = from; c <= to; c++) rows.write(table, c, sink);
                            return chunkRows;
                        });
            }
        } catch (SQLException e) {
            throw new SQLException(
                    "Calling Circle load of " + name + " failed in customers " + from + ".." + to + ": "
                            + e.getMessage(),
                    e.getSQLState(),
                    e.getErrorCode(),
                    e);
        }
    }
}
