package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.CopyBinaryWriter;
import java.util.List;

/**
 * Order Entry rows in PostgreSQL's binary COPY format ({@link CopyBinaryWriter}): integers go out in the
 * exact width of their column's type ({@link SoeTable.Column#integerBytes()}), date-times as timestamps,
 * year-month intervals as intervals of months.
 */
final class CopyBinarySink implements RowSink {
    private final CopyBinaryWriter writer;
    private final List<SoeTable.Column> columns;
    private final short columnCount;
    private int column;

    CopyBinarySink(SoeTable table, CopyBinaryWriter writer) {
        this.columns = table.columns();
        this.columnCount = (short) columns.size();
        this.writer = writer;
    }

    @Override
    public void beginRow() {
        column = 0;
        writer.beginRow(columnCount);
    }

    @Override
    public void integer(long value) {
        switch (columns.get(column++).integerBytes()) {
            case 2 -> writer.int2((short) value);
            case 4 -> writer.int4((int) value);
            default -> writer.int8(value);
        }
    }

    @Override
    public void decimal2(long hundredths) {
        column++;
        writer.numeric2(hundredths);
    }

    @Override
    public void text(String value) {
        column++;
        writer.text(value);
    }

    @Override
    public void dateTime(long epochSecond) {
        column++;
        writer.timestamp(epochSecond);
    }

    @Override
    public void timestampTz(long epochSecond) {
        column++;
        writer.timestamp(epochSecond);
    }

    @Override
    public void yearMonths(int months) {
        column++;
        writer.intervalMonths(months);
    }

    @Override
    public void nullValue() {
        column++;
        writer.nullValue();
    }

    @Override
    public void endRow() throws java.sql.SQLException {
        writer.endRow();
    }
}
