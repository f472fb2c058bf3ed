package io.dbbench.core.internal.replica;

import static io.dbbench.core.internal.replica.Replicas.START_AT;
import static io.dbbench.core.internal.replica.Replicas.input;
import static io.dbbench.core.internal.replica.Replicas.replica;
import static io.dbbench.core.internal.replica.Replicas.withTransactions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ReplicaMergerTest {
    @Test
    void countsAddAndPercentilesAreThoseOfOneHistogramFedEverything() throws Exception {
        RunResult a = replica(0, 2, 10, 5, 100, 1_000_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 30, 5, 300, 9_000_000, EndReason.RUN_TIME);
        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false);

        assertEquals(2000, merged.totalCompleted());
        assertEquals(1, merged.totalFailed());
        assertEquals(2000, merged.dmlTotals().commits());
        assertEquals(Map.of("E1", 2L), merged.errorsByCode());
        assertEquals(4, merged.config().load().users());
        Histogram all = new Histogram(3);
        all.add(a.transactions().get(0).latencyNanos());
        all.add(b.transactions().get(0).latencyNanos());
        for (double p : new double[] {50, 70, 90, 99, 99.9}) {
            assertEquals(
                    all.getValueAtPercentile(p), merged.transactions().get(0).percentileNanos(p), "p" + p);
        }
        assertEquals(400.0, merged.averageTransactionsPerSecond(), 1e-9, "the merged TPS is the replicas' sum");
        assertEquals(400.0 * 5, merged.details().iterations().get(0).completed());
        assertEquals(400.0, merged.details().iterations().get(0).transactionsPerSecond(), 1e-9);
    }

    @Test
    void aReplicasPercentilesLeaveItsStatementsOut() throws Exception {
        // A 100 x 1 ms, SSR 100 x 10 ms with its statement Q1 100 x 10 ms: counted once, p50 is A's 1 ms
        List<TransactionResult> entries = List.of(
                entry("A", "x", 100, 1_000_000),
                entry("SSR", "y", 100, 10_000_000),
                entry("Q1", "y" + TransactionResult.STATEMENT_MARK + "Q1", 100, 10_000_000));
        RunResult a = withTransactions(replica(0, 2, 10, 2, 100, 1_000_000, EndReason.RUN_TIME), entries);
        RunResult b = withTransactions(replica(1, 2, 10, 2, 100, 1_000_000, EndReason.RUN_TIME), entries);
        MergeSummary.ReplicaRow row = ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false)
                .details()
                .merge()
                .replicas()
                .get(0);
        assertEquals(1_000_000, row.p50Nanos(), 1_000_000 * 0.001);
        assertEquals(10_000_000, row.p99Nanos(), 10_000_000 * 0.001);
    }

    private static TransactionResult entry(String id, String className, long count, long latencyNanos) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(latencyNanos, count);
        return new TransactionResult(id, id, className, count, 0, 0, h);
    }

    @Test
    void readingsOffsetWithinASecondAddOnTheWallClockSecond() throws Exception {
        // one replica ticks at .010, the other at .480: the same wall-clock seconds
        RunResult a = replica(0, 2, 10, 3, 100, 1_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 480, 3, 300, 1_000, EndReason.RUN_TIME);
        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false);

        long t0 = START_AT.toEpochMilli();
        assertEquals(
                List.of(new TpsReading(t0 + 1000, 400), new TpsReading(t0 + 2000, 400), new TpsReading(t0 + 3000, 400)),
                merged.tpsReadings());
        assertEquals(3, merged.intervals().size());
        assertEquals(400, merged.intervals().get(0).completed());
        assertEquals(4, merged.intervals().get(0).usersLoggedOn());
        assertEquals(1200, merged.maxTransactionsPerMinute());
    }

    @Test
    void readingsASecondApartStayApartAndTheOverlapIsWhatAllRan() throws Exception {
        RunResult a = replica(0, 2, 0, 4, 100, 1_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 1000, 4, 100, 1_000, EndReason.RUN_TIME);
        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false);

        assertEquals(
                List.of(100L, 200L, 200L, 200L, 100L),
                merged.tpsReadings().stream().map(TpsReading::tps).toList());
        MergeSummary m = merged.details().merge();
        assertEquals(START_AT.plusSeconds(1), m.overlapStart());
        assertEquals(START_AT.plusSeconds(4), m.overlapEnd());
        assertEquals(
                List.of(1000L, 1000L),
                m.replicas().stream()
                        .map(MergeSummary.ReplicaRow::outsideOverlapMillis)
                        .toList());
        assertEquals(
                List.of(0L, 1000L),
                m.replicas().stream()
                        .map(MergeSummary.ReplicaRow::startSkewMillis)
                        .toList());
        assertEquals(1000, m.startSpreadMillis());
        assertEquals(START_AT, merged.startTime());
        assertEquals(Duration.ofSeconds(5), merged.runDuration());
        String table = ReplicaTable.render(m);
        assertTrue(table.contains("results-r1.json") && table.contains("Start spread 1000 ms"), table);
    }

    @Test
    void theMergedTpsIsMeasuredOverTheOverlapOnlyWhileTotalsStayWholeSums() throws Exception {
        // replica 0 ran slowly in its first second, which lies before replica 1 started
        RunResult slowStart = replica(0, 2, 0, 4, 100, 1_000, EndReason.RUN_TIME);
        long t0 = START_AT.toEpochMilli();
        RunResult a = new RunResult(
                new RunLabel(slowStart.benchmarkName(), ""),
                slowStart.timing(),
                slowStart.config(),
                Map.of(),
                slowStart.transactions(),
                slowStart.dmlTotals(),
                List.of(
                        new TpsReading(t0 + 1000, 10),
                        new TpsReading(t0 + 2000, 130),
                        new TpsReading(t0 + 3000, 130),
                        new TpsReading(t0 + 4000, 130)),
                slowStart.intervals(),
                0,
                Map.of(),
                EndReason.RUN_TIME,
                slowStart.details());
        RunResult b = replica(1, 2, 1000, 4, 300, 1_000, EndReason.RUN_TIME);
        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false);

        assertEquals(430.0, merged.averageTransactionsPerSecond(), 1e-9, "seconds 2..4, when both ran: 130 + 300");
        assertEquals(1600, merged.totalCompleted());
    }

    @Test
    void windowsThatDoNotOverlapAreRefused() {
        RunResult a = replica(0, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 5000, 2, 100, 1_000, EndReason.RUN_TIME);
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class, () -> ReplicaMerger.merge(List.of(input(0, a), input(1, b)), true));
        assertTrue(e.getMessage().contains("did not run at the same time"), e.getMessage());
    }

    @Test
    void aDifferentBenchmarkOrTopologyOrStartIsRefusedEvenWithMergeAvailable() {
        RunResult a = replica(0, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult renamed = new RunResult(
                new RunLabel("other", ""),
                a.timing(),
                a.config(),
                Map.of(),
                a.transactions(),
                a.dmlTotals(),
                a.tpsReadings(),
                a.intervals(),
                0,
                Map.of(),
                EndReason.RUN_TIME,
                replica(1, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME).details());
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class, () -> ReplicaMerger.merge(List.of(input(0, a), input(1, renamed)), true));
        assertTrue(e.getMessage().contains("results-r1.json ran a different benchmark"), e.getMessage());

        RunResult otherStart = a.withDetails(a.details().withReplica(new ReplicaRun(1, 2, START_AT.plusSeconds(60))));
        e = assertThrows(
                MergeRefusedException.class,
                () -> ReplicaMerger.merge(List.of(input(0, a), input(1, otherStart)), true));
        assertTrue(e.getMessage().contains("common start"), e.getMessage());

        RunResult sameIndex = replica(0, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        e = assertThrows(
                MergeRefusedException.class,
                () -> ReplicaMerger.merge(List.of(input(0, a), input(1, sameIndex)), true));
        assertTrue(e.getMessage().contains("replica 0/2 is given twice"), e.getMessage());
    }

    @Test
    void aDifferentConfigOrRateIsRefusedNamingTheField() throws Exception {
        RunResult a = replica(0, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        Map<String, RunResult> different = new java.util.LinkedHashMap<>();
        different.put(
                "config.load.runTime",
                Replicas.withConfig(
                        b, Replicas.config().runTime(Duration.ofMinutes(5)).build()));
        different.put(
                "config.load.minDelayMillis",
                Replicas.withConfig(
                        b, Replicas.config().intraThinkMillis(10, 20).build()));
        different.put(
                "config.connection.connectString",
                Replicas.withConfig(
                        b, Replicas.config().connect("//other/db", "", "").build()));
        different.put(
                "config.environment",
                Replicas.withConfig(
                        b, Replicas.config().environment("SCALE", "10").build()));
        different.put(
                "open-loop rate",
                b.withDetails(new io.dbbench.core.result.RunDetails(
                                null, List.of(), b.details().iterations(), 50, null)
                        .withReplica(b.details().replica())));
        different.put(
                "statistics duration",
                new RunResult(
                        new RunLabel(b.benchmarkName(), ""),
                        new RunTiming(b.startTime(), b.runDuration(), Duration.ofMillis(500), b.logonTime()),
                        b.config(),
                        Map.of(),
                        b.transactions(),
                        b.dmlTotals(),
                        b.tpsReadings(),
                        b.intervals(),
                        0,
                        Map.of(),
                        EndReason.RUN_TIME,
                        b.details()));
        for (Map.Entry<String, RunResult> d : different.entrySet()) {
            MergeRefusedException e = assertThrows(
                    MergeRefusedException.class,
                    () -> ReplicaMerger.merge(List.of(input(0, a), input(1, d.getValue())), true),
                    d.getKey());
            assertTrue(
                    e.getMessage().contains("results-r1.json ran with a different " + d.getKey())
                            || e.getMessage().contains("results-r1.json ran a different " + d.getKey()),
                    e.getMessage());
        }

        // the user count (--users-total remainder), the password and the replica identity may differ
        RunResult c = Replicas.withConfig(
                b,
                Replicas.config()
                        .users(3)
                        .connect("", "", "secret")
                        .environment(ReplicaIdentity.RUN_INDEX, "1")
                        .build());
        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, c)), false);
        assertEquals(5, merged.config().load().users());
    }

    @Test
    void aMissingReplicaIsNamedAndMergedAroundOnlyWhenAskedTo() throws Exception {
        RunResult a = replica(0, 3, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult c = replica(2, 3, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class, () -> ReplicaMerger.merge(List.of(input(0, a), input(2, c)), false));
        assertTrue(
                e.getMessage().contains("replica 1/3: no results given")
                        && e.getMessage().contains("--merge-available"),
                e.getMessage());

        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(2, c)), true);
        assertEquals(400, merged.totalCompleted());
        assertEquals(
                List.of("replica 1/3: no results given"),
                merged.details().merge().excluded());
    }

    @Test
    void missingIndexesAreListedEvenWhenAnotherInputIsUnreadable() {
        RunResult a = replica(0, 4, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        List<ReplicaInput> inputs = List.of(input(0, a), ReplicaInput.unusable("results-r9.json", "no such file"));
        MergeRefusedException e = assertThrows(MergeRefusedException.class, () -> ReplicaMerger.merge(inputs, false));
        for (String missing : List.of(
                "replica 1/4: no results given",
                "replica 2/4: no results given",
                "replica 3/4: no results given",
                "results-r9.json: no such file")) {
            assertTrue(e.getMessage().contains(missing), e.getMessage());
        }
    }

    @Test
    void interruptedFailedAndUnreadableInputsAreNamed() throws Exception {
        RunResult a = replica(0, 4, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult killed = replica(1, 4, 0, 1, 100, 1_000, EndReason.INTERRUPTED);
        RunResult failed = replica(2, 4, 0, 2, 0, 1_000, EndReason.RUN_TIME);
        List<ReplicaInput> inputs = List.of(
                input(0, a),
                input(1, killed),
                input(2, failed),
                ReplicaInput.unusable("results-r3.json", "no such file"));
        MergeRefusedException e = assertThrows(MergeRefusedException.class, () -> ReplicaMerger.merge(inputs, false));
        assertTrue(e.getMessage().contains("3 replica(s) unusable"), e.getMessage());
        assertTrue(e.getMessage().contains("results-r1.json: interrupted"), e.getMessage());
        assertTrue(e.getMessage().contains("results-r2.json: failed"), e.getMessage());
        assertTrue(e.getMessage().contains("results-r3.json: no such file"), e.getMessage());

        RunResult merged = ReplicaMerger.merge(inputs, true);
        assertEquals(200, merged.totalCompleted());
        assertEquals(3, merged.details().merge().excluded().size());
    }

    @Test
    void replicasTheUserStoppedAreMergedAsAnInterruptedRun() throws Exception {
        // stopped together: each took the one stop within milliseconds, 2 s measured each
        RunResult a = replica(0, 2, 0, 2, 100, 1_000, EndReason.INTERRUPTED);
        RunResult b = replica(1, 2, 0, 2, 200, 1_000, EndReason.INTERRUPTED);
        List<ReplicaInput> inputs = List.of(input(0, a), input(1, b));
        RunResult merged = ReplicaMerger.merge(inputs, false, InterruptedReplicas.MERGED_AS_USER_STOP);
        assertEquals(600, merged.totalCompleted());
        assertEquals(600, merged.dmlTotals().commits());
        assertEquals(Map.of("E1", 2L), merged.errorsByCode());
        assertEquals(EndReason.INTERRUPTED, merged.endReason(), "a run the user stopped must not look complete");
        assertTrue(merged.details().merge().excluded().isEmpty());

        // one replica ended at its run time just before the stop: the whole is still the interrupted run
        RunResult done = replica(1, 2, 0, 2, 100, 1_000, EndReason.RUN_TIME);
        RunResult mixed = ReplicaMerger.merge(
                List.of(input(0, done), input(1, a)), false, InterruptedReplicas.MERGED_AS_USER_STOP);
        assertEquals(EndReason.INTERRUPTED, mixed.endReason());
        assertEquals(400, mixed.totalCompleted());

        // one replica ended long before the user's stop (killed on its own): 2 s against 4 s measured, another
        // window than the others', so the merge is refused rather than summing counts over different spans
        RunResult later = replica(1, 2, 0, 4, 100, 1_000, EndReason.INTERRUPTED);
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class,
                () -> ReplicaMerger.merge(
                        List.of(input(0, a), input(1, later)), false, InterruptedReplicas.MERGED_AS_USER_STOP));
        assertTrue(e.getMessage().contains("statistics duration"), e.getMessage());
    }

    @Test
    void replicasInterruptedWithoutTheUsersStopAreRefusedAsBefore() {
        RunResult a = replica(0, 2, 0, 2, 100, 1_000, EndReason.INTERRUPTED);
        RunResult b = replica(1, 2, 0, 2, 100, 1_000, EndReason.INTERRUPTED);
        List<ReplicaInput> inputs = List.of(input(0, a), input(1, b));
        for (boolean mergeAvailable : new boolean[] {false, true}) {
            for (MergeRefusedException e : List.of(
                    assertThrows(MergeRefusedException.class, () -> ReplicaMerger.merge(inputs, mergeAvailable)),
                    assertThrows(
                            MergeRefusedException.class,
                            () -> ReplicaMerger.merge(inputs, mergeAvailable, InterruptedReplicas.REFUSED)))) {
                assertTrue(e.getMessage().startsWith("no usable replica results"), e.getMessage());
                assertTrue(e.getMessage().contains("results-r0.json: interrupted"), e.getMessage());
                assertTrue(e.getMessage().contains("results-r1.json: interrupted"), e.getMessage());
            }
        }
    }

    @Test
    void aFailedReplicaIsStillNamedWhenTheUserStoppedTheOthers() throws Exception {
        RunResult a = replica(0, 3, 0, 2, 100, 1_000, EndReason.INTERRUPTED);
        RunResult failed = replica(1, 3, 0, 2, 0, 1_000, EndReason.INTERRUPTED);
        RunResult c = replica(2, 3, 0, 2, 100, 1_000, EndReason.INTERRUPTED);
        List<ReplicaInput> inputs = List.of(input(0, a), input(1, failed), input(2, c));
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class,
                () -> ReplicaMerger.merge(inputs, false, InterruptedReplicas.MERGED_AS_USER_STOP));
        assertTrue(e.getMessage().contains("1 replica(s) unusable"), e.getMessage());
        assertTrue(e.getMessage().contains("results-r1.json: failed"), e.getMessage());
        assertTrue(e.getMessage().contains("--merge-available"), e.getMessage());

        RunResult merged = ReplicaMerger.merge(inputs, true, InterruptedReplicas.MERGED_AS_USER_STOP);
        assertEquals(400, merged.totalCompleted());
        assertEquals(EndReason.INTERRUPTED, merged.endReason());
        assertEquals(1, merged.details().merge().excluded().size());
        assertTrue(merged.details().merge().excluded().get(0).startsWith("results-r1.json: failed"));
    }

    @Test
    void nothingUsableIsRefused() {
        assertThrows(MergeRefusedException.class, () -> ReplicaMerger.merge(List.of(), true));
        MergeRefusedException e = assertThrows(
                MergeRefusedException.class,
                () -> ReplicaMerger.merge(List.of(ReplicaInput.unusable("a.json", "no such file")), true));
        assertTrue(e.getMessage().contains("a.json: no such file"), e.getMessage());
    }

    @Test
    void aReplicaTickingNearHalfASecondWithJitterKeepsOneReadingPerSecond() {
        long t0 = START_AT.toEpochMilli();
        long[] ticks = {t0 + 499, t0 + 1502, t0 + 2498, t0 + 3503};
        List<TpsReading> jittery = new java.util.ArrayList<>();
        List<io.dbbench.core.result.IntervalSample> samples = new java.util.ArrayList<>();
        for (int k = 0; k < ticks.length; k++) {
            jittery.add(new TpsReading(ticks[k], 10 + k));
            samples.add(new io.dbbench.core.result.IntervalSample(
                    ticks[k],
                    (k + 1) * 1000L,
                    1,
                    Map.of("T", new io.dbbench.core.result.TransactionInterval(10 + k, 0, 1, 1))));
        }
        List<TpsReading> steady = List.of(
                new TpsReading(t0, 100),
                new TpsReading(t0 + 1000, 100),
                new TpsReading(t0 + 2000, 100),
                new TpsReading(t0 + 3000, 100));

        assertEquals(
                List.of(
                        new TpsReading(t0, 110),
                        new TpsReading(t0 + 1000, 111),
                        new TpsReading(t0 + 2000, 112),
                        new TpsReading(t0 + 3000, 113)),
                WallClockSeconds.sumReadings(List.of(jittery, steady)));
        List<io.dbbench.core.result.IntervalSample> summed =
                WallClockSeconds.sumIntervals(List.of(samples), List.of(1), t0);
        assertEquals(
                List.of(t0, t0 + 1000, t0 + 2000, t0 + 3000),
                summed.stream()
                        .map(io.dbbench.core.result.IntervalSample::epochMillis)
                        .toList());
        assertEquals(
                List.of(10L, 11L, 12L, 13L),
                summed.stream()
                        .map(io.dbbench.core.result.IntervalSample::completed)
                        .toList());
    }

    /** A merged second's traffic is the replicas' sum; unknown (not zero) when one of them did not count it. */
    @Test
    void aMergedSecondsTrafficIsTheSumOnlyWhenEveryReplicaCountedIt() {
        long t0 = START_AT.toEpochMilli();
        Map<String, io.dbbench.core.result.TransactionInterval> tx =
                Map.of("T", new io.dbbench.core.result.TransactionInterval(1, 0, 1, 1));
        var counted = new io.dbbench.core.result.TrafficTotals(100, 300, 2);
        var a = List.of(new io.dbbench.core.result.IntervalSample(t0, 1000, 1, tx, counted));
        var b = List.of(new io.dbbench.core.result.IntervalSample(t0, 1000, 1, tx, counted));
        var unmetered = List.of(new io.dbbench.core.result.IntervalSample(t0, 1000, 1, tx));
        assertEquals(
                new io.dbbench.core.result.TrafficTotals(200, 600, 4),
                WallClockSeconds.sumIntervals(List.of(a, b), List.of(1, 1), t0)
                        .get(0)
                        .traffic());
        assertEquals(
                null,
                WallClockSeconds.sumIntervals(List.of(a, unmetered), List.of(1, 1), t0)
                        .get(0)
                        .traffic());
    }

    /**
     * Replicas of 1 user each stepping 1+1 then 2+1: the replica that kept its config's user records none (its own
     * results read as before users could change), yet the merged history still shows 2 then 3 users active.
     */
    @Test
    void aReplicaThatKeptItsUsersAddsItsConfigUsersToOneWhoseUsersChanged() {
        long t0 = START_AT.toEpochMilli();
        Map<String, io.dbbench.core.result.TransactionInterval> tx =
                Map.of("T", new io.dbbench.core.result.TransactionInterval(1, 0, 1, 1));
        var stepped = List.of(
                new io.dbbench.core.result.IntervalSample(t0, 1000, 1, tx, null, 1),
                new io.dbbench.core.result.IntervalSample(t0 + 1000, 2000, 2, tx, null, 2));
        var kept = List.of(
                new io.dbbench.core.result.IntervalSample(t0, 1000, 1, tx),
                new io.dbbench.core.result.IntervalSample(t0 + 1000, 2000, 1, tx));
        assertEquals(
                List.of(2, 3),
                WallClockSeconds.sumIntervals(List.of(stepped, kept), List.of(1, 1), t0).stream()
                        .map(io.dbbench.core.result.IntervalSample::usersActive)
                        .toList());
        // no replica's users changed: the merged run had its config's users throughout and records none either
        assertEquals(
                List.of(
                        io.dbbench.core.result.IntervalSample.NOT_RECORDED,
                        io.dbbench.core.result.IntervalSample.NOT_RECORDED),
                WallClockSeconds.sumIntervals(List.of(kept, kept), List.of(1, 1), t0).stream()
                        .map(io.dbbench.core.result.IntervalSample::usersActive)
                        .toList());
    }

    @Test
    void nearestSecondRoundsHalfUp() {
        assertEquals(
                Instant.parse("2026-11-23T10:00:01Z").toEpochMilli(),
                WallClockSeconds.nearestSecond(
                        Instant.parse("2026-11-23T10:00:00.500Z").toEpochMilli()));
        assertEquals(
                Instant.parse("2026-11-23T10:00:00Z").toEpochMilli(),
                WallClockSeconds.nearestSecond(
                        Instant.parse("2026-11-23T10:00:00.499Z").toEpochMilli()));
    }

    @Test
    void theMergedRunKeepsTheReplicasEnvironmentOnlyWhenTheyShareOne() {
        RunResult a = replica(0, 2, 10, 5, 100, 1_000_000, EndReason.RUN_TIME);
        io.dbbench.core.result.EnvironmentFingerprint here =
                io.dbbench.core.result.EnvironmentFingerprint.of(Map.of("cpu.model", "X", "cpu.count", "2"));
        io.dbbench.core.result.EnvironmentFingerprint there =
                io.dbbench.core.result.EnvironmentFingerprint.of(Map.of("cpu.model", "Y", "cpu.count", "2"));
        assertEquals(here, ReplicaMerger.commonFingerprint(List.of(a.withFingerprint(here), a.withFingerprint(here))));
        assertTrue(ReplicaMerger.commonFingerprint(List.of(a.withFingerprint(here), a.withFingerprint(there)))
                .isEmpty());
    }

    /**
     * A replica whose JVM ended with exit 5 (its database lost, say): its file cannot show it (its stalls are not
     * written), so its launcher attaches the verdict; the merged run keeps it and fails.
     */
    @Test
    void aReplicaThatFailedItsRunFailsTheMergedRun() throws Exception {
        RunResult a = replica(0, 2, 0, 4, 100, 1_000, EndReason.RUN_TIME);
        RunResult b = replica(1, 2, 0, 4, 100, 1_000, EndReason.RUN_TIME);
        String why = "replica 1/2 ended with exit code 5: no transaction completed in 3 of 4 measured seconds";
        RunResult failed = b.withDetails(b.details().withStalls(RunStalls.ofFailedParts(List.of(why))));

        RunResult merged = ReplicaMerger.merge(List.of(input(0, a), input(1, failed)), false);

        assertEquals(java.util.Optional.of(why), merged.problem());
        assertEquals(
                java.util.Optional.empty(),
                ReplicaMerger.merge(List.of(input(0, a), input(1, b)), false).problem());
    }
}
