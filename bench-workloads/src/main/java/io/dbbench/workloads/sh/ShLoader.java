package io.dbbench.workloads.sh;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.bulk.ChunkedLoader;
import java.sql.SQLException;
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
        ChunkedLoader loader =
                new ChunkedLoader(dialect, ROWS_PER_BATCH, progress, "Sales History load of %s failed in rows %d..%d");
        for (ShTable table : ShTable.values()) {
            loader.table(table.bulk(), volumes.rows(table), ROWS_PER_CHUNK, (from, to, sink) -> {
                for (long key = from; key <= to; key++) table.write(rows, key, sink);
            });
        }
        loader.run(dataSource, threads, "sh", "Sales History");
    }
}
