package io.dbbench.workloads.tpcds.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.LongConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Puts the rows of one key range of one table into the database over one connection, committed:
 * binary COPY through pgjdbc's CopyManager on PostgreSQL, array inserts on Oracle.
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

    /** The only code that touches pgjdbc; only loaded for PostgreSQL, so Oracle-only class paths work. */
    private record PgCopy(TpcdsGenerator data) implements ChunkLoader {
        @Override
        public long load(Connection connection, TpcdsTable table, long from, long to, LongConsumer rowsLoaded)
                throws SQLException {
            if (!connection.getAutoCommit()) connection.setAutoCommit(true);
            String sql = "COPY " + table.tableName() + " (" + table.columnList() + ") FROM STDIN WITH (FORMAT binary)";
            CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
            try {
                CopyBinaryRows sink =
                        new CopyBinaryRows(table, (bytes, length) -> copy.writeToCopy(bytes, 0, length), rowsLoaded);
                sink.header();
                long written = data.write(table, from, to, sink);
                sink.trailer();
                copy.endCopy();
                return written;
            } finally {
                if (copy.isActive()) cancelQuietly(copy);
            }
        }

        private static void cancelQuietly(CopyIn copy) {
            try {
                copy.cancelCopy();
            } catch (SQLException ignored) {
                // the original failure is what the caller needs to see
            }
        }
    }

    private record OracleBatches(TpcdsGenerator data) implements ChunkLoader {
        @Override
        public long load(Connection connection, TpcdsTable table, long from, long to, LongConsumer rowsLoaded)
                throws SQLException {
            if (connection.getAutoCommit()) connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement(BatchInsertRows.insertSql(table))) {
                BatchInsertRows sink = new BatchInsertRows(connection, insert, table, rowsLoaded);
                long written = data.write(table, from, to, sink);
                sink.flush();
                return written;
            }
        }
    }
}
