package io.dbbench.workloads.bulk;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * PostgreSQL: one {@code COPY ... FROM STDIN (FORMAT binary)} fed through pgjdbc's CopyManager, in
 * autocommit so it commits by itself. The only loader code that touches pgjdbc: it is called only when the
 * dialect is PostgreSQL, so Oracle-only class paths work without the driver.
 */
public final class PgBinaryCopy {
    private PgBinaryCopy() {}

    /** @param rowsLoaded told how many more rows went in, as they go */
    public static void copyIn(Connection connection, BulkTable table, LongConsumer rowsLoaded, RowSink.Rows rows)
            throws SQLException {
        if (!connection.getAutoCommit()) connection.setAutoCommit(true);
        String sql = "COPY " + table.name() + " (" + table.columnList() + ") FROM STDIN WITH (FORMAT binary)";
        CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
        try {
            CopyBinaryWriter writer =
                    new CopyBinaryWriter((bytes, length) -> copy.writeToCopy(bytes, 0, length), rowsLoaded);
            writer.header();
            rows.writeTo(new CopyBinarySink(table, writer));
            writer.trailer();
            copy.endCopy();
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
