package io.dbbench.core.internal.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.workload.WorkloadRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one benchmark: opens the workloads, starts one thread per user, samples statistics once per
 * interval (the calling thread is the sampler) until the run time passes, the transaction budget is
 * spent or {@link #stop()} is called, then lets in-flight transactions finish and returns what was
 * measured. A stopped run still returns its results, marked {@link EndReason#INTERRUPTED}.
 */
public final class LoadEngine {
    /** The stop grace of a run ended by {@link #stop()}: a Ctrl-C or SIGTERM wants the results now, not in 10 s. */
    static final Duration STOPPED_GRACE = Duration.ofMillis(500);
    /**
     * How long the run's end waits for the session starter to see the stop: it starts one thread at a time (a
     * bound, not a wait: that takes milliseconds).
     */
    private static final long STARTER_WAIT_MILLIS = 5_000;

    private final RunConfig config;
    private final Dialect dialect;
    private final ConnectionSource connections;
    private final WorkloadRegistry registry;
    private final EngineOptions options;
    private final RunState state;
    /** The enabled transactions, then the statements they declared (see {@link EngineWorkloads#entries}). */
    private List<TransactionConfig> enabled;
    /** How many of {@link #enabled} are transactions: they alone are picked and counted in the totals. */
    private final int transactionTypes;
    /** Each service's own recorders (transactions, then statements), summed for the run's figures. */
    private ServiceRecorders serviceRecorders;

    private final ErrorCounter errors = new ErrorCounter();
    private final StallTracker stalls = new StallTracker();
    private final EngineListeners listeners;
    private final RunShape shape;
    /** Open loop only: lateness against the schedule, live and over the statistics window. */
    private final ScheduleLag scheduleLag;
    /** Open loop only: the intended starts, whose rate a {@link RatesSteering} listener may change; null otherwise. */
    private final OpenLoopSchedule schedule;

    /** How many users run now; the run has a session for each up to the shape's most users. */
    private final LiveUsers liveUsers;

    private IterationAccumulator iterations;
    /** With a common start: when every user was logged on, before the wait (the logon time excludes the wait). */
    private long usersOnBeforeStartNanos = Long.MIN_VALUE;

    /** A charbench-style run: every user of the config holds a connection of {@code connections}. */
    public LoadEngine(
            RunConfig config,
            Dialect dialect,
            ConnectionSource connections,
            WorkloadRegistry registry,
            EngineOptions options) {
        this(
                config,
                dialect,
                registry,
                options,
                RunShape.holding(connections, config.load().users()));
    }

    /**
     * @param shape the services, their connection policy, iterations and open-loop rate of this run; set-up
     *              work uses the first service's connections
     */
    public LoadEngine(
            RunConfig config, Dialect dialect, WorkloadRegistry registry, EngineOptions options, RunShape shape) {
        this.shape = shape;
        if (shape.users() != config.load().users()) {
            throw new IllegalArgumentException("the services of run "
                    + (shape.label().isEmpty() ? "dbbench" : shape.label()) + " have " + shape.users()
                    + " users, the config " + config.load().users());
        }
        this.scheduleLag = shape.ratePerSecond() > 0 ? new ScheduleLag() : null;
        // a run whose rate no listener steers keeps the lock-free schedule of a plain --rate run
        boolean steered = options.listeners().stream().anyMatch(l -> l instanceof RatesSteering);
        this.schedule = shape.ratePerSecond() <= 0
                ? null
                : steered ? new OpenLoopSchedule(shape.ratePerSecond()) : OpenLoopSchedule.fixed(shape.ratePerSecond());
        this.config = config;
        this.dialect = dialect;
        this.connections = shape.setUpConnections();
        this.registry = registry;
        this.options = options;
        this.listeners = new EngineListeners(options.listeners());
        // a common start is one more count on the all-logged-on latch, opened by the sampler at the instant
        this.state = new RunState(
                config.load().users() + (options.startGate() != null ? 1 : 0),
                config.load().maxTransactions());
        this.liveUsers = new LiveUsers(
                config.load().users(),
                shape.maxUsers(),
                shape.ratePerSecond() > 0 ? "an open-loop run's rate sets its load, not its users" : null);
        // the users parked wait on their own latch: the stop opens it, so that none polls for the stop
        state.onStop(() -> {
            liveUsers.wakeAll();
            // the users queued for their turn to log on would wait out the stop grace
            for (ServicePool service : shape.services()) service.connections().stopQueuedLogons();
            // the sessions waiting for their open-loop slots wait on the schedule's latch, not the stop's
            if (schedule != null) schedule.wakeAll();
        });
        // users above the active ones never finish: the run's work is done when every active user has finished
        liveUsers.whenAllFinished(() -> state.requestStop(EndReason.USERS_FINISHED));
        // a listener that steers the users (a capacity search) ends the run when its last step is done: a planned end,
        // at the boundary of the interval it has just been given (it decides in onInterval, on the sampler thread)
        for (var listener : options.listeners()) {
            // an open-loop run is steered by its rate; its users stay, serving the arrivals
            if (schedule != null && listener instanceof RatesSteering rates) {
                Clock clock = options.clock();
                rates.attachRates(
                        // the change's instant is read under the schedule's lock, not before it
                        rate -> schedule.setRate(rate, clock::nanoTime),
                        () -> state.requestStopAtBoundary(EndReason.RUN_TIME));
                continue;
            }
            if (!(listener instanceof UsersSteering) && listener instanceof RatesSteering)
                throw new IllegalArgumentException("a listener steering the rate needs an open-loop run (a rate)");
            if (!(listener instanceof UsersSteering steering)) continue;
            // refused here, not when it first steers: an exception in a listener is only a notice, the run would go on
            if (shape.ratePerSecond() > 0)
                throw new IllegalArgumentException("a listener steering the users cannot run open loop: its rate"
                        + " sets the load, not its users");
            if (steering.maxUsers() > shape.maxUsers())
                throw new IllegalArgumentException("a listener steering up to " + steering.maxUsers()
                        + " users needs a run with room for them; it has room for " + shape.maxUsers());
            steering.attach(liveUsers::setActive, () -> state.requestStopAtBoundary(EndReason.RUN_TIME));
        }
        this.enabled = config.enabledTransactions();
        this.transactionTypes = enabled.size();
        this.serviceRecorders = new ServiceRecorders(shape.services(), enabled.size());
    }

    /**
     * The grace a run's end gives the transactions in flight: the options' stop grace at the run's planned end,
     * at most {@link #STOPPED_GRACE} when the run was {@linkplain #stop() stopped} (a signal), whose results must
     * be written within seconds whatever the database does.
     */
    private Duration stopGrace() {
        Duration grace = options.stopGrace();
        if (state.endReason() != EndReason.INTERRUPTED || grace.compareTo(STOPPED_GRACE) <= 0) return grace;
        return STOPPED_GRACE;
    }

    /**
     * Ends the run from any thread (a signal handler, a test); results so far are kept. The transactions in
     * flight get at most {@link #STOPPED_GRACE} to finish. Idempotent.
     */
    public void stop() {
        state.requestStop(EndReason.INTERRUPTED);
    }

    /**
     * How many users run, changeable from any thread before or while the run goes on, up to the shape's most users
     * ({@link RunShape#withMaxUsers}). Before the run, a change sets the users it starts with (those it waits for
     * with WaitTillAllLogon or a common start); during it, users are retired and activated without losing or
     * counting twice a transaction. Each interval's snapshot and sample carry the count at its end.
     */
    public LiveUsers liveUsers() {
        return liveUsers;
    }

    /**
     * Runs the benchmark to its end. The connection source stays open: its owner closes it.
     *
     * @throws BenchmarkException when the run cannot start (unknown transaction, schema missing)
     * @throws Error            the first Error a transaction threw (counted as its failure), after the run stopped
     */
    public RunResult run() throws BenchmarkException, InterruptedException {
        // read before the load, so the settings are those the run started with and no query adds to the load
        // code benchmarks on the application's own connections lend none: only the client can be described
        EnvironmentFingerprint fingerprint = connections.lendsConnections()
                ? FingerprintCapture.capture(connections.dataSource(), dialect)
                : EnvironmentFingerprint.of(FingerprintCapture.client());
        try (EngineWorkloads workloads = EngineWorkloads.open(config, dialect, connections, registry)) {
            if (workloads.hasStatements()) {
                enabled = workloads.entries();
                serviceRecorders = new ServiceRecorders(shape.services(), enabled.size(), transactionTypes);
            }
            return runOpened(workloads).withFingerprint(fingerprint);
        }
    }

    private RunResult runOpened(EngineWorkloads workloads) throws BenchmarkException, InterruptedException {
        LoadConfig load = config.load();
        Clock clock = options.clock();
        WeightedPicker picker = new WeightedPicker(enabled.subList(0, transactionTypes).stream()
                .mapToInt(TransactionConfig::weight)
                .toArray());
        long engineStart = clock.nanoTime();
        if (shape.plan() != null) iterations = new IterationAccumulator(enabled, shape.plan(), shape.repeat());
        List<Session> sessions = new ArrayList<>(shape.maxUsers());
        // read once: the start waits for these users; a change from now on is a live one
        int activeAtStart = liveUsers.startRun();
        state.awaitAtStart(activeAtStart + (options.startGate() != null ? 1 : 0));
        SessionLauncher launcher = new SessionLauncher(config, dialect, options, shape);
        List<Thread> threads = launcher.start(
                workloads,
                new SessionLauncher.RunParts(state, serviceRecorders, picker, errors, schedule, scheduleLag, liveUsers),
                engineStart,
                activeAtStart,
                sessions);
        try {
            long loadStart = engineStart;
            if (options.startGate() != null)
                usersOnBeforeStartNanos = CommonStart.await(state, options.startGate(), clock);
            if (load.waitTillAllLogon() || options.startGate() != null) {
                while (!state.isStopped() && state.allLoggedOnNanos() == Long.MIN_VALUE) {
                    clock.await(state.stoppedLatch(), 50_000_000L);
                }
                if (!state.isStopped()) loadStart = state.allLoggedOnNanos();
            }
            // the steering listeners' measurements from the load's start begin here, set-up and logons behind
            for (var listener : options.listeners()) if (listener instanceof UsersSteering s) s.loadStarts();
            long startEpochMillis = clock.epochMillis() - (clock.nanoTime() - loadStart) / 1_000_000L;
            StatisticsAccumulator stats = new StatisticsAccumulator(
                    enabled,
                    transactionTypes,
                    load.statsCollectionStart(),
                    load.statsCollectionEnd(),
                    listeners.wantHistograms());
            IntervalSampler sampler = new IntervalSampler(
                    new IntervalSampler.Parts(
                            state, shape, serviceRecorders, errors, stalls, listeners, scheduleLag, iterations),
                    stats,
                    clock,
                    liveUsers,
                    startEpochMillis);
            IntervalSampler.Ends ends = sampler.sample(
                    loadStart,
                    options.sampleInterval().toNanos(),
                    load.runTime().toNanos());
            List<String> names = enabled.stream().map(TransactionConfig::id).toList();
            // the run has stopped: the starter starts no more sessions, and the end sees every one it started
            launcher.awaitStarted(STARTER_WAIT_MILLIS);
            SessionStop.GraceEnd graceEnd = SessionStop.afterGrace(
                    threads,
                    sessions,
                    stopGrace(),
                    i -> threads.get(i).getName() + " "
                            + sessions.get(i).activity().describe(clock.nanoTime(), names),
                    listeners::notice);
            sampler.addLast(ends);
            if (state.fatal() != null) throw state.fatal();
            return result(stats, startEpochMillis, engineStart, ends.stopNanos(), graceEnd);
        } finally {
            state.requestStop(EndReason.INTERRUPTED);
            for (Thread t : threads) t.interrupt();
        }
    }

    /** @param graceEnd the users still in the database when the stop grace ended, and whether it answered */
    private RunResult result(
            StatisticsAccumulator stats,
            long startEpochMillis,
            long engineStart,
            long endOffset,
            SessionStop.GraceEnd graceEnd) {
        long allOn = usersOnBeforeStartNanos != Long.MIN_VALUE ? usersOnBeforeStartNanos : state.allLoggedOnNanos();
        Duration logon = allOn == Long.MIN_VALUE ? Duration.ZERO : Duration.ofNanos(Math.max(0, allOn - engineStart));
        Map<String, String> environment = new LinkedHashMap<>(ClientEnvironment.capture());
        environment.put("seed", Long.toString(options.seed()));
        environment.put("dialect", dialect.name());
        environment.put("userThreads", options.userThreads().label());
        EndReason reason = state.endReason() == null ? EndReason.INTERRUPTED : state.endReason();
        return new RunResult(
                new RunLabel(config.name(), config.comment()),
                new RunTiming(
                        Instant.ofEpochMilli(startEpochMillis),
                        Duration.ofNanos(endOffset),
                        stats.statisticsDuration(),
                        logon),
                config.withoutSecrets(),
                environment,
                stats.transactionResults(),
                stats.dmlTotals(),
                stats.tpsReadings(),
                samples(stats),
                stats.maxTransactionsPerMinute(),
                stats.errorsByCode(),
                reason,
                details()
                        .withUsersEverLoggedOn(state.everLoggedOn())
                        .withUsersEverActive(liveUsers.everActive())
                        .withStalls(stalls.result(graceEnd.stuck(), graceEnd.cancelsAnswered()))
                        .withTraffic(countsTraffic() ? stats.traffic().withMethod(trafficMethod()) : RunTraffic.NONE));
    }

    /**
     * The run's interval samples. A run that had the config's users all along leaves their count out (as every run
     * did before users could change), so its results read as they always have.
     */
    private List<IntervalSample> samples(StatisticsAccumulator stats) {
        List<IntervalSample> samples = stats.samples(countsTraffic());
        int users = config.load().users();
        if (samples.stream().allMatch(s -> s.usersActive() == users))
            return samples.stream().map(IntervalSample::withoutUsersActive).toList();
        return samples;
    }

    /** How the run's traffic was counted: the first service's way (one run, one database, one driver). */
    private String trafficMethod() {
        return shape.services().stream()
                .findFirst()
                .map(s -> s.connections().trafficMethod())
                .orElse(RunTraffic.CLIENT_SOCKET);
    }

    /** Whether every connection of the run is on a counting socket, so its traffic per transaction is whole. */
    private boolean countsTraffic() {
        return shape.services().stream().allMatch(s -> s.connections().countsTraffic());
    }

    private RunDetails details() {
        // users holding their connection share one source: it is the run itself, not a service to report
        boolean services = shape.policy() == ConnectionPolicy.BORROW;
        if (!services && shape.plan() == null && shape.ratePerSecond() == 0) return RunDetails.NONE;
        List<ServiceResult> results =
                services ? shape.services().stream().map(ServicePool::result).toList() : List.of();
        return new RunDetails(
                services ? shape.label() : null,
                results,
                iterations == null ? List.of() : iterations.results(),
                // the rate at the run's end: the shape's, unless a steering listener changed it (a search's last step)
                schedule == null ? shape.ratePerSecond() : schedule.ratePerSecond(),
                scheduleLag == null ? null : scheduleLag.inWindow());
    }
}
