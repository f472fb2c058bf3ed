package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** Topologies (a pool per service, borrowed per transaction), iterations and the open loop, on a manual clock. */
class LoadEngineShapeTest {
    /** A new instance per test (JUnit's default), so a test may swap in another kind of manual clock. */
    private ManualClock clock = new ManualClock();

    private final AtomicLong transactionsRun = new AtomicLong();

    private static RunConfigBuilder config(int users) {
        return RunConfig.builder()
                .name("shape test")
                .users(users)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 3);
    }

    /** Transactions that take {@code millis} of the manual clock each. */
    private Map<String, Transaction> taking(long millis) {
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            transactionsRun.incrementAndGet();
            clock.advance(millis * 1_000_000L);
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        });
        t.put("Select", ctx -> {
            transactionsRun.incrementAndGet();
            clock.advance(millis * 1_000_000L);
            return Outcome.committed(DmlCounts.of(1, 0, 0, 0, 0, 0));
        });
        return t;
    }

    /**
     * Holds the manual clock until all {@code users} are inside a transaction at once (the fake pools do
     * not limit borrows), so every service runs one. Otherwise the first service's users may move the
     * clock past the end before a loaded machine schedules the second service's (seen in CI).
     */
    private static Map<String, Transaction> everyUserOnceBeforeTimeMoves(
            int users, Map<String, Transaction> transactions) {
        CountDownLatch allInside = new CountDownLatch(users);
        Set<Thread> entered = ConcurrentHashMap.newKeySet();
        Map<String, Transaction> gated = new LinkedHashMap<>();
        transactions.forEach((name, t) -> gated.put(name, ctx -> {
            if (entered.add(Thread.currentThread())) allInside.countDown();
            // bounded: should a user never start, the per-service assertions below say so
            allInside.await(30, TimeUnit.SECONDS);
            return t.execute(ctx);
        }));
        return gated;
    }

    /**
     * Holds the sampler (it calls its listeners) until a transaction has run since the previous interval, up to
     * 10 s of real time. The default manual clock moves a second per real millisecond of the sampler's wait: a
     * loaded machine that does not schedule the users for a few milliseconds would otherwise see runs of
     * seconds end with nothing done.
     */
    private ProgressListener aTransactionEveryInterval() {
        AtomicLong seen = new AtomicLong();
        return snapshot -> {
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (transactionsRun.get() == seen.get() && System.nanoTime() - giveUp < 0)
                LockSupport.parkNanos(100_000);
            seen.set(transactionsRun.get());
        };
    }

    private RunResult run(RunConfig config, Map<String, Transaction> transactions, RunShape shape) throws Exception {
        EngineOptions options = EngineOptions.defaults()
                .withClock(clock)
                .withSeed(7)
                .withListeners(List.of(aTransactionEveryInterval()));
        return new LoadEngine(config, Fakes.DIALECT, Fakes.registry(transactions), options, shape).run();
    }

    @Test
    void eachServiceHasItsOwnPoolAndUsersBorrowAConnectionPerTransaction() throws Exception {
        // only the transactions move time: while users wait for each other below, the run does not go on
        clock = ManualClock.drivenByTransactions();
        Topology topology = Topology.parse("2x2");
        int[] users = topology.usersPerService(5);
        List<Fakes.CountingConnectionSource> pools = new ArrayList<>();
        List<ServicePool> services = new ArrayList<>();
        for (int s = 0; s < topology.services(); s++) {
            Fakes.CountingConnectionSource pool = new Fakes.CountingConnectionSource();
            pools.add(pool);
            services.add(new ServicePool("svc-" + s, pool, topology.connectionsPerService(), users[s]));
        }
        RunResult r = run(
                config(5).runTime(Duration.ofSeconds(5)).build(),
                everyUserOnceBeforeTimeMoves(5, taking(1)),
                RunShape.borrowing(topology, services));

        assertEquals("2x2", r.details().topology());
        List<ServiceResult> results = r.details().services();
        assertEquals(
                List.of("svc-0", "svc-1"),
                results.stream().map(ServiceResult::name).toList());
        assertEquals(List.of(3, 2), results.stream().map(ServiceResult::users).toList());
        assertEquals(
                List.of(2, 2), results.stream().map(ServiceResult::connections).toList());
        assertEquals(
                r.totalCompleted(),
                results.stream().mapToLong(ServiceResult::completed).sum());
        for (int s = 0; s < 2; s++) {
            ServiceResult service = results.get(s);
            // one pool wait per transaction, and every borrowed connection went back
            assertEquals(
                    service.completed(), service.poolWaitNanos().getTotalCount(), "pool waits of " + service.name());
            assertEquals(service.completed(), service.latencyNanos().getTotalCount());
            Fakes.CountingConnectionSource pool = pools.get(s);
            assertEquals(pool.acquired.get(), pool.released.get(), "connections given back to " + service.name());
            // a logon per user, then a borrow per transaction: far more than one connection per user
            assertTrue(service.completed() > 0, service.name() + " ran transactions");
            assertTrue(
                    pool.acquired.get() > service.completed(),
                    "borrows of " + service.name() + ": " + pool.acquired.get());
        }
    }

    /** Interval histograms are copied for listeners that read them, and not at all otherwise. */
    @Test
    void listenersGetIntervalHistogramsOnlyWhenOneWantsThem() throws Exception {
        for (boolean wants : new boolean[] {false, true}) {
            List<ProgressSnapshot> seen = new ArrayList<>();
            ProgressListener listener = new ProgressListener() {
                @Override
                public boolean wantsHistograms() {
                    return wants;
                }

                @Override
                public void onInterval(ProgressSnapshot snapshot) {
                    seen.add(snapshot);
                }
            };
            Topology topology = Topology.parse("2x1");
            var shape = RunShape.borrowing(
                    topology, List.of(new ServicePool("svc", new Fakes.CountingConnectionSource(), 2, 2)));
            EngineOptions options =
                    EngineOptions.defaults().withClock(clock).withSeed(7).withListeners(List.of(listener));
            new LoadEngine(
                            config(2).runTime(Duration.ofSeconds(3)).build(),
                            Fakes.DIALECT,
                            Fakes.registry(taking(1)),
                            options,
                            shape)
                    .run();
            assertFalse(seen.isEmpty());
            for (ProgressSnapshot snapshot : seen) {
                assertEquals(wants, snapshot.poolWaitNanos() != null, "pool wait copied: " + wants);
                snapshot.transactions()
                        .forEach(t -> assertEquals(wants, t.latencyNanos() != null, "latency copied: " + wants));
            }
        }
    }

    @Test
    void usersThatHoldTheirConnectionShareOneSourceAndAreNotReportedAsServices() throws Exception {
        Fakes.CountingConnectionSource pool = new Fakes.CountingConnectionSource();
        assertThrows(
                IllegalArgumentException.class,
                () -> new RunShape(
                        ConnectionPolicy.HOLD,
                        "",
                        List.of(new ServicePool("a", pool, 1, 1), new ServicePool("b", pool, 1, 1)),
                        null,
                        0,
                        0));
        RunResult r = run(config(3).runTime(Duration.ofSeconds(2)).build(), taking(1), RunShape.holding(pool, 3));
        assertNull(r.details().topology());
        assertTrue(r.details().services().isEmpty());
        assertTrue(r.totalCompleted() > 0);
    }

    @Test
    void servicesMustAddUpToTheConfigsUsers() {
        Topology topology = Topology.parse("4x1");
        List<ServicePool> services = List.of(new ServicePool("s", new Fakes.CountingConnectionSource(), 4, 3));
        EngineOptions options = EngineOptions.defaults().withClock(clock);
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new LoadEngine(
                        config(8).build(),
                        Fakes.DIALECT,
                        Fakes.registry(taking(0)),
                        options,
                        RunShape.borrowing(topology, services)));
        assertTrue(e.getMessage().contains("3 users"), e.getMessage());
    }

    @Test
    void theRunIsCutIntoWarmupAndMeasurementIterationsOfTheStatisticsWindow() throws Exception {
        MeasurementPlan plan = new MeasurementPlan(1, Duration.ofSeconds(2), 3, Duration.ofSeconds(2), 1);
        // transactions that take no time: only the sampler moves the manual clock, one interval at a time,
        // and the sessions run in every interval (transactions that moved it would race it past the end)
        RunConfig cfg = config(2)
                .runTime(plan.repeatLength())
                .statsWindow(plan.warmupTotal(), plan.repeatLength())
                .build();
        RunResult r = run(
                cfg,
                taking(0),
                RunShape.holding(
                                new Fakes.CountingConnectionSource(), cfg.load().users())
                        .measured(plan, 2, 0));

        List<IterationResult> its = r.details().iterations();
        assertEquals(4, its.size());
        assertEquals(
                List.of(Phase.WARMUP, Phase.MEASUREMENT, Phase.MEASUREMENT, Phase.MEASUREMENT),
                its.stream().map(IterationResult::phase).toList());
        assertEquals(
                List.of(0, 0, 1, 2), its.stream().map(IterationResult::index).toList());
        its.forEach(i -> assertEquals(2, i.repeat()));
        its.forEach(i -> assertEquals(Duration.ofSeconds(2), i.duration()));
        long measured = r.details().measuredIterations().stream()
                .mapToLong(IterationResult::completed)
                .sum();
        // the measured iterations are exactly the sampled intervals of the statistics window; the run's
        // total also has the transactions that finished after the end, which no iteration takes
        long sampledInWindow = r.intervals().stream()
                .filter(s -> s.elapsedMillis() > 2_000)
                .mapToLong(io.dbbench.core.result.IntervalSample::completed)
                .sum();
        assertEquals(sampledInWindow, measured);
        assertTrue(measured <= r.totalCompleted());
        assertTrue(measured > 0, "measured " + measured + " of " + r.totalCompleted());
        assertNull(r.details().topology());
    }

    @Test
    void anOpenLoopNeverRunsAheadOfItsSchedule() throws Exception {
        RunConfig cfg = config(2).runTime(Duration.ofSeconds(10)).build();
        RunResult r = run(
                cfg,
                taking(0),
                RunShape.holding(
                                new Fakes.CountingConnectionSource(), cfg.load().users())
                        .measured(null, 0, 50));

        // the schedule's 500, and a few more that sessions started while the manual clock ran past the end
        // before the sampler saw it; a closed loop of 0 ms transactions does hundreds of thousands
        assertTrue(r.totalCompleted() <= 10 * 50 * 1.2, "completed " + r.totalCompleted());
        assertTrue(r.totalCompleted() > 0);
        assertEquals(50, r.details().targetRatePerSecond());
        assertNotNull(r.details().scheduleLagNanos());
    }

    @Test
    void anOpenLoopCountsResponseTimeFromTheIntendedStartSoASlowDatabaseShowsUp() throws Exception {
        // one user, 20 ms per transaction, asked for 100 per second: every transaction starts later than meant
        RunConfig cfg = config(1).runTime(Duration.ofSeconds(10)).build();
        RunResult open = run(
                cfg,
                taking(20),
                RunShape.holding(
                                new Fakes.CountingConnectionSource(), cfg.load().users())
                        .measured(null, 0, 100));

        long maxLatency =
                open.transactions().stream().mapToLong(t -> t.maxNanos()).max().orElseThrow();
        assertTrue(
                maxLatency > 1_000_000_000L, "the queue behind a slow database is in the response time: " + maxLatency);
        assertTrue(open.details().scheduleLagNanos().getMaxValue() > 1_000_000_000L);
    }
}
