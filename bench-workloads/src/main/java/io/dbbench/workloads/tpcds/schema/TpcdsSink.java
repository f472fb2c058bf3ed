package io.dbbench.workloads.tpcds.schema;

import java.sql.SQLException;

/**
 * Where generated rows go, one value at a time in column order ({@link TpcdsTable#columns()}), so no row
 * objects are built and no table is held in memory: a binary COPY stream, a JDBC batch, a test recorder.
 */
public interface TpcdsSink {
    void beginRow() throws SQLException;

    void integer(long value) throws SQLException;

    /** A DECIMAL(p,2) given in hundredths: 12345 is 123.45. */
    void decimal2(long hundredths) throws SQLException;

    void text(String value) throws SQLException;

    /** A DATE, as days since 1970-01-01. */
    void date(long epochDay) throws SQLException;

    void nullValue() throws SQLException;

    void endRow() throws SQLException;
}
