package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.JdbcBatch;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/** Oracle: array inserts of {@link #BATCH_ROWS} rows, each batch committed ({@link JdbcBatch}). */
final class OracleBatchLoader implements ChunkLoader {
    static final int BATCH_ROWS = 5_000;

    @Override
    public long load(Connection connection, TableRows rows, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
            throws SQLException {
        SoeTable table = rows.table();
        return JdbcBatch.insert(
                connection,
                insertSql(table),
                BATCH_ROWS,
                rowsLoaded,
                batch -> rows.write(fromKey, toKeyExclusive, new JdbcBatchSink(batch, table)));
    }

    /** {@code INSERT INTO t (a, b) VALUES (?, ?)}; a months count becomes an INTERVAL YEAR TO MONTH. */
    static String insertSql(SoeTable table) {
        StringBuilder values = new StringBuilder();
        for (SoeTable.Column c : table.columns()) {
            if (!values.isEmpty()) values.append(", ");
            values.append(c.kind() == ColumnKind.YEAR_MONTHS ? "NUMTOYMINTERVAL(?, 'MONTH')" : "?");
        }
        return "INSERT INTO " + table.tableName() + " (" + table.columnList() + ") VALUES (" + values + ")";
    }
}
