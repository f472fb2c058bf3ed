package io.dbbench.netprobe.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void latencySummaryReadsPercentilesFromTheHistogram() {
        Histogram h = LatencySummary.newHistogram();
        for (long v = 1; v <= 1000; v++) {
            h.recordValue(v * 1000);
        }
        LatencySummary s = LatencySummary.of(h);
        assertEquals(1000, s.count());
        assertEquals(1000, s.minNanos());
        assertEquals(500_000, s.p50Nanos(), 500);
        assertEquals(900_000, s.p90Nanos(), 900);
        assertEquals(990_000, s.p99Nanos(), 990);
        assertEquals(999_000, s.p999Nanos(), 999);
        assertEquals(1_000_000, s.maxNanos(), 1000);
        assertEquals(0.5005, s.meanMillis(), 0.001);
        assertEquals(LatencySummary.EMPTY, LatencySummary.of(LatencySummary.newHistogram()));
    }

    @Test
    void intervalHistogramsAddUpToTheTotal() {
        LatencyHistograms h = new LatencyHistograms();
        h.record(10);
        h.record(20);
        assertEquals(2, h.takeInterval().count());
        h.record(0);
        h.record(Long.MAX_VALUE);
        LatencySummary second = h.takeInterval();
        assertEquals(2, second.count());
        assertEquals(1, second.minNanos(), "values below 1 ns count as 1 ns");
        assertEquals(0, h.takeInterval().count());
        assertEquals(4, h.total().count());
    }

    @Test
    void ratesUseDecimalUnits() {
        assertEquals(8e9, Rates.bitsPerSecond(1_000_000_000L, 1_000_000_000L));
        assertEquals(8.0, Rates.gigabitsPerSecond(2_000_000_000L, 2_000_000_000L));
        assertEquals(250.0, Rates.megabytesPerSecond(500_000_000L, 2_000_000_000L));
        assertEquals(0.0, Rates.bitsPerSecond(1, 0));
        assertEquals(50.0, Rates.perSecond(100, 2_000_000_000L));
    }

    @Test
    void intervalBoundariesDoNotDriftAndStopAtTheEnd() {
        long start = 1_000;
        assertEquals(1_100, IntervalTicker.nextBoundary(start, 100, 1_450, 1_001));
        assertEquals(1_200, IntervalTicker.nextBoundary(start, 100, 1_450, 1_103), "a late tick keeps the grid");
        assertEquals(1_400, IntervalTicker.nextBoundary(start, 100, 1_450, 1_350));
        assertEquals(1_450, IntervalTicker.nextBoundary(start, 100, 1_450, 1_400), "the last interval is short");
        assertEquals(1_300, IntervalTicker.nextBoundary(start, 100, 1_450, 1_200), "exactly on a boundary");
    }

    @Test
    void sampleEachTickHandsOnConsecutiveIntervalsUntilTheEnd() {
        long start = System.nanoTime();
        List<long[]> intervals = new ArrayList<>();
        long last = new IntervalTicker(start, 20_000_000, start + 50_000_000)
                .sampleEachTick(() -> false, (from, to) -> intervals.add(new long[] {from, to}));
        // two whole intervals and the short last one, fewer when a loaded machine wakes the thread late
        assertTrue(intervals.size() >= 1 && intervals.size() <= 3, intervals.size() + " intervals");
        assertEquals(start, intervals.get(0)[0]);
        for (int i = 1; i < intervals.size(); i++) {
            assertEquals(intervals.get(i - 1)[1], intervals.get(i)[0], "each interval starts where the last ended");
        }
        assertEquals(intervals.get(intervals.size() - 1)[1], last);
        assertTrue(last - (start + 50_000_000) >= 0, "the last interval ends at the end");
    }

    @Test
    void sampleEachTickStopsWithoutALastSample() {
        long start = System.nanoTime();
        List<long[]> intervals = new ArrayList<>();
        long last = new IntervalTicker(start, 1_000_000, start + 60_000_000_000L)
                .sampleEachTick(() -> intervals.size() == 2, (from, to) -> intervals.add(new long[] {from, to}));
        assertEquals(2, intervals.size());
        assertEquals(intervals.get(1)[1], last);
    }
}
