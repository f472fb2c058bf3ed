package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import javax.sql.DataSource;

/**
 * Loads tables in chunks of keys over loader threads ({@link ParallelJdbc}), one chunk per task in the
 * order they were added (add the biggest tables first): on PostgreSQL a chunk is one binary COPY
 * ({@link PgBinaryCopy}), elsewhere committed JDBC batches of {@code batchRows} ({@link JdbcBatch}). A
 * workload's rows depend on (seed, table, key) only, so the thread count does not change the data. A
 * chunk that fails is named in the exception, in the workload's words.
 */
public final class ChunkedLoader {
    /** Writes the rows of keys {@code first..last} (both included) of one table. */
    @FunctionalInterface
    public interface KeyRows {
        void write(long first, long last, RowSink sink) throws SQLException;
    }

    private final boolean binaryCopy;
    private final int batchRows;
    private final LoadProgress progress;
    private final String failure;
    private final List<ParallelJdbc.Task> tasks = new ArrayList<>();

    /**
     * @param dialect the database's dialect name: {@code postgresql} loads by binary COPY
     * @param failure how a failed chunk is named, a format of (table, first key, last key), e.g.
     *     {@code "Sales History load of %s failed in rows %d..%d"}; the cause's message follows
     */
    public ChunkedLoader(String dialect, int batchRows, LoadProgress progress, String failure) {
        this.binaryCopy = "postgresql".equals(dialect);
        this.batchRows = batchRows;
        this.progress = progress;
        this.failure = failure;
    }

    /** Adds keys 1..{@code keys} of {@code table} in chunks of {@code keysPerChunk}. */
    public ChunkedLoader table(BulkTable table, long keys, long keysPerChunk, KeyRows rows) {
        return table(table, keys, keysPerChunk, rows, null);
    }

    /**
     * As {@link #table(BulkTable, long, long, KeyRows)}; the task that loads the table's last chunk then
     * runs {@code afterLastChunk} on its own connection (e.g. the table's keys and indexes), so that work
     * overlaps the loading of the other tables.
     */
    public ChunkedLoader table(
            BulkTable table, long keys, long keysPerChunk, KeyRows rows, ParallelJdbc.Task afterLastChunk) {
        AtomicLong chunksLeft = new AtomicLong((keys + keysPerChunk - 1) / keysPerChunk);
        LongConsumer loaded = n -> progress.rowsLoaded(table.name(), n);
        for (long first = 1; first <= keys; first += keysPerChunk) {
            long from = first;
            long to = Math.min(keys, first + keysPerChunk - 1);
            tasks.add(c -> {
                loadChunk(c, table, from, to, rows, loaded);
                if (chunksLeft.decrementAndGet() == 0 && afterLastChunk != null) afterLastChunk.run(c);
            });
        }
        return this;
    }

    /**
     * Runs every chunk added so far.
     *
     * @param threadPrefix the workload's short name, first in the loader threads' names
     * @param workload     the workload's name in a failure's message
     */
    public void run(DataSource dataSource, int threads, String threadPrefix, String workload) throws SQLException {
        ParallelJdbc.run(dataSource, threads, List.copyOf(tasks), threadPrefix, workload, "load");
    }

    private void loadChunk(Connection c, BulkTable table, long from, long to, KeyRows rows, LongConsumer loaded)
            throws SQLException {
        RowSink.Rows chunk = sink -> rows.write(from, to, sink);
        try {
            if (binaryCopy) PgBinaryCopy.copyIn(c, table, loaded, chunk);
            else JdbcBatch.insert(c, table, batchRows, loaded, chunk);
        } catch (SQLException e) {
            throw SqlErrors.withContext(String.format(Locale.ROOT, failure, table.name(), from, to) + ": ", e);
        }
    }
}
