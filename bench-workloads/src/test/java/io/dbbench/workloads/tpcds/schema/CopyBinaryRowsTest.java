package io.dbbench.workloads.tpcds.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.workloads.bulk.CopyBinarySink;
import io.dbbench.workloads.bulk.CopyBinaryWriter;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The binary COPY encodings PostgreSQL expects for our column types. */
class CopyBinaryRowsTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final long[] rowsFlushed = {0};
    private final CopyBinaryWriter writer =
            new CopyBinaryWriter((b, n) -> bytes.write(b, 0, n), n -> rowsFlushed[0] += n);
    private final CopyBinarySink sink = new CopyBinarySink(TpcdsTable.INCOME_BAND.bulk(), writer);

    private ByteBuffer written() throws SQLException {
        writer.flush();
        return ByteBuffer.wrap(bytes.toByteArray());
    }

    @Test
    void decimalsAreBase10000DigitsWithWeightAndSign() throws SQLException {
        sink.decimal2(12_345); // 123.45: digits 123, 4500; weight 0
        sink.decimal2(0);
        sink.decimal2(-5); // -0.05: digit 500, weight -1, negative
        sink.decimal2(10_000_00); // 10000.00: digit 1, weight 1, no trailing zero digits
        ByteBuffer b = written();
        assertEquals(12, b.getInt());
        assertEquals(2, b.getShort());
        assertEquals(0, b.getShort());
        assertEquals(0, b.getShort());
        assertEquals(2, b.getShort());
        assertEquals(123, b.getShort());
        assertEquals(4500, b.getShort());
        assertEquals(8, b.getInt());
        assertEquals(0, b.getShort());
        b.position(b.position() + 6);
        assertEquals(10, b.getInt());
        assertEquals(1, b.getShort());
        assertEquals(-1, b.getShort());
        assertEquals(0x4000, b.getShort());
        assertEquals(2, b.getShort());
        assertEquals(500, b.getShort());
        assertEquals(10, b.getInt());
        assertEquals(1, b.getShort());
        assertEquals(1, b.getShort());
        assertEquals(0, b.getShort());
        assertEquals(2, b.getShort());
        assertEquals(1, b.getShort());
    }

    @Test
    void datesAreDaysSince2000AndIntegersInt4() throws SQLException {
        sink.date(LocalDate.of(2000, 1, 1).toEpochDay());
        sink.date(LocalDate.of(1998, 1, 1).toEpochDay());
        sink.integer(2_450_815);
        sink.nullValue();
        ByteBuffer b = written();
        assertEquals(4, b.getInt());
        assertEquals(0, b.getInt());
        assertEquals(4, b.getInt());
        assertEquals(-730, b.getInt());
        assertEquals(4, b.getInt());
        assertEquals(2_450_815, b.getInt());
        assertEquals(-1, b.getInt());
    }

    @Test
    void rowsAreCountedWhenFlushed() throws SQLException {
        writer.header();
        for (int i = 0; i < 3; i++) {
            sink.beginRow();
            sink.integer(i);
            sink.integer(0);
            sink.integer(1);
            sink.endRow();
        }
        assertEquals(0, rowsFlushed[0]);
        writer.trailer();
        assertEquals(3, rowsFlushed[0]);
        ByteBuffer b = ByteBuffer.wrap(bytes.toByteArray());
        b.position(19);
        assertEquals(3, b.getShort()); // the column count of income_band
    }
}
