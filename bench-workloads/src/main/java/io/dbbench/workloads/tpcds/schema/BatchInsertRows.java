package io.dbbench.workloads.tpcds.schema;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Oracle: rows bound to an INSERT and sent as JDBC array batches of {@link #BATCH_ROWS}, each committed,
 * so undo per transaction stays small and a failed load keeps what it committed (drop cleans it up).
 */
final class BatchInsertRows implements TpcdsSink {
    static final int BATCH_ROWS = 5_000;

    private final Connection connection;
    private final PreparedStatement insert;
    private final List<TpcdsColumn> columns;
    private final LongConsumer rowsCommitted;
    private int column;
    private int pending;

    BatchInsertRows(Connection connection, PreparedStatement insert, TpcdsTable table, LongConsumer rowsCommitted) {
        this.connection = connection;
        this.insert = insert;
        this.columns = table.columns();
        this.rowsCommitted = rowsCommitted;
    }

    static String insertSql(TpcdsTable table) {
        return "INSERT INTO " + table.tableName() + " (" + table.columnList() + ") VALUES ("
                + String.join(
                        ", ", java.util.Collections.nCopies(table.columns().size(), "?")) + ")";
    }

    @Override
    public void beginRow() {
        column = 0;
    }

    @Override
    public void integer(long value) throws SQLException {
        insert.setLong(++column, value);
    }

    @Override
    public void decimal2(long hundredths) throws SQLException {
        insert.setBigDecimal(++column, BigDecimal.valueOf(hundredths, 2));
    }

    @Override
    public void text(String value) throws SQLException {
        insert.setString(++column, value);
    }

    @Override
    public void date(long epochDay) throws SQLException {
        insert.setDate(++column, Date.valueOf(LocalDate.ofEpochDay(epochDay)));
    }

    @Override
    public void nullValue() throws SQLException {
        column++;
        insert.setNull(
                column,
                switch (columns.get(column - 1).type()) {
                    case INTEGER -> Types.BIGINT;
                    case DECIMAL -> Types.DECIMAL;
                    case DATE -> Types.DATE;
                    case CHAR, VARCHAR -> Types.VARCHAR;
                });
    }

    @Override
    public void endRow() throws SQLException {
        insert.addBatch();
        if (++pending >= BATCH_ROWS) flush();
    }

    /** Sends and commits what is pending. */
    void flush() throws SQLException {
        if (pending == 0) return;
        insert.executeBatch();
        connection.commit();
        int rows = pending;
        pending = 0;
        rowsCommitted.accept(rows);
    }
}
