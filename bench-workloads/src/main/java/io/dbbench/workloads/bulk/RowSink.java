package io.dbbench.workloads.bulk;

import java.sql.SQLException;

/**
 * Where generated rows go, one value at a time in the column order of their {@link BulkTable}, so no row
 * objects are built and no table is held in memory: PostgreSQL's binary COPY ({@link CopyBinarySink}), a
 * JDBC batch or statement ({@link JdbcRowSink}), a test's recorder. The sink knows each column's type, so
 * an integer goes out in its column's width.
 */
public interface RowSink {
    /** Writes some rows (a chunk of a table) to a sink. */
    @FunctionalInterface
    interface Rows {
        void writeTo(RowSink sink) throws SQLException;
    }

    void beginRow() throws SQLException;

    void integer(long value) throws SQLException;

    /** A number with two decimals, given in hundredths: 12345 is 123.45. */
    void decimal2(long hundredths) throws SQLException;

    void text(String value) throws SQLException;

    /** A date, as days since 1970-01-01. */
    void date(long epochDay) throws SQLException;

    /** A date with a time of day, no zone: seconds since 1970-01-01T00:00 (UTC wall time). */
    void timestamp(long epochSecond) throws SQLException;

    /** An instant: seconds since 1970-01-01T00:00Z. */
    void timestampTz(long epochSecond) throws SQLException;

    /** An INTERVAL YEAR TO MONTH of this many months. */
    void yearMonths(int months) throws SQLException;

    /** A JSON document's text (ASCII). */
    void json(String document) throws SQLException;

    void nullValue() throws SQLException;

    void endRow() throws SQLException;
}
