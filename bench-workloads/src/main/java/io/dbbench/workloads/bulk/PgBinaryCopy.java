package io.dbbench.workloads.bulk;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * PostgreSQL: one {@code COPY ... FROM STDIN (FORMAT binary)} fed through pgjdbc's CopyManager, in
 * autocommit so it commits by itself. The only loader code that touches pgjdbc: a workload calls it only
 * when the dialect is PostgreSQL, so Oracle-only class paths work without the driver.
 */
public final class PgBinaryCopy {
    /** Writes the rows of one COPY. */
    @FunctionalInterface
    public interface Rows {
        /** @return the rows written */
        long write(CopyBinaryWriter writer) throws SQLException;
    }

    private PgBinaryCopy() {}

    /**
     * @param columnList the columns, comma-separated, in the order {@code rows} writes them
     * @param rowsLoaded told how many more rows went in, as they go
     * @return the rows written
     */
    public static long copyIn(
            Connection connection, String table, String columnList, LongConsumer rowsLoaded, Rows rows)
            throws SQLException {
        if (!connection.getAutoCommit()) connection.setAutoCommit(true);
        String sql = "COPY " + table + " (" + columnList + ") FROM STDIN WITH (FORMAT binary)";
        CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
        try {
            CopyBinaryWriter writer =
                    new CopyBinaryWriter((bytes, length) -> copy.writeToCopy(bytes, 0, length), rowsLoaded);
            writer.header();
            long written = rows.write(writer);
            writer.trailer();
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
