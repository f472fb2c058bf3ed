package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CopyTextSinkTest {
    @Test
    void writesCopyTextWithEscapesNullsDecimalsAndDates() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Long> flushed = new ArrayList<>();
        CopyTextSink sink = new CopyTextSink((b, n) -> bytes.write(b, 0, n), flushed::add);
        sink.beginRow();
        sink.integer(-7);
        sink.decimal2(12_305);
        sink.decimal2(-5);
        sink.text("a\tb\\c\nd");
        sink.nullValue();
        sink.timestamp(SoeDates.LOAD_END_EPOCH_SECOND);
        sink.timestampTz(0);
        sink.yearMonths(18);
        sink.text("Zoë");
        sink.endRow();
        sink.flush();
        assertEquals(
                "-7\t123.05\t-0.05\ta\\tb\\\\c\\nd\t\\N\t2026-01-01 00:00:00\t1970-01-01 00:00:00+00\t18 mons\tZoë\n",
                bytes.toString(StandardCharsets.UTF_8));
        assertEquals(List.of(1L), flushed);
    }

    @Test
    void flushesInBlocksAndCountsRowsPerBlock() throws Exception {
        List<Integer> blockSizes = new ArrayList<>();
        List<Long> rows = new ArrayList<>();
        CopyTextSink sink = new CopyTextSink((b, n) -> blockSizes.add(n), rows::add);
        for (int i = 0; i < 100_000; i++) {
            sink.beginRow();
            sink.text("0123456789");
            sink.endRow();
        }
        sink.flush();
        assertTrue(blockSizes.size() > 1);
        assertTrue(blockSizes.stream().allMatch(n -> n <= CopyTextSink.FLUSH_CHARS + 100));
        assertEquals(100_000L, rows.stream().mapToLong(Long::longValue).sum());
    }
}
