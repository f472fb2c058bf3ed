package io.dbbench.core.internal.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.workload.Transaction;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Starts a run's users: one session on its own thread per user, the users of each service in turn, each with
 * its own transactions, random seed and logon time (LogonGroupCount users log on together, LogonDelay apart
 * from the next group). A run that can grow ({@link RunShape#maxUsers()}) gets a session for every user up to
 * its ceiling; those beyond the active count wait, holding no connection, until {@link LiveUsers} activates them.
 * The LogonDelay ramp is the config's users': a user above them logs on as soon as it is activated.
 */
final class SessionLauncher {
    /**
     * What the sessions of every service share, besides their service.
     *
     * @param schedule    the open-loop schedule, or null for a closed loop
     * @param scheduleLag open loop: where the lateness against the schedule is recorded, or null
     * @param users       how many of the users run now
     */
    record RunParts(
            RunState state,
            ServiceRecorders recorders,
            WeightedPicker picker,
            ErrorCounter errors,
            OpenLoopSchedule schedule,
            ScheduleLag scheduleLag,
            LiveUsers users) {}

    private final RunConfig config;
    private final Dialect dialect;
    private final EngineOptions options;
    private final RunShape shape;
    /** Starts one session's thread, on the starter thread: {@link Thread#start}, or a test's that watches it. */
    private final Consumer<Thread> threadStart;
    /** Starts the sessions' threads; null before {@link #start}. */
    private Thread starter;

    SessionLauncher(RunConfig config, Dialect dialect, EngineOptions options, RunShape shape) {
        this(config, dialect, options, shape, Thread::start);
    }

    SessionLauncher(
            RunConfig config, Dialect dialect, EngineOptions options, RunShape shape, Consumer<Thread> threadStart) {
        this.config = config;
        this.dialect = dialect;
        this.options = options;
        this.shape = shape;
        this.threadStart = threadStart;
    }

    /**
     * @param activeAtStart the users active as the run starts: those its start waits for
     * @param sessions      filled with the sessions, in the order of the threads returned
     * @return the sessions' threads, in user order, being started in rank order on a thread of their own
     *     ({@link #awaitStarted})
     */
    List<Thread> start(
            EngineWorkloads workloads, RunParts run, long engineStart, int activeAtStart, List<Session> sessions)
            throws BenchmarkException {
        LoadConfig load = config.load();
        List<Session.Shared> shared = shared(run);
        List<Thread> threads = new ArrayList<>(shape.maxUsers());
        SessionContext.Settings settings = new SessionContext.Settings(
                dialect,
                options.clock(),
                run.state().stoppedLatch(),
                load.queryTimeoutSeconds(),
                new SessionContext.ThinkTime(load.minDelayMillis(), load.maxDelayMillis()),
                config.environment(),
                config.connection().properties());
        int[] serviceOf = serviceOf();
        int[] rankOf = rankOf(serviceOf);
        Thread[] byRank = new Thread[serviceOf.length];
        for (int s = 0; s < serviceOf.length; s++) {
            int service = serviceOf[s];
            Transaction[] transactions = workloads.newTransactions();
            SessionContext context = new SessionContext(settings, s, options.seed() + s * 0x9E3779B97F4A7C15L);
            // LogonGroupCount users log on together, LogonDelay apart from the next group: the config's users ramp up
            // so; a user above them has no place in that ramp and logs on when it is activated (its step is its ramp)
            long logonAt = s < shape.users()
                    ? engineStart + (s / load.logonGroupCount()) * load.logonDelayMillis() * 1_000_000L
                    : engineStart;
            String name = shape.services().get(service).name() + "-session-" + s;
            Session session = new Session(
                    shared.get(service),
                    context,
                    logonAt,
                    new SessionParts.Work(transactions, workloads.statementBase(), workloads.statementCount()),
                    new LiveUsers.Seat(run.users(), rankOf[s], rankOf[s] < activeAtStart));
            sessions.add(session);
            Thread t = options.userThreads().newThread(session, name);
            threads.add(t);
            byRank[rankOf[s]] = t;
        }
        // in rank order, the order users are activated: with several services and fewer users active than
        // configured, the active users of a later service start before the idle ones of the first
        startAll(List.of(byRank), run.state());
        return threads;
    }

    /**
     * Starts the threads on a thread of its own, in the order given, so that the engine's sampler begins on time: a
     * platform thread's start waits until the new thread runs, milliseconds on a busy machine, and 10,000 users
     * held the first 1-second sample back 53 s. A user started late logs on late, as it would have; none is
     * started once the run has stopped. An Error (no native thread left) stops the run and is rethrown by the
     * engine, as a transaction's is.
     */
    private void startAll(List<Thread> threads, RunState state) {
        starter = new Thread(
                () -> {
                    try {
                        for (Thread t : threads) {
                            if (state.isStopped()) return;
                            threadStart.accept(t);
                        }
                    } catch (Error e) {
                        state.fatal(e);
                    }
                },
                "dbbench-session-starter");
        starter.setDaemon(true);
        starter.start();
    }

    /**
     * Waits, at most {@code millis}, until every session's thread is started or the starter has stopped starting
     * them (the run stopped): the run's end then sees them all. A thread started after it sees the stop and ends.
     */
    void awaitStarted(long millis) throws InterruptedException {
        if (starter != null) starter.join(millis);
    }

    /**
     * Each user's service: the config's users fill the services in turn (as they always have: same names, same
     * seeds), the users a growing run adds go to the services round robin.
     */
    private int[] serviceOf() {
        List<ServicePool> services = shape.services();
        int[] out = new int[shape.maxUsers()];
        int s = 0;
        for (int service = 0; service < services.size(); service++) {
            for (int u = 0; u < services.get(service).users(); u++) out[s++] = service;
        }
        for (int extra = 0; s < out.length; extra++) out[s++] = extra % services.size();
        return out;
    }

    /**
     * Each user's rank in activation order: the services' users taken in turn, so that any number of active users
     * spreads over the services as evenly as it can; the config's users first, so that they are the active ones
     * until the count changes.
     */
    private int[] rankOf(int[] serviceOf) {
        int users = shape.users();
        int[] rank = new int[serviceOf.length];
        int next = interleave(serviceOf, 0, users, rank, 0);
        interleave(serviceOf, users, serviceOf.length, rank, next);
        return rank;
    }

    /** Ranks the users [from, to) from {@code next} on, one of each service in turn. @return the next free rank */
    private int interleave(int[] serviceOf, int from, int to, int[] rank, int next) {
        int services = shape.services().size();
        List<java.util.ArrayDeque<Integer>> queues = new ArrayList<>(services);
        for (int service = 0; service < services; service++) queues.add(new java.util.ArrayDeque<>());
        for (int s = from; s < to; s++) queues.get(serviceOf[s]).add(s);
        int left = to - from;
        while (left > 0) {
            for (java.util.ArrayDeque<Integer> queue : queues) {
                if (queue.isEmpty()) continue;
                rank[queue.poll()] = next++;
                left--;
            }
        }
        return next;
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
