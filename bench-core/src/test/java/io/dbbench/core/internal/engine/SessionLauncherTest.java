package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sessions' threads are started on a starter thread of their own, in user order, so that the engine's sampler
 * is not held back by thousands of thread starts; once the run has stopped, the starter starts none.
 */
class SessionLauncherTest {
    private static final int USERS = 50;

    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();

    /** Launches USERS sessions that think a minute between transactions, and waits for the starter. */
    private List<Thread> launch(RunState state) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("launcher test")
                .users(USERS)
                .interThinkMillis(60_000, 60_000)
                .runTime(Duration.ofMinutes(1))
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
        Transaction select = ctx -> Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        RunShape shape = RunShape.holding(connections, USERS);
        SessionLauncher launcher = new SessionLauncher(
                config, Fakes.DIALECT, EngineOptions.defaults().withSeed(42), shape);
        SessionLauncher.RunParts run = new SessionLauncher.RunParts(
                state,
                new ServiceRecorders(shape.services(), 1),
                new WeightedPicker(new int[] {1}),
                new ErrorCounter(),
                null,
                null,
                new LiveUsers(USERS, USERS, null));
        EngineWorkloads workloads =
                EngineWorkloads.open(config, Fakes.DIALECT, connections, Fakes.registry(Map.of("Select", select)));
        List<Session> sessions = new ArrayList<>();
        List<Thread> threads = launcher.start(workloads, run, System.nanoTime(), USERS, sessions);
        launcher.awaitStarted(60_000);
        assertEquals(USERS, sessions.size());
        return threads;
    }

    @Test
    void everySessionIsStartedOnAThreadOfItsOwnInUserOrder() throws Exception {
        RunState state = new RunState(USERS, -1);
        List<Thread> threads = launch(state);
        try {
            for (int s = 0; s < USERS; s++) {
                assertEquals("dbbench-session-" + s, threads.get(s).getName());
                // started: past NEW (running, waiting for its logon, thinking or already ended)
                assertFalse(
                        threads.get(s).getState() == Thread.State.NEW,
                        threads.get(s).getName());
            }
        } finally {
            state.requestStop(EndReason.INTERRUPTED);
            for (Thread t : threads) t.join(10_000);
        }
        for (Thread t : threads) assertFalse(t.isAlive(), t.getName() + " still running after the stop");
    }

    @Test
    void noSessionIsStartedOnceTheRunHasStopped() throws Exception {
        RunState state = new RunState(USERS, -1);
        state.requestStop(EndReason.INTERRUPTED);

        List<Thread> threads = launch(state);

        for (Thread t : threads) assertEquals(Thread.State.NEW, t.getState(), t.getName());
        assertEquals(0, connections.acquired.get());
    }
}
