package io.dbbench.workloads.soe.schema;

import java.sql.SQLException;

/**
 * Where generated rows go, one value at a time in column order ({@link SoeTable#columns()}), so no row
 * objects are built and no table is ever held in memory: a COPY text stream, a JDBC batch, a test recorder.
 */
interface RowSink {
    void beginRow() throws SQLException;

    void integer(long value) throws SQLException;

    /** A number with two decimals, given in hundredths: 12345 is 123.45. */
    void decimal2(long hundredths) throws SQLException;

    void text(String value) throws SQLException;

    /** A date with a time of day (seconds since 1970-01-01T00:00, no zone). */
    void dateTime(long epochSecond) throws SQLException;

    /** An instant (seconds since 1970-01-01T00:00Z). */
    void timestampTz(long epochSecond) throws SQLException;

    /** An INTERVAL YEAR TO MONTH of this many months. */
    void yearMonths(int months) throws SQLException;

    void nullValue() throws SQLException;

    void endRow() throws SQLException;
}
