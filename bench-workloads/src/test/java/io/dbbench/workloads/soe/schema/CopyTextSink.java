package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.LongConsumer;

/**
 * Rows in PostgreSQL's COPY text format (tab-separated, {@code \N} for NULL, backslash escapes), buffered
 * and handed to the output in blocks of about {@link #FLUSH_CHARS} characters: a readable record of
 * generated chunks for the tests (the loader itself sends binary COPY).
 */
final class CopyTextSink implements RowSink {
    static final int FLUSH_CHARS = 256 * 1024;
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss");

    /** Takes one block of encoded rows. */
    @FunctionalInterface
    interface Output {
        void write(byte[] bytes, int length) throws SQLException;
    }

    private final StringBuilder buffer = new StringBuilder(FLUSH_CHARS + 4096);
    private final Output output;
    private final LongConsumer rowsFlushed;
    private boolean firstColumn;
    private long rowsBuffered;

    /** @param rowsFlushed told how many rows each block held, after it was written */
    CopyTextSink(Output output, LongConsumer rowsFlushed) {
        this.output = output;
        this.rowsFlushed = rowsFlushed;
    }

    @Override
    public void beginRow() {
        firstColumn = true;
    }

    private StringBuilder column() {
        if (!firstColumn) buffer.append('\t');
        firstColumn = false;
        return buffer;
    }

    @Override
    public void integer(long value) {
        column().append(value);
    }

    @Override
    public void decimal2(long hundredths) {
        StringBuilder out = column();
        if (hundredths < 0) {
            out.append('-');
            hundredths = -hundredths;
        }
        long cents = hundredths % 100;
        out.append(hundredths / 100)
                .append('.')
                .append((char) ('0' + cents / 10))
                .append((char) ('0' + cents % 10));
    }

    @Override
    public void text(String value) {
        StringBuilder out = column();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
    }

    @Override
    public void timestamp(long epochSecond) {
        column().append(DATE_TIME.format(LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC)));
    }

    @Override
    public void timestampTz(long epochSecond) {
        timestamp(epochSecond);
        buffer.append("+00");
    }

    @Override
    public void yearMonths(int months) {
        column().append(months).append(" mons");
    }

    @Override
    public void date(long epochDay) {
        column().append(java.time.LocalDate.ofEpochDay(epochDay));
    }

    @Override
    public void json(String document) {
        text(document);
    }

    @Override
    public void nullValue() {
        column().append("\\N");
    }

    @Override
    public void endRow() throws SQLException {
        buffer.append('\n');
        rowsBuffered++;
        if (buffer.length() >= FLUSH_CHARS) flush();
    }

    /** Writes what is buffered. */
    void flush() throws SQLException {
        if (buffer.isEmpty()) return;
        byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
        output.write(bytes, bytes.length);
        buffer.setLength(0);
        long rows = rowsBuffered;
        rowsBuffered = 0;
        rowsFlushed.accept(rows);
    }
}
