package io.dbbench.workloads.soe.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/** Oracle: array inserts of {@link #BATCH_ROWS} rows, each batch committed. */
final class OracleBatchLoader implements ChunkLoader {
    static final int BATCH_ROWS = 5_000;

    @Override
    public long load(Connection connection, TableRows rows, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
            throws SQLException {
        if (connection.getAutoCommit()) connection.setAutoCommit(false);
        try (PreparedStatement insert = connection.prepareStatement(insertSql(rows.table()))) {
            JdbcBatchSink sink = new JdbcBatchSink(connection, insert, rows.table(), BATCH_ROWS, rowsLoaded);
            long written = rows.write(fromKey, toKeyExclusive, sink);
            sink.flush();
            return written;
        }
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
