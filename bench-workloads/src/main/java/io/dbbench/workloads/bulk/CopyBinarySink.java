package io.dbbench.workloads.bulk;

import java.sql.SQLException;

/**
 * Rows in PostgreSQL's binary COPY format ({@link CopyBinaryWriter}): integers go out in the exact width
 * of their column's type, two-decimal numbers as numeric, timestamps (with or without zone) as
 * microseconds, year-month intervals as intervals of months, JSON as jsonb.
 */
public final class CopyBinarySink implements RowSink {
    private final CopyBinaryWriter writer;
    /** Bytes of each column's integer type (2, 4 or 8; 8, never read, for other columns): an int switch per value. */
    private final byte[] integerBytes;

    private final short columnCount;
    private int column;

    public CopyBinarySink(BulkTable table, CopyBinaryWriter writer) {
        this.columnCount = (short) table.types().size();
        this.integerBytes = new byte[columnCount];
        for (int i = 0; i < columnCount; i++) {
            integerBytes[i] = switch (table.types().get(i)) {
                case SMALLINT -> 2;
                case INTEGER -> 4;
                default -> 8;
            };
        }
        this.writer = writer;
    }

    @Override
    public void beginRow() {
        column = 0;
        writer.beginRow(columnCount);
    }

    @Override
    public void integer(long value) {
        switch (integerBytes[column++]) {
            case 2 -> writer.int2((short) value);
            case 4 -> writer.int4(Math.toIntExact(value));
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
    public void date(long epochDay) {
        column++;
        writer.date(epochDay);
    }

    @Override
    public void timestamp(long epochSecond) {
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
    public void json(String document) {
        column++;
        writer.jsonb(document);
    }

    @Override
    public void nullValue() {
        column++;
        writer.nullValue();
    }

    @Override
    public void endRow() throws SQLException {
        writer.endRow();
    }
}
