package io.dbbench.workloads.soe.schema;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Rows in PostgreSQL's binary COPY format, buffered and handed to the output in blocks of about
 * {@link #FLUSH_BYTES}. Binary saves the server the text parsing of numbers and timestamps, about a third
 * of its COPY time on the big tables. Integers go out in the exact width of their column's type
 * ({@link SoeTable.Column#integerBytes()}), numerics in base-10000 digits, timestamps as microseconds
 * since 2000-01-01. {@link #header()} starts a stream, {@link #trailer()} ends it.
 */
final class CopyBinarySink implements RowSink {
    static final int FLUSH_BYTES = 256 * 1024;
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};
    /** 2000-01-01T00:00:00Z, PostgreSQL's timestamp epoch, in Unix seconds. */
    static final long POSTGRES_EPOCH_SECOND = 946_684_800L;

    private static final short NUMERIC_POSITIVE = 0x0000;
    private static final short NUMERIC_NEGATIVE = 0x4000;

    private final CopyTextSink.Output output;
    private final LongConsumer rowsFlushed;
    private final List<SoeTable.Column> columns;
    private byte[] buffer = new byte[FLUSH_BYTES + 8192];
    private int length;
    private int column;
    private long rowsBuffered;

    CopyBinarySink(SoeTable table, CopyTextSink.Output output, LongConsumer rowsFlushed) {
        this.columns = table.columns();
        this.output = output;
        this.rowsFlushed = rowsFlushed;
    }

    /** The stream header: signature, no flags, no extension. */
    void header() {
        ensure(SIGNATURE.length + 8);
        System.arraycopy(SIGNATURE, 0, buffer, length, SIGNATURE.length);
        length += SIGNATURE.length;
        putInt(0);
        putInt(0);
    }

    /** The end-of-data marker; flushes. */
    void trailer() throws SQLException {
        ensure(2);
        putShort((short) -1);
        flush();
    }

    @Override
    public void beginRow() {
        column = 0;
        ensure(2);
        putShort((short) columns.size());
    }

    @Override
    public void integer(long value) {
        int bytes = columns.get(column++).integerBytes();
        ensure(4 + bytes);
        putInt(bytes);
        switch (bytes) {
            case 2 -> putShort((short) value);
            case 4 -> putInt((int) value);
            default -> putLong(value);
        }
    }

    @Override
    public void decimal2(long hundredths) {
        column++;
        short sign = hundredths < 0 ? NUMERIC_NEGATIVE : NUMERIC_POSITIVE;
        long units = Math.abs(hundredths) / 100;
        int fraction = (int) (Math.abs(hundredths) % 100) * 100; // .05 is the base-10000 digit 0500
        short[] digits = new short[6];
        int count = 0;
        for (long rest = units; rest > 0; rest /= 10_000) digits[count++] = (short) (rest % 10_000);
        int weight = count - 1;
        // most significant first
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            short t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
        if (fraction != 0) {
            if (count == 0) weight = -1;
            digits[count++] = (short) fraction;
        } else {
            while (count > 0 && digits[count - 1] == 0) count--; // PostgreSQL keeps no trailing zero digits
        }
        if (count == 0) {
            weight = 0;
            sign = NUMERIC_POSITIVE;
        }
        ensure(4 + 8 + 2 * count);
        putInt(8 + 2 * count);
        putShort((short) count);
        putShort((short) weight);
        putShort(sign);
        putShort((short) 2);
        for (int i = 0; i < count; i++) putShort(digits[i]);
    }

    @Override
    public void text(String value) {
        column++;
        int n = value.length();
        boolean ascii = true;
        for (int i = 0; i < n && ascii; i++) ascii = value.charAt(i) < 0x80;
        if (ascii) {
            ensure(4 + n);
            putInt(n);
            for (int i = 0; i < n; i++) buffer[length++] = (byte) value.charAt(i);
        } else {
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            ensure(4 + bytes.length);
            putInt(bytes.length);
            System.arraycopy(bytes, 0, buffer, length, bytes.length);
            length += bytes.length;
        }
    }

    @Override
    public void dateTime(long epochSecond) {
        timestamp(epochSecond);
    }

    @Override
    public void timestampTz(long epochSecond) {
        timestamp(epochSecond);
    }

    private void timestamp(long epochSecond) {
        column++;
        ensure(12);
        putInt(8);
        putLong((epochSecond - POSTGRES_EPOCH_SECOND) * 1_000_000L);
    }

    @Override
    public void yearMonths(int months) {
        column++;
        ensure(20);
        putInt(16);
        putLong(0); // microseconds
        putInt(0); // days
        putInt(months);
    }

    @Override
    public void nullValue() {
        column++;
        ensure(4);
        putInt(-1);
    }

    @Override
    public void endRow() throws SQLException {
        rowsBuffered++;
        if (length >= FLUSH_BYTES) flush();
    }

    void flush() throws SQLException {
        if (length == 0) return;
        output.write(buffer, length);
        length = 0;
        long rows = rowsBuffered;
        rowsBuffered = 0;
        if (rows > 0) rowsFlushed.accept(rows);
    }

    private void ensure(int more) {
        if (length + more > buffer.length) buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
    }

    private void putShort(short v) {
        buffer[length++] = (byte) (v >> 8);
        buffer[length++] = (byte) v;
    }

    private void putInt(int v) {
        buffer[length++] = (byte) (v >> 24);
        buffer[length++] = (byte) (v >> 16);
        buffer[length++] = (byte) (v >> 8);
        buffer[length++] = (byte) v;
    }

    private void putLong(long v) {
        putInt((int) (v >> 32));
        putInt((int) v);
    }
}
