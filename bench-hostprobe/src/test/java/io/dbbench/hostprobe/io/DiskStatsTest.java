package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** fio's Disk stats: the change in the device's /proc/diskstats row over the run. */
class DiskStatsTest {
    private static final String BEFORE =
            """
               7       0 loop0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
             254       0 vda 1000 10 8000 500 2000 20 16000 700 0 1000 1200 0 0 0 0 0 0
             254       1 vda1 900 10 7000 450 1900 20 15000 650 0 900 1100 0 0 0 0 0 0
            """;
    private static final String AFTER =
            """
               7       0 loop0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
             254       0 vda 1600 12 9000 800 2100 25 16800 740 0 1750 1560 0 0 0 0 0 0
             254       1 vda1 900 10 7000 450 1900 20 15000 650 0 900 1100 0 0 0 0 0 0
            """;

    @Test
    void theDevicesRowChangeIsFiosDiskStats() {
        AtomicReference<String> text = new AtomicReference<>(BEFORE);
        AtomicLong clock = new AtomicLong(10_000);
        DiskStats watch = DiskStats.start(254, 0, text::get, clock::get);
        text.set(AFTER);
        clock.set(11_000);
        assertEquals(new DiskStats.Usage("vda", 600, 100, 2, 5, 300, 40, 360, 75.0), watch.finish());
    }

    @Test
    void noRowNoSection() {
        assertNull(DiskStats.start(0, 42, () -> BEFORE, () -> 0));
    }

    @Test
    void devTIsDecodedAsGlibcDoes() {
        long dev = (254L << 8) | 1; // makedev(254, 1)
        assertEquals(254, DiskStats.major(dev));
        assertEquals(1, DiskStats.minor(dev));
        long big =
                ((0x1234L & 0xfffff000L) << 32) | ((0x1234L & 0xfff) << 8) | ((0x56789L & 0xffffff00L) << 12) | (0x89);
        assertEquals(0x1234, DiskStats.major(big));
        assertEquals(0x56789, DiskStats.minor(big));
    }
}
