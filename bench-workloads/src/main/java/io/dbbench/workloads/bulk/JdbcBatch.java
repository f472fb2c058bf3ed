package io.dbbench.workloads.bulk;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * Rows of one INSERT sent as JDBC array batches of {@code batchRows}, each committed, so undo per
 * transaction stays small and a failed load keeps what it committed (drop cleans it up). The values are
 * bound by a {@link JdbcRowSink} over {@link #statement()}.
 */
public final class JdbcBatch {
    private final Connection connection;
    private final PreparedStatement insert;
    private final int batchRows;
    private final LongConsumer rowsCommitted;
    private int pending;

    public JdbcBatch(Connection connection, PreparedStatement insert, int batchRows, LongConsumer rowsCommitted) {
        this.connection = connection;
        this.insert = insert;
        this.batchRows = batchRows;
        this.rowsCommitted = rowsCommitted;
    }

    /** Prepares the table's INSERT, lets {@code rows} fill it in batches, and commits the last one. */
    public static void insert(
            Connection connection, BulkTable table, int batchRows, LongConsumer rowsCommitted, RowSink.Rows rows)
            throws SQLException {
        if (connection.getAutoCommit()) connection.setAutoCommit(false);
        try (PreparedStatement insert = connection.prepareStatement(table.insertSql())) {
            JdbcBatch batch = new JdbcBatch(connection, insert, batchRows, rowsCommitted);
            rows.writeTo(JdbcRowSink.batch(batch, table));
            batch.flush();
        }
    }

    /** The statement the rows are bound to. */
    public PreparedStatement statement() {
        return insert;
    }

    /** Ends a row; sends and commits the batch once it holds {@code batchRows}. */
    public void endRow() throws SQLException {
        insert.addBatch();
        if (++pending >= batchRows) flush();
    }

    /** Sends and commits what is pending. */
    public void flush() throws SQLException {
        if (pending == 0) return;
        insert.executeBatch();
        connection.commit();
        int rows = pending;
        pending = 0;
        rowsCommitted.accept(rows);
    }
}
