package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.capacity.run.CapacityStepDriver;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A capacity search driven within one run, on a clock only the test moves: every user thinks 370 ms before each
 * transaction, so what each step measures is fixed. The driver steps 1, 2, 4 users at its steps' ends, the run
 * ends after the last, and the steps' counts with what ended after them are the run's, every transaction once.
 */
class LoadEngineCapacityStepsTest {
    private static final long THINK_MILLIS = 370;
    /** Per step: one warm-up second, three measured iterations of two seconds: seven seconds. */
    private static final MeasurementPlan STEP =
            new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(2), 1);

    private final SteppedClockDriver driver = new SteppedClockDriver();
    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
    private final AtomicLong executed = new AtomicLong();
    private final List<StepDecision> decisions = new CopyOnWriteArrayList<>();
    private final List<StepFigures> figures = Collections.synchronizedList(new ArrayList<>());

    private Map<String, Transaction> counting() {
        Transaction t = ctx -> {
            executed.incrementAndGet();
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        };
        Map<String, Transaction> m = new LinkedHashMap<>();
        m.put("Insert", t);
        m.put("Select", t);
        return m;
    }

    /** What a search of 1, 2, 4 users gave: the run and its driver (the steps' figures and decisions are fields). */
    private record Searched(RunResult run, CapacityStepDriver steps) {}

    /** Searches 1, 2, 4 users; {@code after} listens after the driver (on the sampler thread, as it does). */
    private Searched search(ProgressListener after) throws Exception {
        CapacityStepDriver steps = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                STEP,
                THINK_MILLIS * 1e6,
                (f, d) -> {
                    figures.add(f);
                    decisions.add(d);
                });
        RunConfig config = RunConfig.builder()
                .name("capacity steps test")
                .users(steps.firstUsers())
                .interThinkMillis(THINK_MILLIS, THINK_MILLIS)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 3)
                .build();
        LoadEngine engine = new LoadEngine(
                config,
                Fakes.DIALECT,
                Fakes.registry(counting()),
                EngineOptions.defaults().withClock(driver.clock()).withSeed(42).withListeners(List.of(steps, after)),
                RunShape.holding(connections, steps.firstUsers()).withMaxUsers(steps.maxUsers()));
        RunResult r = driver.run(
                engine,
                () -> connections.acquired.get() - connections.released.get()
                        == engine.liveUsers().active());
        return new Searched(r, steps);
    }

    @Test
    void stepsTheUsersWithinOneRunAndEveryTransactionIsInAStepOrCountedOutside() throws Exception {
        Searched searched = search(snapshot -> {});
        RunResult r = searched.run();
        CapacityStepDriver steps = searched.steps();

        assertEquals(EndReason.RUN_TIME, r.endReason());
        assertEquals(3, decisions.size());
        assertEquals(StopReason.LIST_END, decisions.get(2).primaryCause().reason());
        // seven one-second intervals per step, each with the step's users active at its end
        List<Integer> active =
                r.intervals().stream().map(IntervalSample::usersActive).toList();
        List<Integer> expected = new ArrayList<>();
        for (int users : new int[] {1, 2, 4}) expected.addAll(Collections.nCopies(7, users));
        assertEquals(expected, active);
        assertEquals(executed.get(), r.totalCompleted());
        CapacityOutcome outcome = steps.outcome(r.totalCompleted(), r.totalFailed());
        long inSteps = figures.stream().mapToLong(StepFigures::stepCompleted).sum();
        assertEquals(r.totalCompleted(), inSteps + outcome.completedOutsideSteps());
        // one user completes a transaction every 0.37 s: 2 s hold 5 or 6, so each step's TPS is its users' × 2.5..3
        for (int s = 0; s < 3; s++) {
            double tps = figures.get(s).transactionsPerSecond().mean();
            int users = 1 << s;
            assertEquals(users * 2.75, tps, users * 0.25 + 1e-9, "step " + s);
        }
    }

    @Test
    void aSearchThatEndsItselfEndsAtTheBoundaryItDrainedWithNoShortLastInterval() throws Exception {
        // the sampler takes 31 ms after the driver asked for the end: that is no interval of the run's
        AtomicBoolean lagged = new AtomicBoolean();
        Searched searched = search(snapshot -> {
            if (!lagged.get() && decisions.size() == 3) {
                lagged.set(true);
                driver.clock().advance(31_000_000L);
            }
        });
        RunResult r = searched.run();

        assertTrue(lagged.get());
        assertEquals(EndReason.RUN_TIME, r.endReason());
        assertEquals(21, r.intervals().size(), "seven one-second intervals per step, none after the last");
        CapacityOutcome outcome = searched.steps().outcome(r.totalCompleted(), r.totalFailed());
        long inSteps = figures.stream().mapToLong(StepFigures::stepCompleted).sum();
        assertEquals(r.totalCompleted(), inSteps + outcome.completedOutsideSteps());
        assertEquals(executed.get(), r.totalCompleted());
    }

    @Test
    void aSteeringListenerIsToldTheLoadStartsOnceAfterAttachAndBeforeTheFirstInterval() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        Runnable[] endRun = new Runnable[1];
        UsersSteering steering = new UsersSteering() {
            @Override
            public int maxUsers() {
                return 1;
            }

            @Override
            public void attach(java.util.function.IntConsumer setActiveUsers, Runnable end) {
                events.add("attach");
                endRun[0] = end;
            }

            @Override
            public void loadStarts() {
                events.add("loadStarts");
            }

            @Override
            public void onInterval(io.dbbench.core.engine.ProgressSnapshot snapshot) {
                events.add("interval");
                if (events.stream().filter("interval"::equals).count() == 2) endRun[0].run();
            }
        };
        RunConfig config = RunConfig.builder()
                .name("load start test")
                .users(1)
                .interThinkMillis(THINK_MILLIS, THINK_MILLIS)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .build();
        LoadEngine engine = new LoadEngine(
                config,
                Fakes.DIALECT,
                Fakes.registry(counting()),
                EngineOptions.defaults().withClock(driver.clock()).withListeners(List.of(steering)),
                RunShape.holding(connections, 1));
        assertEquals(List.of("attach"), events, "built: attached, the load not started");
        driver.run(engine, () -> connections.acquired.get() - connections.released.get() == 1);
        assertEquals(List.of("attach", "loadStarts", "interval", "interval"), events);
    }

    @Test
    void aSteeringListenerAskingForMoreUsersThanTheRunHasRoomForIsRefusedBeforeTheRun() throws Exception {
        CapacityStepDriver steps = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), SloParser.parseAll(List.of())),
                STEP,
                THINK_MILLIS * 1e6,
                (f, d) -> {});
        RunConfig config = RunConfig.builder()
                .name("capacity steps test")
                .users(1)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .build();
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new LoadEngine(
                        config,
                        Fakes.DIALECT,
                        Fakes.registry(counting()),
                        EngineOptions.defaults().withClock(driver.clock()).withListeners(List.of(steps)),
                        RunShape.holding(connections, 1).withMaxUsers(2)));
        assertTrue(e.getMessage().contains("up to 4 users"), e.getMessage());
    }
}
