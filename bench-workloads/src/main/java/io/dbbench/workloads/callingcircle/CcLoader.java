package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.bulk.ChunkedLoader;
import java.sql.SQLException;
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
        ChunkedLoader loader = new ChunkedLoader(
                dialect, ROWS_PER_BATCH, progress, "Calling Circle load of %s failed in customers %d..%d");
        for (CcTable table : CcTable.values()) {
            if (volumes.rows(table) == 0) continue;
            loader.table(table.bulk(), volumes.customers(), CUSTOMERS_PER_CHUNK, (from, to, sink) -> {
                for (long c = from; c <= to; c++) rows.write(table, c, sink);
            });
        }
        loader.run(dataSource, threads, "cc", "Calling Circle");
    }
}
