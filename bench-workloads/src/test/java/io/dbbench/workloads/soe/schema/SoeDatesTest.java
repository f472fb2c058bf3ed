package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.Test;

class SoeDatesTest {
    @Test
    void formatsLikeJavaTime() {
        DateTimeFormatter f = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss");
        RowRandom r = new RowRandom().reseed(1, 2, 3);
        long[] fixed = {0, SoeDates.LOAD_END_EPOCH_SECOND, 951_782_400L /* 2000-02-29 */, -86_400L, 4_107_542_399L};
        for (long s : fixed) check(f, s);
        for (int i = 0; i < 10_000; i++) check(f, -2_000_000_000L + r.nextLong(6_000_000_000L));
    }

    private static void check(DateTimeFormatter f, long epochSecond) {
        StringBuilder out = new StringBuilder();
        SoeDates.appendDateTime(out, epochSecond);
        assertEquals(f.format(LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC)), out.toString());
    }
}
