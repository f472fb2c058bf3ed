package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyReportTest {
    /** 886 reads at 80 µs, 100 at 150 µs, 14 at 3 ms: the field report's shape. */
    private static Histogram known() {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(80_000, 886);
        h.recordValueWithCount(150_000, 100);
        h.recordValueWithCount(3_000_000, 14);
        return h;
    }

    @Test
    void percentilesAreFiosListAtTheHistogramsResolution() {
        LatencyReport report = LatencyReport.of(known());
        assertEquals(
                LatencyReport.FIO_PERCENTILES,
                List.copyOf(report.percentileNanos().keySet()));
        // 80000 lies in HdrHistogram's 64 ns steps: 80000..80063; 150000 in 128 ns steps; 3 ms in 2048 ns steps
        assertEquals(80_063L, report.percentileNanos().get(1.0));
        assertEquals(80_063L, report.percentileNanos().get(50.0));
        assertEquals(80_063L, report.percentileNanos().get(80.0));
        assertEquals(150_015L, report.percentileNanos().get(90.0));
        assertEquals(150_015L, report.percentileNanos().get(95.0));
        assertEquals(3_000_319L, report.percentileNanos().get(99.0));
        assertEquals(3_000_319L, report.percentileNanos().get(99.99));
    }

    @Test
    void bucketsAreFiosLatencyLines() {
        assertEquals(
                List.of("  lat (usec)   : 100=88.60%, 250=10.00%", "  lat (msec)   : 4=1.40%"),
                LatencyReport.of(known()).bucketLines("  "));
    }

    @Test
    void bucketBoundsAreExclusiveAboveAndSmallSharesShowAsFiosMinimum() {
        Histogram h = new Histogram(3);
        h.recordValue(5); // nsec 10
        h.recordValueWithCount(999, 9_999); // nsec 1000 (below 1 µs)
        h.recordValue(1_000); // usec 2
        h.recordValue(2_500_000_000L); // msec >=2000
        assertEquals(
                List.of(
                        "lat (nsec)   : 10=0.01%, 1000=99.97%",
                        "lat (usec)   : 2=0.01%", "lat (msec)   : >=2000=0.01%"),
                LatencyReport.of(h).bucketLines(""));
    }

    @Test
    void anEmptyHistogramHasZerosAndNoLines() {
        LatencyReport report = LatencyReport.of(new Histogram(3));
        assertEquals(0L, report.percentileNanos().get(50.0));
        assertEquals(List.of(), report.bucketLines(""));
    }
}
