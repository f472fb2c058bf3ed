package io.dbbench.workloads.bulk;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Rows in PostgreSQL's binary COPY format, buffered and handed to the output in blocks of about
 * {@link #FLUSH_BYTES} (memory stays bounded whatever the table's size). Binary saves the server the text
 * parsing of numbers and dates, about a third of its COPY time on the big tables. Each value is written in
 * its column type's wire form: integers in the column's exact width, numerics in base-10000 digits,
 * timestamps as microseconds and dates as days since 2000-01-01. {@link #header()} starts a stream,
 * {@link #trailer()} ends it; a workload's sink maps its value kinds onto these.
 */
public final class CopyBinaryWriter {
    public static final int FLUSH_BYTES = 256 * 1024;
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};
    /** 2000-01-01T00:00:00Z, PostgreSQL's timestamp epoch, in Unix seconds. */
    public static final long POSTGRES_EPOCH_SECOND = 946_684_800L;
    /** 2000-01-01, PostgreSQL's date epoch, in days since 1970-01-01. */
    public static final long POSTGRES_EPOCH_DAY = 10_957L;

    private static final short NUMERIC_POSITIVE = 0x0000;
    private static final short NUMERIC_NEGATIVE = 0x4000;
    private static final byte JSONB_VERSION = 1;

    private final CopyOutput output;
    private final LongConsumer rowsFlushed;
    /** Base-10000 digits of one numeric, reused: no allocation per value (a long has at most 5, plus the cents). */
    private final short[] digits = new short[8];

    private byte[] buffer = new byte[FLUSH_BYTES + 8192];
    private int length;
    private long rowsBuffered;

    /** @param rowsFlushed told how many rows each block held, after it was written */
    public CopyBinaryWriter(CopyOutput output, LongConsumer rowsFlushed) {
        this.output = output;
        this.rowsFlushed = rowsFlushed;
    }

    /** The stream header: signature, no flags, no extension. */
    public void header() {
        ensure(SIGNATURE.length + 8);
        System.arraycopy(SIGNATURE, 0, buffer, length, SIGNATURE.length);
        length += SIGNATURE.length;
        putInt(0);
        putInt(0);
    }

    /** The end-of-data marker; flushes. */
    public void trailer() throws SQLException {
        ensure(2);
        putShort((short) -1);
        flush();
    }

    /** A row of {@code columns} values follows. */
    public void beginRow(short columns) {
        ensure(2);
        putShort(columns);
    }

    /** A smallint (int2). */
    public void int2(short value) {
        ensure(6);
        putInt(2);
        putShort(value);
    }

    /** An integer (int4). */
    public void int4(int value) {
        ensure(8);
        putInt(4);
        putInt(value);
    }

    /** A bigint (int8). */
    public void int8(long value) {
        ensure(12);
        putInt(8);
        putLong(value);
    }

    /** A numeric with two decimals, given in hundredths: 12345 is 123.45. */
    public void numeric2(long hundredths) {
        short sign = hundredths < 0 ? NUMERIC_NEGATIVE : NUMERIC_POSITIVE;
        long abs = Math.abs(hundredths);
        long units = abs / 100;
        int fraction = (int) (abs % 100) * 100; // .05 is the base-10000 digit 0500
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
        ensure(12 + 2 * count);
        putInt(8 + 2 * count);
        putShort((short) count);
        putShort((short) weight);
        putShort(sign);
        putShort((short) 2);
        for (int i = 0; i < count; i++) putShort(digits[i]);
    }

    /** Text, as its UTF-8 bytes (ASCII, the common case, copied without an encoder). */
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

    /**
     * A jsonb value from its JSON text: jsonb's binary wire form is a version byte (1) followed by the text,
     * which the server parses as it would a text COPY's. ASCII text only (the generators make no other).
     */
    public void jsonb(String json) {
        int n = json.length();
        ensure(5 + n);
        putInt(n + 1);
        buffer[length++] = JSONB_VERSION;
        for (int i = 0; i < n; i++) {
            char c = json.charAt(i);
            if (c >= 0x80) throw new IllegalArgumentException("jsonb text must be ASCII, found U+" + (int) c);
            buffer[length++] = (byte) c;
        }
    }

    /** A date, given as days since 1970-01-01. */
    public void date(long epochDay) {
        int4((int) (epochDay - POSTGRES_EPOCH_DAY));
    }

    /** A timestamp (with or without time zone: the same wire form), given as seconds since 1970-01-01T00:00Z. */
    public void timestamp(long epochSecond) {
        int8((epochSecond - POSTGRES_EPOCH_SECOND) * 1_000_000L);
    }

    /** An interval of whole months. */
    public void intervalMonths(int months) {
        ensure(20);
        putInt(16);
        putLong(0); // microseconds
        putInt(0); // days
        putInt(months);
    }

    public void nullValue() {
        ensure(4);
        putInt(-1);
    }

    /** Ends a row; hands the buffer on once it holds {@link #FLUSH_BYTES}. */
    public void endRow() throws SQLException {
        rowsBuffered++;
        if (length >= FLUSH_BYTES) flush();
    }

    public void flush() throws SQLException {
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
