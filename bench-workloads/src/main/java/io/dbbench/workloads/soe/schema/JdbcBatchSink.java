package io.dbbench.workloads.soe.schema;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.List;
import java.util.TimeZone;
import java.util.function.LongConsumer;

/**
 * Rows bound to an INSERT and sent as JDBC array batches of {@code batchRows}, each committed, so undo
 * per transaction stays small and a failed load keeps what it committed (drop cleans it up).
 */
final class JdbcBatchSink implements RowSink {
    private final Connection connection;
    private final PreparedStatement insert;
    private final List<SoeTable.Column> columns;
    private final int batchRows;
    private final LongConsumer rowsCommitted;
    private final Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
    private int column;
    private int pending;

    JdbcBatchSink(
            Connection connection,
            PreparedStatement insert,
            SoeTable table,
            int batchRows,
            LongConsumer rowsCommitted) {
        this.connection = connection;
        this.insert = insert;
        this.columns = table.columns();
        this.batchRows = batchRows;
        this.rowsCommitted = rowsCommitted;
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
    public void dateTime(long epochSecond) throws SQLException {
        insert.setTimestamp(++column, Timestamp.valueOf(LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC)));
    }

    @Override
    public void timestampTz(long epochSecond) throws SQLException {
        insert.setTimestamp(++column, new Timestamp(epochSecond * 1000), utc);
    }

    @Override
    public void yearMonths(int months) throws SQLException {
        insert.setInt(++column, months);
    }

    @Override
    public void nullValue() throws SQLException {
        column++;
        insert.setNull(column, columns.get(column - 1).kind().sqlType());
    }

    @Override
    public void endRow() throws SQLException {
        insert.addBatch();
        if (++pending >= batchRows) flush();
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
