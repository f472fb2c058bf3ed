package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FioUnitsTest {
    @Test
    void sizesArePowersOf1024AsInFiosDefaultKbBase() {
        assertEquals(512, FioUnits.parseSizeBytes("--bs", "512"));
        assertEquals(4096, FioUnits.parseSizeBytes("--bs", "4k"));
        assertEquals(8192, FioUnits.parseSizeBytes("--bs", "8K"));
        assertEquals(4096, FioUnits.parseSizeBytes("--bs", "4KiB"));
        assertEquals(1 << 20, FioUnits.parseSizeBytes("--bs", "1m"));
        assertEquals(256L << 20, FioUnits.parseSizeBytes("--size", "256M"));
        assertEquals(2L << 30, FioUnits.parseSizeBytes("--size", "2g"));
    }

    @Test
    void aBadSizeNamesTheOption() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> FioUnits.parseSizeBytes("--bs", "4x"));
        assertTrue(e.getMessage().startsWith("--bs: '4x'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FioUnits.parseSizeBytes("--size", "99999999999p"));
    }

    @Test
    void aPlainTimeIsInSecondsAsFiosRuntime() {
        assertEquals(120_000_000_000L, FioUnits.parseTimeNanos("--runtime", "120"));
        assertEquals(2_000_000_000L, FioUnits.parseTimeNanos("--ramp_time", "2s"));
        assertEquals(500_000_000L, FioUnits.parseTimeNanos("--runtime", "500ms"));
        assertEquals(120_000_000_000L, FioUnits.parseTimeNanos("--runtime", "2m"));
        assertEquals(3_600_000_000_000L, FioUnits.parseTimeNanos("--runtime", "1h"));
        assertEquals(250_000L, FioUnits.parseTimeNanos("--runtime", "250us"));
    }

    @Test
    void aBadTimeNamesTheOption() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> FioUnits.parseTimeNanos("--runtime", "soon"));
        assertTrue(e.getMessage().startsWith("--runtime: 'soon'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FioUnits.parseTimeNanos("--runtime", "999999999999d"));
    }
}
