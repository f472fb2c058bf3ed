package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The sessions' threads are started on a starter thread of their own, in the order users are activated, so that
 * the engine's sampler is not held back by thousands of thread starts; once the run has stopped, the starter starts
 * none.
 */
class SessionLauncherTest {
    private static final int USERS = 50;

    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
    private final List<AutoCloseable> toClose = new ArrayList<>();

    @AfterEach
    void closeWorkloads() throws Exception {
        for (AutoCloseable c : toClose) c.close();
    }

    /** Starts USERS sessions that think a minute between transactions, each thread through {@code threadStart}. */
    private List<Thread> start(RunState state, SessionLauncher launcher) throws Exception {
        RunShape shape = RunShape.holding(connections, USERS);
        SessionLauncher.RunParts run = closedLoop(state, shape, new LiveUsers(USERS, USERS, null));
        EngineWorkloads workloads = selects(config());
        List<Session> sessions = new ArrayList<>();
        List<Thread> threads = launcher.start(workloads, run, System.nanoTime(), USERS, sessions);
        assertEquals(USERS, sessions.size());
        return threads;
    }

    private static RunConfig config() {
        return RunConfig.builder()
                .name("launcher test")
                .users(USERS)
                .interThinkMillis(60_000, 60_000)
                .runTime(Duration.ofMinutes(1))
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
    }

    private SessionLauncher launcher(Consumer<Thread> threadStart) {
        return new SessionLauncher(
                config(),
                Fakes.DIALECT,
                EngineOptions.defaults().withSeed(42),
                RunShape.holding(connections, USERS),
                threadStart);
    }

    private static void stopAndJoin(RunState state, List<Thread> threads) throws InterruptedException {
        state.requestStop(EndReason.INTERRUPTED);
        for (Thread t : threads) t.join(10_000);
        for (Thread t : threads) assertFalse(t.isAlive(), t.getName() + " still running after the stop");
    }

    @Test
    void startReturnsBeforeTheThreadsAreStartedWhichAStarterThreadStartsInUserOrder() throws Exception {
        RunState state = new RunState(USERS, -1);
        CountDownLatch release = new CountDownLatch(1);
        Set<String> startingThreads = ConcurrentHashMap.newKeySet();
        List<String> started = new CopyOnWriteArrayList<>();
        SessionLauncher launcher = launcher(t -> {
            startingThreads.add(Thread.currentThread().getName());
            // the first start waits until the test has seen start() return: started on the caller's thread, it
            // would return only after this bound, with the threads started, and fail the NEW check below
            if (started.isEmpty()) awaitQuietly(release);
            started.add(t.getName());
            t.start();
        });

        List<Thread> threads = start(state, launcher);
        try {
            for (Thread t : threads) assertEquals(Thread.State.NEW, t.getState(), t.getName());
            release.countDown();
            launcher.awaitStarted(60_000);

            assertEquals(Set.of("dbbench-session-starter"), startingThreads);
            List<String> inUserOrder = new ArrayList<>();
            for (int s = 0; s < USERS; s++) inUserOrder.add("dbbench-session-" + s);
            assertEquals(inUserOrder, started);
            for (Thread t : threads) assertTrue(t.getState() != Thread.State.NEW, t.getName() + " not started");
        } finally {
            release.countDown();
            launcher.awaitStarted(60_000);
            stopAndJoin(state, threads);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void everySessionIsStartedOnAThreadOfItsOwn() throws Exception {
        RunState state = new RunState(USERS, -1);
        SessionLauncher launcher = launcher(Thread::start);
        List<Thread> threads = start(state, launcher);
        launcher.awaitStarted(60_000);
        try {
            for (int s = 0; s < USERS; s++) {
                assertEquals("dbbench-session-" + s, threads.get(s).getName());
                // started: past NEW (running, waiting for its logon, thinking or already ended)
                assertFalse(
                        threads.get(s).getState() == Thread.State.NEW,
                        threads.get(s).getName());
            }
        } finally {
            stopAndJoin(state, threads);
        }
    }

    @Test
    void theThreadsStartInTheOrderUsersAreActivatedTheServicesInTurn() throws Exception {
        // two services of three users each, two active: the active ones are a's first and b's first (ranks 0, 1)
        RunShape shape = new RunShape(
                ConnectionPolicy.BORROW,
                "",
                List.of(new ServicePool("a", connections, 2, 3), new ServicePool("b", connections, 2, 3)),
                null,
                0,
                0);
        RunConfig config = RunConfig.builder()
                .name("launcher ranks test")
                .users(6)
                .interThinkMillis(60_000, 60_000)
                .runTime(Duration.ofMinutes(1))
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
        List<String> started = new CopyOnWriteArrayList<>();
        // recorded, not started: no session runs
        SessionLauncher launcher = new SessionLauncher(
                config, Fakes.DIALECT, EngineOptions.defaults().withSeed(42), shape, t -> started.add(t.getName()));
        RunState state = new RunState(2, -1);
        SessionLauncher.RunParts run = closedLoop(state, shape, new LiveUsers(2, 6, null));
        EngineWorkloads workloads = selects(config);

        List<Thread> threads = launcher.start(workloads, run, System.nanoTime(), 2, new ArrayList<>());
        launcher.awaitStarted(60_000);

        assertEquals(
                List.of("a-session-0", "a-session-1", "a-session-2", "b-session-3", "b-session-4", "b-session-5"),
                threads.stream().map(Thread::getName).toList());
        assertEquals(
                List.of("a-session-0", "b-session-3", "a-session-1", "b-session-4", "a-session-2", "b-session-5"),
                started);
    }

    @Test
    void noSessionIsStartedOnceTheRunHasStopped() throws Exception {
        RunState state = new RunState(USERS, -1);
        state.requestStop(EndReason.INTERRUPTED);
        SessionLauncher launcher = launcher(Thread::start);

        List<Thread> threads = start(state, launcher);
        launcher.awaitStarted(60_000);

        for (Thread t : threads) assertEquals(Thread.State.NEW, t.getState(), t.getName());
        assertEquals(0, connections.acquired.get());
    }

    /** A closed loop's parts: one service's recorders, one transaction to pick, no schedule. */
    private static SessionLauncher.RunParts closedLoop(RunState state, RunShape shape, LiveUsers users) {
        return new SessionLauncher.RunParts(
                state,
                new ServiceRecorders(shape.services(), 1),
                new WeightedPicker(new int[] {1}),
                new ErrorCounter(),
                null,
                null,
                users);
    }

    /** The config's workloads, every transaction a committed one-row select; closed after the test. */
    private EngineWorkloads selects(RunConfig config) throws Exception {
        Transaction select = ctx -> Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        EngineWorkloads workloads =
                EngineWorkloads.open(config, Fakes.DIALECT, connections, Fakes.registry(Map.of("Select", select)));
        toClose.add(workloads);
        return workloads;
    }
}
