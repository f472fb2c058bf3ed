package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * An open-loop capacity search within one run, on a clock only the test moves: four users serve a schedule whose rate
 * the driver steps 2, 4, 8 per second at its steps' ends. The transactions take no time, so each second holds the
 * rate's slots: every step achieves its offered rate, the change of rate brings no burst, and the steps' counts with
 * what ended after them are the run's.
 */
class LoadEngineCapacityRatesTest {
    /** Per step: one warm-up second, three measured iterations of two seconds: seven seconds. */
    private static final MeasurementPlan STEP =
            new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(2), 1);

    private static final int USERS = 4;

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
        return Map.of("Insert", t);
    }

    private CapacityStepDriver steps(String rates) throws Exception {
        return new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse(null, rates, null), SloParser.parseAll(List.of())),
                STEP,
                0,
                (f, d) -> {
                    figures.add(f);
                    decisions.add(d);
                });
    }

    private static RunConfig config() {
        return RunConfig.builder()
                .name("capacity rates test")
                .users(USERS)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .build();
    }

    private LoadEngine engine(CapacityStepDriver steps, double rate) {
        return new LoadEngine(
                config(),
                Fakes.DIALECT,
                Fakes.registry(counting()),
                EngineOptions.defaults().withClock(driver.clock()).withSeed(42).withListeners(List.of(steps)),
                RunShape.holding(connections, USERS).measured(null, 0, rate));
    }

    @Test
    void stepsTheRateWithinOneRunAndEachStepAchievesItsRate() throws Exception {
        CapacityStepDriver steps = steps("2,4,8");
        LoadEngine engine = engine(steps, steps.firstRatePerSecond());
        RunResult r = driver.run(engine, () -> true);

        assertEquals(EndReason.RUN_TIME, r.endReason());
        assertEquals(3, decisions.size());
        assertEquals(StopReason.LIST_END, decisions.get(2).primaryCause().reason());
        assertEquals(21, r.intervals().size(), "seven one-second intervals per step, none after the last");
        // each second holds the rate's slots, one more or fewer at a boundary that falls on a slot: no burst at a
        // change
        List<Long> perSecond =
                r.intervals().stream().map(IntervalSample::completed).toList();
        for (int i = 0; i < perSecond.size(); i++) {
            int rate = 2 << (i / 7);
            assertEquals(rate, perSecond.get(i), 1.0, "second " + i + " of " + perSecond);
        }
        for (int s = 0; s < 3; s++) {
            assertEquals(2 << s, figures.get(s).transactionsPerSecond().mean(), 0.5, "step " + s);
        }
        assertEquals(executed.get(), r.totalCompleted());
        CapacityOutcome outcome = steps.outcome(r.totalCompleted(), r.totalFailed());
        long inSteps = figures.stream().mapToLong(StepFigures::stepCompleted).sum();
        assertEquals(r.totalCompleted(), inSteps + outcome.completedOutsideSteps());
        assertEquals(8.0, r.details().targetRatePerSecond(), 1e-9, "the results' rate is the last step's");
        // the users stay: the run's four all along
        assertEquals(USERS, engine.liveUsers().active());
        assertEquals(USERS, engine.liveUsers().everActive());
    }

    @Test
    void aRateSearchNeedsAnOpenLoopRunAndAUsersSearchAClosedOne() throws Exception {
        IllegalArgumentException closed = assertThrows(
                IllegalArgumentException.class,
                () -> new LoadEngine(
                        config(),
                        Fakes.DIALECT,
                        Fakes.registry(counting()),
                        EngineOptions.defaults().withClock(driver.clock()).withListeners(List.of(steps("2,4"))),
                        RunShape.holding(connections, USERS)));
        assertTrue(closed.getMessage().contains("open-loop run"), closed.getMessage());
        CapacityStepDriver users = new CapacityStepDriver(
                new CapacitySearch(LoadStepsParser.parse("1,2", null, null), List.of()), STEP, 0, (f, d) -> {});
        IllegalArgumentException open = assertThrows(IllegalArgumentException.class, () -> engine(users, 10));
        assertTrue(open.getMessage().contains("cannot run open loop"), open.getMessage());
    }
}
