package io.dbbench.workloads.soe.schema;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * PostgreSQL: one {@code COPY ... FROM STDIN} (binary format, see {@link CopyBinarySink}) per chunk, fed through pgjdbc's CopyManager,
 * in autocommit so each chunk commits by itself. The only class that touches pgjdbc: it is loaded only
 * when the dialect is PostgreSQL, so Oracle-only class paths work without the driver.
 */
final class PgCopyLoader implements ChunkLoader {
    @Override
    public long load(Connection connection, TableRows rows, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
            throws SQLException {
        if (!connection.getAutoCommit()) connection.setAutoCommit(true);
        SoeTable table = rows.table();
        String sql = "COPY " + table.tableName() + " (" + table.columnList() + ") FROM STDIN WITH (FORMAT binary)";
        CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
        try {
            CopyBinarySink sink =
                    new CopyBinarySink(table, (bytes, length) -> copy.writeToCopy(bytes, 0, length), rowsLoaded);
            sink.header();
            long written = rows.write(fromKey, toKeyExclusive, sink);
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
            // the original failure is what the caller needs to see; the connection is closed after it anyway
        }
    }
}
