package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.PgBinaryCopy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * PostgreSQL: one binary {@code COPY ... FROM STDIN} per chunk ({@link PgBinaryCopy}, {@link CopyBinarySink}),
 * in autocommit so each chunk commits by itself. Loaded only when the dialect is PostgreSQL, so Oracle-only
 * class paths work without the driver.
 */
final class PgCopyLoader implements ChunkLoader {
    @Override
    public long load(Connection connection, TableRows rows, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
            throws SQLException {
        SoeTable table = rows.table();
        return PgBinaryCopy.copyIn(
                connection,
                table.tableName(),
                table.columnList(),
                rowsLoaded,
                writer -> rows.write(fromKey, toKeyExclusive, new CopyBinarySink(table, writer)));
    }
}
