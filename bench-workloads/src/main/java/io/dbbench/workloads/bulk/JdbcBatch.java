package io.dbbench.workloads.bulk;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/**
 * Rows bound to an INSERT and sent as JDBC array batches of {@code batchRows}, each committed, so undo per
 * transaction stays small and a failed load keeps what it committed (drop cleans it up). A workload's sink
 * binds its value kinds through the typed methods, or {@link #statement()} and {@link #next()} for its own.
 */
public final class JdbcBatch {
    /** Writes the rows of one batch insert. */
    @FunctionalInterface
    public interface Rows {
        /** @return the rows written */
        long write(JdbcBatch batch) throws SQLException;
    }

    private final Connection connection;
    private final PreparedStatement insert;
    private final int batchRows;
    private final LongConsumer rowsCommitted;
    private int column;
    private int pending;

    public JdbcBatch(Connection connection, PreparedStatement insert, int batchRows, LongConsumer rowsCommitted) {
        this.connection = connection;
        this.insert = insert;
        this.batchRows = batchRows;
        this.rowsCommitted = rowsCommitted;
    }

    /**
     * Prepares {@code insertSql}, lets {@code rows} fill it in batches, and commits the last one.
     *
     * @return the rows written
     */
    public static long insert(
            Connection connection, String insertSql, int batchRows, LongConsumer rowsCommitted, Rows rows)
            throws SQLException {
        if (connection.getAutoCommit()) connection.setAutoCommit(false);
        try (PreparedStatement insert = connection.prepareStatement(insertSql)) {
            JdbcBatch batch = new JdbcBatch(connection, insert, batchRows, rowsCommitted);
            long written = rows.write(batch);
            batch.flush();
            return written;
        }
    }

    public void beginRow() {
        column = 0;
    }

    /** The statement, to bind a value of a type the typed methods do not cover at {@link #next()}. */
    public PreparedStatement statement() {
        return insert;
    }

    /** The 1-based parameter index of the next value; counts it as bound. */
    public int next() {
        return ++column;
    }

    /** Values bound in this row so far: the 0-based index of the next column. */
    public int column() {
        return column;
    }

    public void integer(long value) throws SQLException {
        insert.setLong(++column, value);
    }

    /** A number with two decimals, given in hundredths: 12345 is 123.45. */
    public void decimal2(long hundredths) throws SQLException {
        insert.setBigDecimal(++column, BigDecimal.valueOf(hundredths, 2));
    }

    public void text(String value) throws SQLException {
        insert.setString(++column, value);
    }

    /** @param sqlType the column's {@link java.sql.Types} code */
    public void nullValue(int sqlType) throws SQLException {
        insert.setNull(++column, sqlType);
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
