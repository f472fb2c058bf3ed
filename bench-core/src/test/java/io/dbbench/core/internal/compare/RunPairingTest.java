package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.stats.SampleRuns;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pairing an A/B job's runs by their start times. */
class RunPairingTest {
    private static final Instant T0 = Instant.parse("2026-11-26T20:00:00Z");

    /** A run of two measured iterations at {@code tps}, started {@code minute} minutes after T0. */
    static RunResult at(int minute, double tps) {
        RunResult r = SampleRuns.run(tps, tps);
        RunTiming t = r.timing();
        return new RunResult(
                r.label(),
                new RunTiming(T0.plusSeconds(60L * minute), t.run(), t.statistics(), t.logon()),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details(),
                r.fingerprint());
    }

    @Test
    void interleavedRunsPairByStartTimeAndDriftCancels() {
        // A B, B A, A B, B A while the machine slows from 1000 to 700 TPS; B is 5% slower in every pair
        List<RunResult> a = List.of(at(0, 1000), at(3, 900), at(4, 800), at(7, 700));
        List<RunResult> b = List.of(at(1, 950), at(2, 855), at(5, 760), at(6, 665));
        RunPairing pairing = RunPairing.of(List.of(a.get(2), a.get(0), a.get(3), a.get(1)), b);
        assertTrue(pairing.paired(), pairing.whyNot());
        assertEquals(List.of(1000.0, 900.0, 800.0, 700.0), pairing.base(), "sorted by start, not by argument order");
        PairedComparison tps = pairing.tps(0.99);
        assertEquals(Verdict.SLOWER, tps.verdict(), tps.describe());
        assertEquals(0.95, tps.ratio(), 1e-9);
    }

    @Test
    void runsThatDidNotInterleaveAreNotPairedAndSayWhy() {
        List<RunResult> a = List.of(at(0, 1000), at(1, 990));
        List<RunResult> b = List.of(at(2, 950), at(3, 940));
        RunPairing pairing = RunPairing.of(a, b);
        assertFalse(pairing.paired());
        assertEquals(
                "the runs' start times do not interleave the sides (pair 2 did not start after pair 1): pairing "
                        + "would not cancel drift",
                pairing.whyNot());
        assertEquals(Verdict.NOT_COMPARABLE, pairing.tps(0.99).verdict());
        assertEquals("not comparable: " + pairing.whyNot(), pairing.tps(0.99).describe());
    }

    @Test
    void unequalSidesSingleRunsAndMergedRepeatsAreNotPaired() {
        assertEquals(
                "the sides have different numbers of runs (2 and 1)",
                RunPairing.of(List.of(at(0, 1), at(2, 1)), List.of(at(1, 1))).whyNot());
        assertEquals(
                "needs at least 2 runs a side, one results.json each",
                RunPairing.of(List.of(at(0, 1)), List.of(at(1, 1))).whyNot());
        RunResult oneRepeat = at(2, 1000);
        List<IterationResult> twoRepeats = new ArrayList<>(oneRepeat.details().iterations());
        twoRepeats.add(
                new IterationResult(Phase.MEASUREMENT, 1, 0, twoRepeats.get(0).duration(), List.of()));
        RunResult merged = oneRepeat.withDetails(new RunDetails(null, List.of(), twoRepeats, 0, null));
        assertEquals(
                "a file holds 2 repeats merged, whose order is not recorded; give one results.json per run",
                RunPairing.of(List.of(at(0, 1), merged), List.of(at(1, 1), at(3, 1)))
                        .whyNot());
    }

    @Test
    void aRunsTpsIsItsMeasuredIterationsOrTheWholeRun() {
        assertEquals(1000, RunPairing.measuredTps(at(0, 1000)), 1e-9);
        RunResult whole = SampleRuns.withoutIterations(123);
        assertEquals(whole.averageTransactionsPerSecond(), RunPairing.measuredTps(whole), 1e-9);
    }
}
