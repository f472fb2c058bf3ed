package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.JdbcBatch;
import io.dbbench.workloads.bulk.PgBinaryCopy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * Puts the rows of one key range of one table into the database over one connection, committed:
 * binary COPY on PostgreSQL ({@link PgBinaryCopy}), array inserts on Oracle ({@link JdbcBatch}).
 */
final class ChunkLoaders {
    /** Loads one chunk. */
    @FunctionalInterface
    interface ChunkLoader {
        long load(Connection connection, TpcdsTable table, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
                throws SQLException;
    }

    private ChunkLoaders() {}

    static ChunkLoader forDialect(String dialect, TpcdsGenerator data) {
        return "postgresql".equals(dialect) ? new PgCopy(data) : new OracleBatches(data);
    }

    /** Touches pgjdbc (through PgBinaryCopy); only loaded for PostgreSQL, so Oracle-only class paths work. */
    private record PgCopy(TpcdsGenerator data) implements ChunkLoader {
        @Override
        public long load(Connection connection, TpcdsTable table, long from, long to, LongConsumer rowsLoaded)
                throws SQLException {
            return PgBinaryCopy.copyIn(
                    connection,
                    table.tableName(),
                    table.columnList(),
                    rowsLoaded,
                    writer -> data.write(table, from, to, new CopyBinaryRows(table, writer)));
        }
    }

    private record OracleBatches(TpcdsGenerator data) implements ChunkLoader {
        @Override
        public long load(Connection connection, TpcdsTable table, long from, long to, LongConsumer rowsLoaded)
                throws SQLException {
            return JdbcBatch.insert(
                    connection,
                    BatchInsertRows.insertSql(table),
                    BatchInsertRows.BATCH_ROWS,
                    rowsLoaded,
                    batch -> data.write(table, from, to, new BatchInsertRows(batch, table)));
        }
    }
}
