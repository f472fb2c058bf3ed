package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.workload.DmlCounts;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatisticsAccumulatorTest {
    private static final long SECOND = 1_000_000_000L;
    private final TransactionConfig txn = new TransactionConfig("T", "T", "x.T", 1, true);

    /** One interval of {@code count} transactions of 1 ms each. */
    private List<TransactionRecorder.Interval> interval(TransactionRecorder r, int count) {
        for (int i = 0; i < count; i++) r.completed(1_000_000L, DmlCounts.of(1, 0, 0, 0, 0, 0), false);
        return List.of(r.drain());
    }

    @Test
    void tpmIsTheRollingLastMinuteAndMaxPerMinuteItsPeak() {
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn), Duration.ZERO, Duration.ZERO);
        TransactionRecorder r = new TransactionRecorder();
        ProgressSnapshot last = null;
        for (int s = 0; s < 90; s++) {
            int count = s < 30 ? 10 : 1; // 30 s at 10/s, then 60 s at 1/s
            last = acc.add(
                    new StatisticsAccumulator.Span(s * SECOND, (s + 1) * SECOND),
                    true,
                    s * 1000L,
                    new StatisticsAccumulator.Users(1, 1),
                    -1,
                    interval(r, count),
                    Map.of());
        }
        assertEquals(60, last.tpm());
        assertEquals(30 * 10 + 30, acc.maxTransactionsPerMinute());
        assertEquals(30 * 10 + 60, acc.totalCompleted());
        assertEquals(Duration.ofSeconds(90), acc.statisticsDuration());
        assertEquals(90, acc.tpsReadings().size());
        assertEquals(10, acc.tpsReadings().get(0).tps());
    }

    @Test
    void intervalsOutsideTheWindowAreSampledButNotCounted() {
        StatisticsAccumulator acc =
                new StatisticsAccumulator(List.of(txn), Duration.ofSeconds(1), Duration.ofSeconds(3));
        TransactionRecorder r = new TransactionRecorder();
        for (int s = 0; s < 5; s++) {
            acc.add(
                    new StatisticsAccumulator.Span(s * SECOND, (s + 1) * SECOND),
                    true,
                    s * 1000L,
                    new StatisticsAccumulator.Users(1, 1),
                    -1,
                    interval(r, s + 1),
                    Map.of("E", 1L));
        }
        assertEquals(2 + 3, acc.transactionResults().get(0).completed());
        assertEquals(5, acc.dmlTotals().selects());
        assertEquals(Map.of("E", 2L), acc.errorsByCode());
        assertEquals(Duration.ofSeconds(2), acc.statisticsDuration());
        assertEquals(5, acc.samples(false).size());
    }

    /** Seen in CI: the run's last interval, drained late on a busy machine, fell out of the totals. */
    @Test
    void anIntervalDrainedLatePastTheWindowsEndStaysInTheWindowWithItsRealLength() {
        StatisticsAccumulator acc =
                new StatisticsAccumulator(List.of(txn), Duration.ofSeconds(1), Duration.ofSeconds(3));
        TransactionRecorder r = new TransactionRecorder();
        for (int s = 0; s < 2; s++) {
            acc.add(
                    new StatisticsAccumulator.Span(s * SECOND, (s + 1) * SECOND),
                    true,
                    s * 1000L,
                    new StatisticsAccumulator.Users(1, 1),
                    -1,
                    interval(r, 1),
                    Map.of());
        }
        // nominally [2 s, 3 s), the window's last second; drained 400 ms late, with the work of 1.4 s
        acc.add(
                new StatisticsAccumulator.Span(2 * SECOND, 3 * SECOND + 400_000_000L, 400_000_000L),
                true,
                3400L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 14),
                Map.of());
        assertEquals(1 + 14, acc.transactionResults().get(0).completed());
        assertEquals(Duration.ofMillis(2_400), acc.statisticsDuration());
        // a late drain that nominally ends after the window stays out
        acc.add(
                new StatisticsAccumulator.Span(3 * SECOND + 400_000_000L, 5 * SECOND, 600_000_000L),
                true,
                5000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 16),
                Map.of());
        assertEquals(1 + 14, acc.transactionResults().get(0).completed());
    }

    @Test
    void theSnapshotCarriesTheIntervalsTrafficAndTheWindowKeepsItPerType() {
        TransactionConfig other = new TransactionConfig("U", "U", "x.U", 1, true);
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn, other), Duration.ZERO, Duration.ZERO);
        TransactionRecorder t = new TransactionRecorder();
        TransactionRecorder u = new TransactionRecorder();
        t.completed(1_000_000, io.dbbench.core.workload.DmlCounts.NONE, false);
        t.newTrafficCell().add(1_000_000, 200_000, 400);
        u.failed(io.dbbench.core.workload.DmlCounts.NONE);
        u.newTrafficCell().add(40_000, 10_000, 100);
        ProgressSnapshot snapshot = acc.add(
                new StatisticsAccumulator.Span(0, 2 * SECOND),
                true,
                1000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                List.of(t.drain(), u.drain()),
                Map.of());
        // 1,250,000 bytes × 8 bits in 2 s; 500 turns in 2 s
        assertEquals(5.0, snapshot.networkMegabitsPerSecond(), 1e-9);
        assertEquals(250.0, snapshot.roundTripsPerSecond(), 1e-9);
        // per type too, for /metrics
        assertEquals(
                new io.dbbench.core.result.TrafficTotals(1_000_000, 200_000, 400),
                snapshot.transactions().get(0).traffic());
        assertEquals(
                new io.dbbench.core.result.TrafficTotals(40_000, 10_000, 100),
                snapshot.transactions().get(1).traffic());
        io.dbbench.core.result.RunTraffic traffic = acc.traffic();
        assertEquals(
                new io.dbbench.core.result.TransactionTraffic(
                        "T", 1, new io.dbbench.core.result.TrafficTotals(1_000_000, 200_000, 400)),
                traffic.transactions().get(0));
        assertEquals(1, traffic.transactions().get(1).executions(), "a failed execution's traffic is its type's");
    }

    /** The report charts Mbit/s over time from these: each interval's own counts, all types together. */
    @Test
    void eachSampleKeepsItsIntervalsTrafficOnlyWhenTheRunCountedIt() {
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn), Duration.ZERO, Duration.ZERO);
        TransactionRecorder r = new TransactionRecorder();
        TrafficCell cell = r.newTrafficCell();
        for (int s = 0; s < 2; s++) {
            r.completed(1_000_000, io.dbbench.core.workload.DmlCounts.NONE, false);
            cell.add(1000L * (s + 1), 3000L * (s + 1), 2L * (s + 1));
            acc.add(
                    new StatisticsAccumulator.Span(s * SECOND, (s + 1) * SECOND),
                    true,
                    s * 1000L,
                    new StatisticsAccumulator.Users(1, 1),
                    -1,
                    List.of(r.drain()),
                    Map.of());
        }
        assertEquals(
                new io.dbbench.core.result.TrafficTotals(2000, 6000, 4),
                acc.samples(true).get(1).traffic(),
                "the second interval's counts, not the run's so far");
        assertNull(acc.samples(false).get(1).traffic(), "not counted: no zeros that read as an idle wire");
    }

    /**
     * Each interval's snapshot carries the commits its transactions declared (failed ones' too, statements none of
     * their own); over the statistics window, untimed tail included, they add up to the run's declared total.
     */
    @Test
    void eachIntervalsDeclaredCommitsAddUpToTheRunsDeclaredTotal() {
        TransactionConfig two = new TransactionConfig("U", "U", "x.U", 1, true);
        TransactionConfig statement = new TransactionConfig("U.s", "U.s", "x.U", 1, true);
        StatisticsAccumulator acc =
                new StatisticsAccumulator(List.of(txn, two, statement), 2, Duration.ofSeconds(1), Duration.ZERO, false);
        TransactionRecorder[] r = {new TransactionRecorder(), new TransactionRecorder(), new TransactionRecorder()};
        long inWindow = 0;
        // in half seconds, {start, end, drained late}: a first one nominally [0, 1 s), the warm-up, drained half a
        // second late across the window's start (its work to 1.5 s stays out: it began in the warm-up), a
        // half second, one drained late inside the window (1.5 s of work), a second, a half-second last one and an
        // untimed tail at its end
        long[][] spans = {{0, 3, 1}, {3, 4, 0}, {4, 7, 1}, {7, 9, 0}, {9, 10, 0}, {10, 10, 0}};
        for (int s = 0; s < spans.length; s++) {
            for (int i = 0; i <= s; i++) r[0].completed(1_000_000L, DmlCounts.of(1, 0, 0, 0, 1, 0), false);
            r[1].completed(1_000_000L, DmlCounts.of(0, 1, 1, 0, 2, 0), false);
            r[1].failed(DmlCounts.of(0, 1, 0, 0, 1, 1)); // committed once before it failed
            r[2].completed(1_000_000L, DmlCounts.NONE, false);
            StatisticsAccumulator.Span span = new StatisticsAccumulator.Span(
                    spans[s][0] * SECOND / 2, spans[s][1] * SECOND / 2, spans[s][2] * SECOND / 2);
            ProgressSnapshot snapshot = acc.add(
                    span,
                    spans[s][1] > spans[s][0],
                    s * 1000L,
                    new StatisticsAccumulator.Users(1, 1),
                    -1,
                    List.of(r[0].drain(), r[1].drain(), r[2].drain()),
                    Map.of());
            long declared = (s + 1) + 2 + 1;
            assertEquals(declared, snapshot.declaredCommits(), "interval " + s);
            assertEquals(s > 0, snapshot.inStatisticsWindow(), "interval " + s);
            if (acc.inWindow(span)) inWindow += snapshot.declaredCommits();
            if (s == 4) assertEquals(2.0 * declared, snapshot.declaredCommitsPerSecond(), 1e-9, "half a second");
            if (s == 2) assertEquals(declared / 1.5, snapshot.declaredCommitsPerSecond(), 1e-9, "drained late");
        }
        assertEquals(5 + 6 + 7 + 8 + 9, inWindow, "from second 1 on, the tail included");
        assertEquals(acc.dmlTotals().commits(), inWindow);
    }

    @Test
    void anUntimedTailIsCountedWithoutAReading() {
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn), Duration.ZERO, Duration.ZERO);
        TransactionRecorder r = new TransactionRecorder();
        acc.add(
                new StatisticsAccumulator.Span(0, SECOND),
                true,
                1000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 5),
                Map.of());
        acc.add(
                new StatisticsAccumulator.Span(SECOND, SECOND),
                false,
                1001L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 2),
                Map.of());
        assertEquals(7, acc.transactionResults().get(0).completed());
        assertEquals(1, acc.tpsReadings().size());
        assertEquals(Duration.ofSeconds(1), acc.statisticsDuration());
    }

    @Test
    void eachSampleHoldsTheIntervalsPercentilesAndTheSnapshotItsHistogram() {
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn), Duration.ZERO, Duration.ZERO, true);
        TransactionRecorder r = new TransactionRecorder();
        for (int i = 1; i <= 100; i++) r.completed(i * 1_000_000L, DmlCounts.of(1, 0, 0, 0, 0, 0), false);
        ProgressSnapshot snapshot = acc.add(
                new StatisticsAccumulator.Span(0, SECOND),
                true,
                1000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                List.of(r.drain()),
                Map.of());
        acc.add(
                new StatisticsAccumulator.Span(SECOND, 2 * SECOND),
                true,
                2000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 0),
                Map.of());

        io.dbbench.core.result.TransactionInterval first =
                acc.samples(false).get(0).byTransaction().get("T");
        assertEquals(50, first.p50LatencyNanos() / 1_000_000);
        assertEquals(90, first.p90LatencyNanos() / 1_000_000);
        assertEquals(99, first.p99LatencyNanos() / 1_000_000);
        assertEquals(
                0,
                acc.samples(false).get(1).byTransaction().get("T").p99LatencyNanos(),
                "none completed: 0, not unknown");
        assertEquals(
                100,
                snapshot.transactions().get(0).latencyNanos().getTotalCount(),
                "listeners get the interval's histogram");
    }

    @Test
    void noHistogramIsCopiedWhenNoListenerWantsOne() {
        StatisticsAccumulator acc = new StatisticsAccumulator(List.of(txn), Duration.ZERO, Duration.ZERO, false);
        TransactionRecorder r = new TransactionRecorder();
        ProgressSnapshot snapshot = acc.add(
                new StatisticsAccumulator.Span(0, SECOND),
                true,
                1000L,
                new StatisticsAccumulator.Users(1, 1),
                -1,
                interval(r, 5),
                Map.of());
        assertNull(snapshot.transactions().get(0).latencyNanos(), "no copy");
        assertEquals(5, snapshot.transactions().get(0).completed(), "counts still there");
        assertEquals(5, acc.samples(false).get(0).byTransaction().get("T").completed());
    }
}
