package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class EtaLineTest {
    private static final long SECOND = 1_000_000_000L;

    private static IoJobSpec spec(IoPattern rw, int bs, int numjobs, long runtimeNanos, boolean timeBased, long ramp) {
        return new IoJobSpec(Path.of("f"), 1 << 30, rw, 50, bs, true, 16, numjobs, runtimeNanos, timeBased, ramp, 0, 0);
    }

    private static void complete(IoProgress progress, boolean read, long n) {
        for (long i = 0; i < n; i++) progress.completed(read);
    }

    @Test
    void aTimeBasedRandomReadLineHasFiosShapeWithRatesOverTheInterval() {
        IoProgress progress = new IoProgress();
        EtaLine eta = new EtaLine(spec(IoPattern.RANDREAD, 4096, 4, 60 * SECOND, true, 0), progress, 100 * SECOND);
        complete(progress, true, 31_500);
        assertEquals("Jobs: 4 (f=4): [r(4)][1.7%][r=123MiB/s][r=31.5k IOPS][eta 00m:59s]", eta.tick(101 * SECOND));
        complete(progress, true, 4_750 * 14); // 14 s at 4750 IOPS
        assertEquals("Jobs: 4 (f=4): [r(4)][25.0%][r=18.6MiB/s][r=4750 IOPS][eta 00m:45s]", eta.tick(115 * SECOND));
    }

    @Test
    void mixedSequentialAndIdleIntervalsAndTheRamp() {
        IoProgress progress = new IoProgress();
        IoJobSpec spec = spec(IoPattern.RANDRW, 8192, 1, 3600 * SECOND, true, 10 * SECOND);
        EtaLine eta = new EtaLine(spec, progress, 0);
        complete(progress, true, 1000);
        complete(progress, false, 500);
        assertEquals(
                "Jobs: 1 (f=1): [/(1)][-.-%][r=8000KiB/s,w=4000KiB/s][r=1000,w=500 IOPS][eta 01h:00m:09s]",
                eta.tick(SECOND));
        assertEquals("Jobs: 1 (f=1): [m(1)][0.3%][eta 59m:58s]", eta.tick(12 * SECOND));
        IoJobSpec write =
                new IoJobSpec(Path.of("f"), 4096 * 1000, IoPattern.WRITE, 50, 4096, false, 1, 1, 0, false, 0, 0, 1);
        IoProgress writes = new IoProgress();
        EtaLine seq = new EtaLine(write, writes, 0);
        complete(writes, false, 250);
        assertEquals("Jobs: 1 (f=1): [W(1)][25.0%][w=1000KiB/s][w=250 IOPS][eta 00m:03s]", seq.tick(SECOND));
    }

    @Test
    void etaAddsHoursAndDaysOnlyWhenNeeded() {
        assertEquals("00m:45s", EtaLine.eta(45));
        assertEquals("01h:01m:01s", EtaLine.eta(3661));
        assertEquals("02d:00h:00m:05s", EtaLine.eta(2 * 86400 + 5));
        assertEquals("--", EtaLine.eta(-1));
    }

    @Test
    void fiosFourDigitNumbers() {
        assertEquals("4750", FioNumbers.compact(4750, false, 0));
        assertEquals("68.0k", FioNumbers.compact(68_012, false, 0));
        assertEquals("31.5k", FioNumbers.compact(31_500, false, 0));
        assertEquals("123Mi", FioNumbers.compact(31_500 * 4, true, 1));
        assertEquals("19.0Mi", FioNumbers.compact(19_440, true, 1), "18.98 rounds up into the whole part");
        assertEquals("2750Ki", FioNumbers.compact(2750, true, 1));
        assertEquals("266Mi", FioNumbers.compact(265 * 1024 + 600, true, 1), "no room for a decimal: rounded");
    }
}
