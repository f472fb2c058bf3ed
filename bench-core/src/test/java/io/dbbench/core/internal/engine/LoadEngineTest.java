package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.StartGate;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LoadEngineTest {
    private final ManualClock clock = new ManualClock();
    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
    private final AtomicInteger inserts = new AtomicInteger();
    private final AtomicInteger selects = new AtomicInteger();

    private Map<String, Transaction> countingTransactions() {
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            inserts.incrementAndGet();
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        });
        t.put("Select", ctx -> {
            selects.incrementAndGet();
            return Outcome.committed(DmlCounts.of(2, 0, 0, 0, 0, 0));
        });
        return t;
    }

    private RunConfigBuilder config(int users) {
        return RunConfig.builder()
                .name("engine test")
                .users(users)
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 3);
    }

    private RunResult run(RunConfig config, Map<String, Transaction> transactions, List<ProgressListener> listeners)
            throws Exception {
        EngineOptions options =
                EngineOptions.defaults().withClock(clock).withSeed(42).withListeners(listeners);
        return new LoadEngine(config, Fakes.DIALECT, connections, Fakes.registry(transactions), options).run();
    }

    @Test
    void stopsAfterExactlyMaxTransactionsAndCountsEveryOne() throws Exception {
        RunResult r = run(config(4).maxTransactions(5_000).build(), countingTransactions(), List.of());

        assertEquals(EndReason.MAX_TRANSACTIONS, r.endReason());
        assertEquals(5_000, r.totalCompleted());
        assertEquals(5_000, inserts.get() + selects.get());
        assertEquals(inserts.get(), r.transactions().get(0).completed());
        assertEquals(selects.get(), r.transactions().get(1).completed());
        assertEquals(inserts.get(), r.dmlTotals().inserts());
        assertEquals(2L * selects.get(), r.dmlTotals().selects());
        assertEquals(inserts.get(), r.dmlTotals().commits());
        // weight 1 : 3 over 5000 picks with a fixed seed: far from either extreme
        assertTrue(inserts.get() > 900 && inserts.get() < 1600, "inserts " + inserts.get());
        // sessions that log on after the budget is spent never connect; every one that did gives it back
        assertTrue(connections.acquired.get() >= 1 && connections.acquired.get() <= 4);
        assertEquals(connections.acquired.get(), connections.released.get());
    }

    @Test
    void runTimeEndsTheRunWithOneReadingPerSecond() throws Exception {
        RunResult r = run(config(2).runTime(Duration.ofSeconds(10)).build(), countingTransactions(), List.of());

        assertEquals(EndReason.RUN_TIME, r.endReason());
        assertEquals(Duration.ofSeconds(10), r.runDuration());
        assertEquals(Duration.ofSeconds(10), r.statisticsDuration());
        assertEquals(10, r.tpsReadings().size());
        assertEquals(10, r.intervals().size());
        assertEquals(inserts.get() + selects.get(), r.totalCompleted());
        long sampled =
                r.intervals().stream().mapToLong(IntervalSample::completed).sum();
        assertTrue(sampled <= r.totalCompleted(), "stragglers after the end are counted, never lost");
        for (int i = 1; i < 10; i++) {
            // stamped with the interval's nominal end, however late the sampler got to it
            assertEquals(
                    1_000,
                    r.tpsReadings().get(i).epochMillis()
                            - r.tpsReadings().get(i - 1).epochMillis());
        }
        assertEquals(
                r.startTime().toEpochMilli() + 1_000, r.tpsReadings().get(0).epochMillis());
    }

    @Test
    void aCommonStartLogsOnFirstThenStartsTheLoadAtTheInstant() throws Exception {
        java.time.Instant startAt = java.time.Instant.ofEpochMilli(clock.epochMillis() + 30_000);
        AtomicInteger early = new AtomicInteger();
        Map<String, Transaction> t = new LinkedHashMap<>();
        AtomicInteger ran = new AtomicInteger();
        t.put("Insert", ctx -> {
            if (clock.epochMillis() < startAt.toEpochMilli()) early.incrementAndGet();
            ran.incrementAndGet();
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        });
        t.put("Select", t.get("Insert"));
        // the sampler moves this clock a second per real millisecond: held until a user has run, so a loaded
        // machine that has not scheduled the users yet cannot end the 2 s run before the load began
        ProgressListener untilAUserRan = snapshot -> {
            long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (ran.get() == 0 && System.nanoTime() - giveUp < 0)
                java.util.concurrent.locks.LockSupport.parkNanos(100_000);
        };
        EngineOptions options = EngineOptions.defaults()
                .withClock(clock)
                .withSeed(42)
                .withStartGate(StartGate.at(startAt))
                .withListeners(List.of(untilAUserRan));
        RunResult r = new LoadEngine(
                        config(3).runTime(Duration.ofSeconds(2)).build(),
                        Fakes.DIALECT,
                        connections,
                        Fakes.registry(t),
                        options)
                .run();

        assertEquals(startAt, r.startTime());
        assertEquals(0, early.get(), "no transaction before the common start");
        assertTrue(r.totalCompleted() > 0);
        assertEquals(3, connections.acquired.get(), "every user logged on before the start");
        assertTrue(
                r.logonTime().compareTo(Duration.ofSeconds(30)) < 0,
                "the logon time leaves out the wait: " + r.logonTime());
        assertEquals(startAt.toEpochMilli() + 1_000, r.tpsReadings().get(0).epochMillis());
    }

    @Test
    void usersLoggingOnLaterThanTheToleranceAfterTheCommonStartFailTheRun() {
        java.time.Instant startAt = java.time.Instant.ofEpochMilli(clock.epochMillis() - 30_000);
        AtomicInteger ran = new AtomicInteger();
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            ran.incrementAndGet();
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        });
        t.put("Select", t.get("Insert"));
        EngineOptions options = EngineOptions.defaults()
                .withClock(clock)
                .withSeed(42)
                .withStartGate(StartGate.at(startAt, Duration.ofSeconds(2)));
        BenchmarkException e = assertThrows(BenchmarkException.class, () -> new LoadEngine(
                        config(3).runTime(Duration.ofSeconds(2)).build(),
                        Fakes.DIALECT,
                        connections,
                        Fakes.registry(t),
                        options)
                .run());

        assertEquals(BenchmarkException.Kind.LATE_START, e.kind());
        assertTrue(e.getMessage().matches(".*late by 30[0-9]{3} ms.*"), e.getMessage());
        assertEquals(0, ran.get(), "no transaction after a late start");
    }

    @Test
    void statisticsOnlyInsideTheCollectionWindow() throws Exception {
        RunConfig cfg = config(2)
                .runTime(Duration.ofSeconds(10))
                .statsWindow(Duration.ofSeconds(2), Duration.ofSeconds(8))
                .build();
        RunResult r = run(cfg, countingTransactions(), List.of());

        assertEquals(Duration.ofSeconds(6), r.statisticsDuration());
        long inWindow = r.intervals().stream()
                .filter(s -> s.elapsedMillis() > 2_000 && s.elapsedMillis() <= 8_000)
                .mapToLong(IntervalSample::completed)
                .sum();
        assertEquals(inWindow, r.totalCompleted());
        assertTrue(inserts.get() + selects.get() >= r.totalCompleted());
    }

    @Test
    void failedTransactionsAreRolledBackCountedAndTheSessionGoesOn() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            if (calls.incrementAndGet() % 2 == 0) throw new SQLException("deadlock detected", "40P01");
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        });
        t.put("Select", ctx -> Outcome.rolledBack(DmlCounts.of(1, 0, 0, 0, 0, 1)));
        RunResult r = run(config(1).maxTransactions(1_000).build(), t, List.of());

        TransactionResult insert = r.transactions().get(0);
        TransactionResult select = r.transactions().get(1);
        assertEquals(1_000, insert.completed() + insert.failed() + select.completed());
        assertEquals(calls.get() / 2, insert.failed());
        assertEquals(Map.of("40P01", insert.failed()), r.errorsByCode());
        assertEquals(select.completed(), select.rolledBack());
        assertEquals(insert.failed() + select.completed(), r.dmlTotals().rollbacks());
        assertEquals(insert.failed(), connections.rollbacks.get());
        assertEquals(0, connections.discarded.get());
        assertEquals(insert.failed(), r.totalFailed());
    }

    @Test
    void aLostConnectionIsDiscardedAndReplaced() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            if (calls.incrementAndGet() % 100 == 0) throw new SQLException("terminating connection", "08006");
            return Outcome.committed(DmlCounts.NONE);
        });
        t.put("Select", ctx -> Outcome.committed(DmlCounts.NONE));
        connections.failNextAcquires = 0;
        List<String> notices = new CopyOnWriteArrayList<>();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {}

            @Override
            public void onNotice(String message) {
                notices.add(message);
            }
        };
        RunResult r = run(config(2).maxTransactions(2_000).build(), t, List.of(listener));

        long lost = r.errorsByCode().getOrDefault("08006", 0L);
        assertTrue(lost > 0);
        assertEquals(lost, connections.discarded.get());
        // every connection handed out came back: released at the end, or discarded when lost
        assertEquals(connections.acquired.get(), connections.released.get() + connections.discarded.get());
        assertTrue(connections.acquired.get() > lost);
        assertEquals(2_000, r.totalCompleted() + r.totalFailed());
        assertTrue(notices.stream().anyMatch(n -> n.contains("08006")), notices.toString());
    }

    @Test
    void sessionsRetryLogonUntilTheDatabaseAnswers() throws Exception {
        connections.failNextAcquires = 3;
        RunResult r = run(config(1).maxTransactions(10).build(), countingTransactions(), List.of());

        assertEquals(10, r.totalCompleted());
        assertEquals(1, connections.acquired.get());
    }

    @Test
    void stopEndsTheRunAndKeepsWhatWasMeasured() throws Exception {
        List<ProgressSnapshot> snapshots = new CopyOnWriteArrayList<>();
        AtomicInteger calls = new AtomicInteger();
        List<LoadEngine> engine = new ArrayList<>();
        Map<String, Transaction> t = new LinkedHashMap<>();
        t.put("Insert", ctx -> {
            if (calls.incrementAndGet() == 500) engine.get(0).stop();
            return Outcome.committed(DmlCounts.NONE);
        });
        t.put("Select", t.get("Insert"));
        EngineOptions options =
                EngineOptions.defaults().withClock(clock).withSeed(1).withListeners(List.of(snapshots::add));
        engine.add(new LoadEngine(config(2).build(), Fakes.DIALECT, connections, Fakes.registry(t), options));
        RunResult r = engine.get(0).run();

        assertEquals(EndReason.INTERRUPTED, r.endReason());
        assertTrue(r.totalCompleted() >= 500, "completed " + r.totalCompleted());
        assertEquals(calls.get(), r.totalCompleted());
    }

    @Test
    void anUnknownClassNameIsAConfigurationError() {
        RunConfig cfg =
                RunConfig.builder().transaction("X", "X", "com.example.Nope", 1).build();
        BenchmarkException e =
                assertThrows(BenchmarkException.class, () -> run(cfg, countingTransactions(), List.of()));
        assertEquals(BenchmarkException.Kind.CONFIGURATION, e.kind());
        assertTrue(e.getMessage().contains("com.example.Nope"));
        assertTrue(e.getMessage().contains(Fakes.PREFIX + "Insert"));
    }

    @Test
    void resultsNeverCarryThePassword() throws Exception {
        RunConfig cfg = config(1)
                .maxTransactions(10)
                .connect("jdbc:fake:x", "soe", "s3cret")
                .build();
        RunResult r = run(cfg, countingTransactions(), List.of());
        assertFalse(r.toString().contains("s3cret"));
        assertTrue(r.config().connection().password().isEmpty());
    }

    @Test
    void theRunCarriesItsEnvironmentFingerprintReadFromTheDatabaseAndTheMachine() throws Exception {
        RunResult r = run(config(1).maxTransactions(10).build(), countingTransactions(), List.of());
        assertEquals("FakeDB", r.fingerprint().facts().get(EnvironmentFingerprint.DB_PRODUCT));
        assertEquals("1.0", r.fingerprint().facts().get(EnvironmentFingerprint.DB_VERSION));
        assertEquals(
                Integer.toString(Runtime.getRuntime().availableProcessors()),
                r.fingerprint().facts().get(EnvironmentFingerprint.CPU_COUNT));
    }
}
