package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.server.CounterSnapshot;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A step's server figures from the delta of two scripted readings: which counter each figure is, and when none. */
class StepServerFiguresTest {
    private static final long SECOND = 1_000_000_000L;

    private static StepServerFigures delta(Map<String, Long> before, Map<String, Long> after, long transactions) {
        return StepServerFigures.of(
                new CounterSnapshot(before, 10 * SECOND).until(new CounterSnapshot(after, 14 * SECOND)),
                transactions,
                4);
    }

    @Test
    void theServersProcessesGiveCpuAsAShareOfThisHostsCoresAndTheDiskAsBlockLayerBytes() {
        Map<String, Long> before = new LinkedHashMap<>();
        before.put(ServerCounters.COMMITS, 1_000L);
        before.put(ProcessTreeCounters.CPU_MICROS, 50_000_000L);
        before.put(ProcessTreeCounters.READ_BYTES, 0L);
        before.put(ProcessTreeCounters.WRITE_BYTES, 1_000L);
        before.put("io read bytes", 0L);
        before.put("io write bytes", 0L);
        Map<String, Long> after = new LinkedHashMap<>();
        after.put(ServerCounters.COMMITS, 9_004L);
        after.put(ProcessTreeCounters.CPU_MICROS, 58_000_000L); // 8 s of CPU in 4 s: two of four cores
        after.put(ProcessTreeCounters.READ_BYTES, 4_000_000L);
        after.put(ProcessTreeCounters.WRITE_BYTES, 8_001_000L);
        after.put("io read bytes", 999_999_999L);
        after.put("io write bytes", 999_999_999L);
        StepServerFigures s = delta(before, after, 8_000);
        assertEquals(8_004, s.commits());
        assertEquals(4 * SECOND, s.windowNanos());
        assertEquals(2_001.0, s.perSecond(ServerCounters.COMMITS), 1e-9);
        assertEquals(8_004.0 / 8_000, s.perTransaction(ServerCounters.COMMITS), 1e-12);
        assertEquals("server processes", s.cpuSource());
        assertEquals(50.0, s.cpuPercent(), 1e-9);
        assertEquals(1.0, s.cpuMillisPerTransaction(), 1e-12);
        assertEquals("server processes", s.diskSource());
        assertEquals(1_000_000.0, s.diskReadBytesPerSecond(), 1e-9);
        assertEquals(2_000_000.0, s.diskWriteBytesPerSecond(), 1e-9);
    }

    @Test
    void postgresqlAloneHasNoCpuAndItsDiskIsPgStatIo() {
        StepServerFigures s = delta(
                Map.of(ServerCounters.COMMITS, 0L, "io read bytes", 0L, "io write bytes", 0L),
                Map.of(ServerCounters.COMMITS, 100L, "io read bytes", 8_192L, "io write bytes", 81_920L),
                100);
        assertNull(s.cpuSource());
        assertEquals(-1, s.cpuMicros());
        assertTrue(Double.isNaN(s.cpuPercent()));
        assertTrue(Double.isNaN(s.cpuMillisPerTransaction()));
        assertEquals("pg_stat_io", s.diskSource());
        assertEquals(2_048.0, s.diskReadBytesPerSecond(), 1e-9);
        assertEquals(20_480.0, s.diskWriteBytesPerSecond(), 1e-9);
    }

    @Test
    void oraclesCpuIsTheHostsBusyShareAndDbCpuPerTransaction() {
        StepServerFigures s = delta(
                Map.of(
                        ServerCounters.COMMITS,
                        0L,
                        ServerCounters.DB_CPU_MICROS,
                        0L,
                        "host busy centiseconds",
                        100L,
                        "host idle centiseconds",
                        100L),
                Map.of(
                        ServerCounters.COMMITS,
                        500L,
                        ServerCounters.DB_CPU_MICROS,
                        1_000_000L,
                        "host busy centiseconds",
                        400L,
                        "host idle centiseconds",
                        1_000L),
                500);
        // the share is the whole host's (V$OSSTAT), the time per transaction the database's: the source says both
        assertEquals("host CPU (V$OSSTAT); DB CPU per transaction", s.cpuSource());
        assertEquals(25.0, s.cpuPercent(), 1e-9, "300 busy of 1200 centiseconds");
        assertEquals(2.0, s.cpuMillisPerTransaction(), 1e-12);
        assertNull(s.diskSource());
        assertTrue(Double.isNaN(s.diskReadBytesPerSecond()));
    }

    @Test
    void onOracleWithoutOsStatTheCpuSourceIsDbCpuAloneAndNoShareIsMadeUp() {
        StepServerFigures s =
                delta(Map.of(ServerCounters.DB_CPU_MICROS, 0L), Map.of(ServerCounters.DB_CPU_MICROS, 1_000_000L), 500);
        assertEquals("DB CPU", s.cpuSource());
        assertTrue(Double.isNaN(s.cpuPercent()));
        assertEquals(2.0, s.cpuMillisPerTransaction(), 1e-12);
    }

    @Test
    void aCounterResetBetweenTheReadingsIsLeftOutAndAStepWithoutTransactionsHasNoPerTransactionFigure() {
        StepServerFigures s =
                delta(Map.of(ServerCounters.COMMITS, 500L), Map.of(ServerCounters.COMMITS, 20L), 0); // pg_stat_reset()
        assertEquals(-1, s.commits());
        assertTrue(Double.isNaN(s.perTransaction(ServerCounters.COMMITS)));
        assertThrows(IllegalArgumentException.class, () -> new StepServerFigures(Map.of(), 0, 0, 0));
    }
}
