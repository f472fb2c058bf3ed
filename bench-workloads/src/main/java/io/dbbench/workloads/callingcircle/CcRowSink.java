package io.dbbench.workloads.callingcircle;

import io.dbbench.workloads.bulk.CopyBinaryWriter;
import io.dbbench.workloads.bulk.JdbcBatch;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Where a Calling Circle row goes: PostgreSQL's binary COPY stream, a JDBC batch insert, or a transaction's
 * own INSERT. The value kinds are the schema's: ids (BIGINT / NUMBER(19)), integers, two-decimal money,
 * text, dates and timestamps (without time zone, written as UTC wall time).
 */
interface CcRowSink {
    void beginRow(int columns);

    void id(long value) throws SQLException;

    void integer(int value) throws SQLException;

    /** Money in hundredths: 12345 is 123.45. */
    void decimal2(long hundredths) throws SQLException;

    void text(String value) throws SQLException;

    /** A date, as days since 1970-01-01. */
    void date(long epochDay) throws SQLException;

    /** A timestamp, as seconds since 1970-01-01T00:00. */
    void timestamp(long epochSecond) throws SQLException;

    void endRow() throws SQLException;

    /** PostgreSQL: values in their binary wire form. */
    static CcRowSink copy(CopyBinaryWriter writer) {
        return new CcRowSink() {
            @Override
            public void beginRow(int columns) {
                writer.beginRow((short) columns);
            }

            @Override
            public void id(long value) {
                writer.int8(value);
            }

            @Override
            public void integer(int value) {
                writer.int4(value);
            }

            @Override
            public void decimal2(long hundredths) {
                writer.numeric2(hundredths);
            }

            @Override
            public void text(String value) {
                writer.text(value);
            }

            @Override
            public void date(long epochDay) {
                writer.date(epochDay);
            }

            @Override
            public void timestamp(long epochSecond) {
                writer.timestamp(epochSecond);
            }

            @Override
            public void endRow() throws SQLException {
                writer.endRow();
            }
        };
    }

    /** Any other database: bound to the table's INSERT and batched. */
    static CcRowSink batch(JdbcBatch batch) {
        return new CcRowSink() {
            @Override
            public void beginRow(int columns) {
                batch.beginRow();
            }

            @Override
            public void id(long value) throws SQLException {
                batch.integer(value);
            }

            @Override
            public void integer(int value) throws SQLException {
                batch.integer(value);
            }

            @Override
            public void decimal2(long hundredths) throws SQLException {
                batch.decimal2(hundredths);
            }

            @Override
            public void text(String value) throws SQLException {
                batch.text(value);
            }

            @Override
            public void date(long epochDay) throws SQLException {
                batch.statement().setObject(batch.next(), LocalDate.ofEpochDay(epochDay));
            }

            @Override
            public void timestamp(long epochSecond) throws SQLException {
                batch.statement().setObject(batch.next(), dateTime(epochSecond));
            }

            @Override
            public void endRow() throws SQLException {
                batch.endRow();
            }
        };
    }

    /** A transaction's own INSERT, executed once per row (the engine caches the statement). */
    static CcRowSink statement(PreparedStatement insert) {
        return new CcRowSink() {
            private int column;

            @Override
            public void beginRow(int columns) {
                column = 0;
            }

            @Override
            public void id(long value) throws SQLException {
                insert.setLong(++column, value);
            }

            @Override
            public void integer(int value) throws SQLException {
                insert.setInt(++column, value);
            }

            @Override
            public void decimal2(long hundredths) throws SQLException {
                insert.setBigDecimal(++column, java.math.BigDecimal.valueOf(hundredths, 2));
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
                insert.setObject(++column, dateTime(epochSecond));
            }

            @Override
            public void endRow() throws SQLException {
                insert.executeUpdate();
            }
        };
    }

    private static LocalDateTime dateTime(long epochSecond) {
        return LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC);
    }
}
