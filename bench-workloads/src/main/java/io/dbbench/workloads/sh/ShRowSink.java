package io.dbbench.workloads.sh;

import io.dbbench.workloads.bulk.CopyBinaryWriter;
import io.dbbench.workloads.bulk.JdbcBatch;
import java.sql.SQLException;
import java.time.LocalDate;

/**
 * Where generated rows go: PostgreSQL's binary COPY stream or a JDBC batch insert. The value kinds are the
 * schema's: integers (INTEGER), dates (DATE), two-decimal numbers (DECIMAL/NUMBER(n,2)) and text.
 */
interface ShRowSink {
    void beginRow(int columns);

    void integer(int value) throws SQLException;

    /** A date, as days since 1970-01-01. */
    void date(long epochDay) throws SQLException;

    /** A number with two decimals, in hundredths: 12345 is 123.45. */
    void decimal2(long hundredths) throws SQLException;

    void text(String value) throws SQLException;

    void endRow() throws SQLException;

    /** PostgreSQL: values in their binary wire form. */
    static ShRowSink copy(CopyBinaryWriter writer) {
        return new ShRowSink() {
            @Override
            public void beginRow(int columns) {
                writer.beginRow((short) columns);
            }

            @Override
            public void integer(int value) {
                writer.int4(value);
            }

            @Override
            public void date(long epochDay) {
                writer.date(epochDay);
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
            public void endRow() throws SQLException {
                writer.endRow();
            }
        };
    }

    /** Any other database: bound to the table's INSERT, dates as {@link LocalDate} (JDBC 4.2). */
    static ShRowSink batch(JdbcBatch batch) {
        return new ShRowSink() {
            @Override
            public void beginRow(int columns) {
                batch.beginRow();
            }

            @Override
            public void integer(int value) throws SQLException {
                batch.integer(value);
            }

            @Override
            public void date(long epochDay) throws SQLException {
                batch.statement().setObject(batch.next(), LocalDate.ofEpochDay(epochDay));
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
            public void endRow() throws SQLException {
                batch.endRow();
            }
        };
    }
}
