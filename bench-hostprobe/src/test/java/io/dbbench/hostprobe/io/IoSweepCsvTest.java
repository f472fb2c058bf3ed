package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class IoSweepCsvTest {
    private static IoResult point(int depth, long ios, long p50Nanos, long tailNanos, Histogram sync) {
        IoJobSpec spec =
                new IoJobSpec(Path.of("f"), 1 << 20, IoPattern.RANDREAD, 50, 4096, true, depth, 1, 0, false, 0, 0, 0);
        Histogram clat = new Histogram(3);
        clat.recordValueWithCount(p50Nanos, ios - ios / 50);
        clat.recordValueWithCount(tailNanos, ios / 50); // the slowest 2%: p99 lands here
        return new IoResult(
                spec,
                new DirectionStats(ios, ios * 4096, clat),
                new DirectionStats(0, 0, new Histogram(3)),
                sync,
                2_000_000_000L,
                0,
                0,
                IoDetails.NONE);
    }

    @Test
    void oneRowPerPointWithIopsBandwidthAndLatencyInMicroseconds() throws Exception {
        Histogram sync = new Histogram(3);
        sync.recordValueWithCount(100_000, 10);
        // 40000 requests in 2 s = 20000 IOPS = 78.125 MiB/s; mean 0.98 * 50 + 0.02 * 200 = 53 us; percentiles
        // are the top of HdrHistogram's 3-digit step (200 us reads 200.063 us), as in the text report
        StringWriter csv = new StringWriter();
        IoSweepCsv.write(
                List.of(
                        point(1, 40_000, 50_000, 200_000, new Histogram(3)),
                        point(16, 200_000, 150_000, 2_000_000, sync)),
                csv);
        assertEquals(
                String.join(
                        "\n",
                        IoSweepCsv.HEADER,
                        "1,1,randread,4096,20000.0,20000.0,0.0,78.13,50.0,200.1,200.1,53.0,,2000",
                        "16,1,randread,4096,100000.0,100000.0,0.0,390.63,150.0,2000.9,2000.9,187.0,100.0,2000",
                        ""),
                csv.toString());
    }
}
