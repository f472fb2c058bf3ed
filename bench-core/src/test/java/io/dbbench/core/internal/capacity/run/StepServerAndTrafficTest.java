package io.dbbench.core.internal.capacity.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import io.dbbench.core.internal.server.CounterSnapshot;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.TrafficTotals;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Each capacity step's server counters and traffic, from scripted counters: a database whose commit count grows by
 * each interval's transactions plus {@link #OWN_COMMITS} per reading, whose processes use a fixed share of the cores,
 * and intervals that carry their traffic. Only the step's measured iterations count, never its warm-up.
 */
class StepServerAndTrafficTest {
    private static final long SECOND = 1_000_000_000L;
    /** What each reading itself commits, as a PostgreSQL reading's own statements do. */
    private static final long OWN_COMMITS = 4;

    private static final MeasurementPlan STEP =
            new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 1);

    private long elapsed;
    private long completed;
    private long dbCommits;
    private long dbCpuMicros;
    /** The server's CPU per second of the run, microseconds: one core of this host's two. */
    private long cpuMicrosPerSecond = 1_000_000;

    private final List<Long> readAt = new ArrayList<>();
    /** A reading that is asked but never taken (null: every reading is taken at once). */
    private Integer neverTaken;
    /** A reading that fails, as one on a killed monitor connection does (null: none fails). */
    private Integer fails;

    private final CounterReadings readings = () -> {
        readAt.add(elapsed);
        if (neverTaken != null && readAt.size() == neverTaken) return new CompletableFuture<>();
        if (fails != null && readAt.size() == fails)
            return CompletableFuture.failedFuture(new IllegalStateException("server counters not read: killed"));
        dbCommits += OWN_COMMITS;
        return CompletableFuture.completedFuture(new CounterSnapshot(
                Map.of(ServerCounters.COMMITS, dbCommits, ProcessTreeCounters.CPU_MICROS, dbCpuMicros), elapsed));
    };

    private CapacityStepDriver driver(MeasurementPlan plan) throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                plan,
                0,
                (figures, decision) -> {},
                () -> -1,
                2);
        d.readServerCounters(readings);
        d.attach(users -> {}, () -> {});
        d.loadStarts();
        return d;
    }

    /** One second with {@code done} transactions of 300 bytes out, 500 in and 3 round trips each. */
    private void second(CapacityStepDriver d, long done) {
        elapsed += SECOND;
        completed += done;
        dbCommits += done;
        dbCpuMicros += cpuMicrosPerSecond;
        Histogram h = new Histogram(3);
        if (done > 0) h.recordValueWithCount(500_000, done);
        TrafficTotals traffic = new TrafficTotals(300 * done, 500 * done, 3 * done);
        var tx = new ProgressSnapshot.TransactionProgress("Insert Txn", "I", done, 0, 500_000, h, false, traffic);
        // a statement's traffic is inside its transaction's: never added again
        var statement = new ProgressSnapshot.TransactionProgress(
                "Insert Txn#s1", "s1", done, 0, 500_000, h.copy(), true, traffic);
        d.onInterval(new ProgressSnapshot(
                        0, elapsed, -1, 1, 1, 0, done, 0, completed, 0, 0, true, List.of(tx, statement), null)
                .withTraffic(traffic, SECOND));
    }

    @Test
    void eachStepsCountersAreTheirGrowthOverItsMeasuredIterationsOnly() throws Exception {
        CapacityStepDriver d = driver(STEP);
        second(d, 5_000); // warm-up: not the step's
        second(d, 100);
        second(d, 110);
        second(d, 120);
        cpuMicrosPerSecond = 1_500_000; // the second step: three quarters of two cores
        second(d, 7_000);
        second(d, 200);
        second(d, 210);
        second(d, 220);
        List<StepFigures> steps = d.outcome().summary().steps();
        assertEquals(List.of(SECOND, 4 * SECOND, 5 * SECOND, 8 * SECOND), readAt, "two readings a step");
        StepServerFigures first = steps.get(0).server();
        assertEquals(330 + OWN_COMMITS, first.commits(), "the measured seconds' commits and the end reading's own");
        assertEquals(330, first.transactions());
        assertEquals(3 * SECOND, first.windowNanos());
        assertEquals(50.0, first.cpuPercent(), 1e-9);
        assertEquals(3_000.0 / 330, first.cpuMillisPerTransaction(), 1e-9);
        assertEquals(110.0 + OWN_COMMITS / 3.0, first.perSecond(ServerCounters.COMMITS), 1e-9);
        StepServerFigures second = steps.get(1).server();
        assertEquals(630 + OWN_COMMITS, second.commits());
        assertEquals(75.0, second.cpuPercent(), 1e-9);
        assertNull(d.steps().get(0).server(), "the listener's figures come before the readings are in");
    }

    @Test
    void withoutWarmUpAStepStartsAtThePreviousStepsEndReading() throws Exception {
        CapacityStepDriver d = driver(new MeasurementPlan(0, Duration.ZERO, 3, Duration.ofSeconds(1), 1));
        for (int i = 0; i < 6; i++) second(d, 100);
        List<StepFigures> steps = d.outcome().summary().steps();
        assertEquals(List.of(0L, 3 * SECOND, 6 * SECOND), readAt, "the run's start, then one reading a step");
        assertEquals(300 + OWN_COMMITS, steps.get(0).server().commits());
        assertEquals(300 + OWN_COMMITS, steps.get(1).server().commits());
    }

    @Test
    void aStepsEndReadingIsAskedBeforeItsFiguresAreWorkedOut() throws Exception {
        List<String> events = new ArrayList<>();
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), SloParser.parseAll(List.of())),
                new MeasurementPlan(0, Duration.ZERO, 1, Duration.ofSeconds(1), 1),
                0,
                (figures, decision) -> {},
                () -> {
                    events.add("client CPU");
                    return -1;
                },
                2);
        d.readServerCounters(() -> {
            events.add("reading");
            return readings.readSoon();
        });
        d.attach(users -> {}, () -> {});
        d.loadStarts();
        second(d, 100);
        // the load's start: CPU and reading; the step's end: the reading queued before its figures' first (its
        // client CPU), then the next step's start (no warm-up) from the same CPU reading time
        assertEquals(List.of("client CPU", "reading", "reading", "client CPU", "client CPU"), events);
    }

    @Test
    void withoutWarmUpTheFirstStepsStartReadingIsQueuedAsTheLoadStartsNotWhenTheEngineAttaches() throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), SloParser.parseAll(List.of())),
                new MeasurementPlan(0, Duration.ZERO, 3, Duration.ofSeconds(1), 1),
                0,
                (figures, decision) -> {},
                () -> -1,
                2);
        d.readServerCounters(readings);
        d.attach(users -> {}, () -> {});
        assertEquals(List.of(), readAt, "attached as the engine is built: before its set-up, no reading yet");
        dbCommits += 40; // the environment read, the workload opened, the users logged on: not the step's
        d.loadStarts();
        for (int i = 0; i < 3; i++) second(d, 100);
        assertEquals(List.of(0L, 3 * SECOND), readAt);
        assertEquals(
                300 + OWN_COMMITS, d.outcome().summary().steps().get(0).server().commits());
    }

    @Test
    void aStepWhoseReadingWasNotTakenHasNoServerFiguresNeverMadeUpOnes() throws Exception {
        neverTaken = 4; // the second step's end (reading 3 is its start)
        CapacityStepDriver d = driver(STEP);
        for (int i = 0; i < 8; i++) second(d, 100);
        List<StepFigures> steps = d.outcome().summary().steps();
        assertNotNull(steps.get(0).server());
        assertNull(steps.get(1).server());
        assertEquals(
                Arrays.asList(null, StepServerReadings.NOT_IN),
                d.unreadServerCounters(),
                "a reading not in when the run ended is said so");
    }

    @Test
    void aFailedReadingLosesOnlyItsStepWithItsReason() throws Exception {
        fails = 2; // the first step's end
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                new MeasurementPlan(0, Duration.ZERO, 1, Duration.ofSeconds(1), 1),
                0,
                (figures, decision) -> {},
                () -> -1,
                2);
        d.readServerCounters(readings);
        d.attach(users -> {}, () -> {});
        d.loadStarts();
        for (int i = 0; i < 3; i++) second(d, 100);
        List<StepFigures> steps = d.outcome().summary().steps();
        // without warm-up step 2 starts at step 1's end reading: both lose it, step 3 keeps its own
        assertNull(steps.get(0).server());
        assertNull(steps.get(1).server());
        assertEquals(100 + OWN_COMMITS, steps.get(2).server().commits());
        assertEquals(
                Arrays.asList("server counters not read: killed", "server counters not read: killed", null),
                d.unreadServerCounters());
    }

    @Test
    void aRunReadingNoCountersHasStepsWithoutServerFigures() throws Exception {
        CapacityStepDriver d = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), SloParser.parseAll(List.of())),
                STEP,
                0,
                (figures, decision) -> {});
        d.attach(users -> {}, () -> {});
        for (int i = 0; i < 4; i++) second(d, 100);
        assertNull(d.outcome().summary().steps().get(0).server());
        assertEquals(List.of(), readAt);
    }

    @Test
    void eachStepsTrafficIsItsMeasuredIntervalsAllTypesTogetherStatementsLeftOut() throws Exception {
        CapacityStepDriver d = driver(STEP);
        second(d, 5_000); // warm-up
        second(d, 100);
        second(d, 100);
        second(d, 200);
        StepTraffic t = d.steps().get(0).traffic();
        assertEquals(400, t.executions());
        assertEquals(new TrafficTotals(300 * 400, 500 * 400, 3 * 400), t.totals());
        assertEquals(3 * SECOND, t.windowNanos());
        assertEquals(300.0, t.bytesOutPerTransaction(), 1e-9);
        assertEquals(500.0, t.bytesInPerTransaction(), 1e-9);
        assertEquals(3.0, t.roundTripsPerTransaction(), 1e-9);
        assertEquals(400 * 800 * 8 / 1e6 / 3, t.megabitsPerSecond(), 1e-9);
    }

    @Test
    void aStepThatRanNoTransactionHasNoTraffic() throws Exception {
        CapacityStepDriver d = driver(STEP);
        for (int i = 0; i < 4; i++) second(d, 0);
        assertNull(d.steps().get(0).traffic());
    }
}
