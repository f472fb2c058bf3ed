package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LioScheduleTest {
    @Test
    void everyBlockOf100HoldsExactlyThePercentages() {
        for (int update : new int[] {0, 1, 37, 51, 99, 100}) {
            int scan = Math.min(7, 100 - update);
            LioSchedule schedule = new LioSchedule(update, scan, new Random(update));
            for (int block = 0; block < 5; block++) {
                Map<LioOperation, Integer> counts = new EnumMap<>(LioOperation.class);
                for (int i = 0; i < 100; i++) counts.merge(schedule.next(), 1, Integer::sum);
                assertEquals(update, counts.getOrDefault(LioOperation.UPDATE, 0), "update% " + update);
                assertEquals(scan, counts.getOrDefault(LioOperation.SCAN, 0));
                assertEquals(100 - update - scan, counts.getOrDefault(LioOperation.SELECT, 0));
            }
        }
    }

    @Test
    void restartBeginsAFreshBlockSoAWindowOf100IsExact() {
        LioSchedule schedule = new LioSchedule(30, 0, new Random(3));
        for (int i = 0; i < 57; i++) schedule.next();
        schedule.restart();
        int updates = 0;
        for (int i = 0; i < 100; i++) if (schedule.next() == LioOperation.UPDATE) updates++;
        assertEquals(30, updates);
    }

    @Test
    void orderIsShuffledWithinBlocks() {
        LioSchedule schedule = new LioSchedule(50, 0, new Random(1));
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100; i++) a.append(schedule.next().ordinal());
        for (int i = 0; i < 100; i++) b.append(schedule.next().ordinal());
        assertNotEquals(a.toString(), b.toString());
    }

    @Test
    void percentagesAboveHundredAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new LioSchedule(60, 50, new Random()));
    }
}
