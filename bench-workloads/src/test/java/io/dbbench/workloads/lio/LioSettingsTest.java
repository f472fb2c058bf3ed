package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LioSettingsTest {
    @Test
    void rangesStayInsideTheTableAndTheHotSpot() {
        LioSettings s = new LioSettings(64, 0, 0, UpdateMode.LITE, 4, 1000, 200, 0, 0, 1);
        Random random = new Random(9);
        long minPlain = Long.MAX_VALUE;
        long maxPlain = 0;
        for (long op = 1; op <= 200_000; op++) {
            long b = LioSession.highKey(s, 10_000, op, random);
            if (op % 4 == 0) {
                // keys b-63 .. b-1 inside the hot spot 1001..1200
                assertTrue(b - 63 >= 1001 && b - 1 <= 1200, "hot spot range ends at " + b);
            } else {
                minPlain = Math.min(minPlain, b);
                maxPlain = Math.max(maxPlain, b);
            }
        }
        // b in [WORK_UNIT + 1, SCALE - WORK_UNIT], both ends reached
        assertEquals(65, minPlain);
        assertEquals(10_000 - 64, maxPlain);
    }

    @Test
    void badSettingsAreRefusedWithTheValue() {
        assertEquals(
                "work unit must be between 3 and 1024, was 2",
                assertThrows(IllegalArgumentException.class, () -> LioSettings.readOnly(2))
                        .getMessage());
        assertThrows(
                IllegalArgumentException.class, () -> new LioSettings(8, 60, 41, UpdateMode.LITE, 0, 0, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new LioSettings(8, 0, 0, UpdateMode.LITE, 2, 0, 8, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new LioSettings(8, 0, 0, UpdateMode.LITE, 0, 0, 0, 5, 4, 1));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> LioSettings.readOnly(256).checkAgainst(500));
        assertEquals("the tables hold 500 rows, too few for work unit 256 (need at least 514)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new LioSettings(8, 0, 0, UpdateMode.LITE, 2, 90, 20, 0, 0, 1)
                .checkAgainst(100));
    }
}
