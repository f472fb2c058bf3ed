package io.dbbench.workloads.sh;

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
 * Loads the Sales History rows: each table's keys in chunks of {@link #ROWS_PER_CHUNK}, biggest tables
 * first, one chunk per task over the loader threads; a chunk is one binary COPY on PostgreSQL, committed
 * batches of {@link #ROWS_PER_BATCH} elsewhere. Rows depend on (seed, table, key) only, so the thread count
 * does not change the data.
 */
final class ShLoader {
    static final long ROWS_PER_CHUNK = 100_000;
    static final int ROWS_PER_BATCH = 1_000;

    private final String dialect;
    private final ShRows rows;
    private final ShVolumes volumes;

    ShLoader(String dialect, long seed, ShVolumes volumes) {
        this.dialect = dialect;
        this.rows = new ShRows(seed, volumes);
        this.volumes = volumes;
    }

    void load(DataSource dataSource, int threads, LoadProgress progress) throws SQLException {
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (ShTable table : ShTable.values()) {
            long count = volumes.rows(table);
            for (long first = 1; first <= count; first += ROWS_PER_CHUNK) {
                long from = first;
                long to = Math.min(count, first + ROWS_PER_CHUNK - 1);
                tasks.add(c -> loadChunk(c, table, from, to, progress));
            }
        }
        ParallelJdbc.run(dataSource, threads, tasks, "sh", "Sales History", "load");
    }

    private void loadChunk(Connection connection, ShTable table, long from, long to, LoadProgress progress)
            throws SQLException {
        String name = table.tableName();
        try {
            if (dialect.equals("postgresql")) {
                PgBinaryCopy.copyIn(connection, name, table.columnList(), n -> progress.rowsLoaded(name, n), copy -> {
                    ShRowSink sink = ShRowSink.copy(copy);
                    for (long key = from; key <= to; key++) table.write(rows, key, sink);
                    return to - from + 1;
                });
            } else {
                JdbcBatch.insert(
                        connection, table.insertSql(), ROWS_PER_BATCH, n -> progress.rowsLoaded(name, n), batch -> {
                            ShRowSink sink = ShRowSink.batch(batch);
                            for (long key = from; key <= to; key++) table.write(rows, key, sink);
                            return to - from + 1;
                        });
            }
        } catch (SQLException e) {
            throw new SQLException(
                    "Sales History load of " + name + " failed in rows " + from + ".." + to + ": " + e.getMessage(),
                    e.getSQLState(),
                    e.getErrorCode(),
                    e);
        }
    }
}
