package io.dbbench.core.internal.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.workload.Transaction;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a run's users: one session on its own thread per user, the users of each service in turn, each with
 * its own transactions, random seed and logon time (LogonGroupCount users log on together, LogonDelay apart
 * from the next group).
 */
final class SessionLauncher {
    /**
     * What the sessions of every service share, besides their service.
     *
     * @param schedule    the open-loop schedule, or null for a closed loop
     * @param scheduleLag open loop: where the lateness against the schedule is recorded, or null
     */
    record RunParts(
            RunState state,
            ServiceRecorders recorders,
            WeightedPicker picker,
            ErrorCounter errors,
            OpenLoopSchedule schedule,
            ScheduleLag scheduleLag) {}

    private final RunConfig config;
    private final Dialect dialect;
    private final EngineOptions options;
    private final RunShape shape;

    SessionLauncher(RunConfig config, Dialect dialect, EngineOptions options, RunShape shape) {
        this.config = config;
        this.dialect = dialect;
        this.options = options;
        this.shape = shape;
    }

    /**
     * @param sessions filled with the sessions, in the order of the threads returned
     * @return the sessions' threads, started
     */
    List<Thread> start(EngineWorkloads workloads, RunParts run, long engineStart, List<Session> sessions)
            throws BenchmarkException {
        LoadConfig load = config.load();
        List<Session.Shared> shared = shared(run);
        List<Thread> threads = new ArrayList<>(load.users());
        SessionContext.Settings settings = new SessionContext.Settings(
                dialect,
                options.clock(),
                run.state().stoppedLatch(),
                load.queryTimeoutSeconds(),
                new SessionContext.ThinkTime(load.minDelayMillis(), load.maxDelayMillis()),
                config.environment(),
                config.connection().properties());
        int service = 0;
        int usersLeftInService = shape.services().get(0).users();
        for (int s = 0; s < load.users(); s++) {
            if (usersLeftInService == 0)
                usersLeftInService = shape.services().get(++service).users();
            usersLeftInService--;
            Transaction[] transactions = workloads.newTransactions();
            SessionContext context = new SessionContext(settings, s, options.seed() + s * 0x9E3779B97F4A7C15L);
            // LogonGroupCount users log on together, LogonDelay apart from the next group
            long logonAt = engineStart + (s / load.logonGroupCount()) * load.logonDelayMillis() * 1_000_000L;
            String name = shape.services().get(service).name() + "-session-" + s;
            Session session = new Session(
                    shared.get(service),
                    context,
                    transactions,
                    logonAt,
                    workloads.statementBase(),
                    workloads.statementCount());
            sessions.add(session);
            Thread t = new Thread(session, name);
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
        return threads;
    }

    /** Per service, what its sessions share. */
    private List<Session.Shared> shared(RunParts run) {
        List<Session.Shared> shared = new ArrayList<>();
        for (int s = 0; s < shape.services().size(); s++) {
            shared.add(new Session.Shared(
                    run.state(),
                    shape.services().get(s),
                    shape.policy(),
                    dialect,
                    options.clock(),
                    run.recorders().forService(s),
                    run.picker(),
                    run.errors(),
                    config.load(),
                    config.preferences(),
                    options.startGate() != null,
                    run.schedule(),
                    run.scheduleLag() == null ? null : run.scheduleLag().recorder()));
        }
        return shared;
    }
}
