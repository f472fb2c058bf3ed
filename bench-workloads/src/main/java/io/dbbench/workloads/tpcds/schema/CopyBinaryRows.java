package io.dbbench.workloads.tpcds.schema;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Rows in PostgreSQL's binary COPY format, buffered and handed on in blocks of about {@link #FLUSH_BYTES}
 * (so memory stays bounded whatever the table's size). Every INTEGER goes out as int4, DECIMAL(p,2) in
 * base-10000 digits, DATE as days since 2000-01-01, text as its UTF-8 bytes.
 */
final class CopyBinaryRows implements TpcdsSink {
    static final int FLUSH_BYTES = 256 * 1024;
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};
    /** 2000-01-01, PostgreSQL's date epoch, in days since 1970-01-01. */
    static final long POSTGRES_EPOCH_DAY = 10_957L;

    /** Where full blocks go: the COPY stream. */
    @FunctionalInterface
    interface Output {
        void write(byte[] bytes, int length) throws SQLException;
    }

    private final Output output;
    private final LongConsumer rowsFlushed;
    private final short columns;
    private final short[] digits = new short[8];
    private byte[] buffer = new byte[FLUSH_BYTES + 8192];
    private int length;
    private long rowsBuffered;

    CopyBinaryRows(TpcdsTable table, Output output, LongConsumer rowsFlushed) {
        this.columns = (short) table.columns().size();
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
        ensure(2);
        putShort(columns);
    }

    @Override
    public void integer(long value) {
        ensure(8);
        putInt(4);
        putInt(Math.toIntExact(value));
    }

    @Override
    public void decimal2(long hundredths) {
        short sign = hundredths < 0 ? (short) 0x4000 : 0;
        long abs = Math.abs(hundredths);
        long units = abs / 100;
        int fraction = (int) (abs % 100) * 100; // .05 is the base-10000 digit 0500
        // base-10000 digits of the units, least significant first, in a reused array: no allocation per value
        int count = 0;
        for (long rest = units; rest > 0; rest /= 10_000) digits[count++] = (short) (rest % 10_000);
        int weight = count - 1;
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
            sign = 0;
        }
        ensure(12 + 2 * count);
        putInt(8 + 2 * count);
        putShort((short) count);
        putShort((short) weight);
        putShort(sign);
        putShort((short) 2);
        for (int i = 0; i < count; i++) putShort(digits[i]);
    }

    @Override
    public void text(String value) {
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
    public void date(long epochDay) {
        ensure(8);
        putInt(4);
        putInt((int) (epochDay - POSTGRES_EPOCH_DAY));
    }

    @Override
    public void nullValue() {
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
}
