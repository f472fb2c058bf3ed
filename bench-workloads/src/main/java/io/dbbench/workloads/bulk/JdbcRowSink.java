package io.dbbench.workloads.bulk;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.List;
import java.util.TimeZone;

/**
 * Rows bound by index to a table's INSERT ({@link BulkTable#insertSql()}): integers as int or long by their
 * column's width, two-decimal numbers as BigDecimal, dates and timestamps as java.time values (JDBC 4.2),
 * instants in UTC, NULLs with their column's SQL type. What ends a row is the caller's: a committed batch
 * ({@link #batch}) for a load, one execution ({@link #statement}) for a transaction's insert.
 */
public final class JdbcRowSink implements RowSink {
    /** Sends or queues the bound row. */
    @FunctionalInterface
    public interface RowEnd {
        void end() throws SQLException;
    }

    private final PreparedStatement insert;
    /** The table's own (immutable) list: a transaction makes a sink per execution, so nothing is copied. */
    private final List<ColumnType> types;

    private final RowEnd rowEnd;
    /** Made on first use: most tables have no instant, and a transaction makes a sink per execution. */
    private Calendar utc;

    private int column;

    public JdbcRowSink(PreparedStatement insert, BulkTable table, RowEnd rowEnd) {
        this.insert = insert;
        this.types = table.types();
        this.rowEnd = rowEnd;
    }

    /** Rows added to a committed JDBC batch. */
    public static JdbcRowSink batch(JdbcBatch batch, BulkTable table) {
        return new JdbcRowSink(batch.statement(), table, batch::endRow);
    }

    /** One execution of {@code insert} per row (a transaction's own INSERT; the engine caches the statement). */
    public static JdbcRowSink statement(PreparedStatement insert, BulkTable table) {
        return new JdbcRowSink(insert, table, insert::executeUpdate);
    }

    @Override
    public void beginRow() {
        column = 0;
    }

    @Override
    public void integer(long value) throws SQLException {
        if (types.get(column) == ColumnType.BIGINT) insert.setLong(++column, value);
        else insert.setInt(++column, Math.toIntExact(value));
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
        insert.setObject(++column, LocalDate.ofEpochDay(epochDay));
    }

    @Override
    public void timestamp(long epochSecond) throws SQLException {
        insert.setObject(++column, LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC));
    }

    @Override
    public void timestampTz(long epochSecond) throws SQLException {
        if (utc == null) utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        insert.setTimestamp(++column, new Timestamp(epochSecond * 1000), utc);
    }

    @Override
    public void yearMonths(int months) throws SQLException {
        insert.setInt(++column, months);
    }

    @Override
    public void json(String document) throws SQLException {
        insert.setString(++column, document);
    }

    @Override
    public void nullValue() throws SQLException {
        insert.setNull(column + 1, types.get(column).nullSqlType());
        column++;
    }

    @Override
    public void endRow() throws SQLException {
        rowEnd.end();
    }
}
