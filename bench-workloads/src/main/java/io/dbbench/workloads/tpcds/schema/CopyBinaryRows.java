package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.CopyBinaryWriter;
import java.sql.SQLException;

/**
 * TPC-DS-like rows in PostgreSQL's binary COPY format ({@link CopyBinaryWriter}): every INTEGER goes out as
 * int4, DECIMAL(p,2) as numeric, DATE as a date.
 */
final class CopyBinaryRows implements TpcdsSink {
    private final CopyBinaryWriter writer;
    private final short columns;

    CopyBinaryRows(TpcdsTable table, CopyBinaryWriter writer) {
        this.columns = (short) table.columns().size();
        this.writer = writer;
    }

    @Override
    public void beginRow() {
        writer.beginRow(columns);
    }

    @Override
    public void integer(long value) {
        writer.int4(Math.toIntExact(value));
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
    public void nullValue() {
        writer.nullValue();
    }

    @Override
    public void endRow() throws SQLException {
        writer.endRow();
    }
}
