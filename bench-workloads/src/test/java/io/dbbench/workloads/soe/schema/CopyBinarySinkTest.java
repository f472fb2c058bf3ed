package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.workloads.bulk.CopyBinarySink;
import io.dbbench.workloads.bulk.CopyBinaryWriter;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CopyBinarySinkTest {
    private static ByteBuffer run(SoeTable table, Row row) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Long> rows = new ArrayList<>();
        CopyBinaryWriter writer = new CopyBinaryWriter((b, n) -> bytes.write(b, 0, n), rows::add);
        CopyBinarySink sink = new CopyBinarySink(table.bulk(), writer);
        writer.header();
        sink.beginRow();
        row.write(sink);
        sink.endRow();
        writer.trailer();
        assertEquals(List.of(1L), rows);
        return ByteBuffer.wrap(bytes.toByteArray());
    }

    @FunctionalInterface
    interface Row {
        void write(CopyBinarySink sink) throws Exception;
    }

    @Test
    void writesHeaderIntegersInTheirColumnWidthTextAndTrailer() throws Exception {
        ByteBuffer b = run(SoeTable.WAREHOUSES, s -> {
            s.integer(7);
            s.text("Dépôt");
            s.integer(1234);
        });
        byte[] signature = new byte[11];
        b.get(signature);
        assertArrayEquals(new byte[] {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0}, signature);
        assertEquals(0, b.getInt());
        assertEquals(0, b.getInt());
        assertEquals(3, b.getShort());
        assertEquals(4, b.getInt()); // warehouse_id integer
        assertEquals(7, b.getInt());
        assertEquals(7, b.getInt()); // UTF-8 bytes of Dépôt
        b.position(b.position() + 7);
        assertEquals(2, b.getInt()); // location_id smallint
        assertEquals(1234, b.getShort());
        assertEquals(-1, b.getShort());
        assertEquals(0, b.remaining());
    }

    @Test
    void encodesNumericsAsBase10000DigitsWithScaleTwo() throws Exception {
        assertNumeric(12_305, 0, 0, 123, 500); // 123.05
        assertNumeric(5, 0, -1, 500); // 0.05
        assertNumeric(0, 0, 0); // 0
        assertNumeric(1_000_000, 0, 1, 1); // 10000.00: trailing zero digits dropped
        assertNumeric(12_345_678_901L, 0, 2, 1, 2345, 6789, 100); // 123456789.01
        assertNumeric(-250, 0x4000, 0, 2, 5000); // -2.50
    }

    private static void assertNumeric(long cents, int sign, int weight, int... digits) throws Exception {
        ByteBuffer b = run(SoeTable.WAREHOUSES, s -> {
            s.integer(1);
            s.decimal2(cents);
            s.integer(1);
        });
        b.position(11 + 8 + 2 + 8);
        assertEquals(8 + 2 * digits.length, b.getInt());
        assertEquals(digits.length, b.getShort());
        assertEquals(weight, b.getShort());
        assertEquals(sign, b.getShort() & 0xFFFF);
        assertEquals(2, b.getShort());
        for (int d : digits) assertEquals(d, b.getShort(), "digits of " + cents);
    }

    @Test
    void encodesTimestampsFrom2000AndIntervalsAsMonthsAndNulls() throws Exception {
        ByteBuffer b = run(SoeTable.LOGON, s -> {
            s.integer(1);
            s.nullValue();
            s.timestamp(CopyBinaryWriter.POSTGRES_EPOCH_SECOND + 90);
        });
        b.position(11 + 8 + 2 + 12);
        assertEquals(-1, b.getInt());
        assertEquals(8, b.getInt());
        assertEquals(90_000_000L, b.getLong());
    }
}
