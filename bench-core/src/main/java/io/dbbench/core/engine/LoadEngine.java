package io.dbbench.core.engine;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.WorkloadRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Runs one benchmark: opens the workloads, starts one thread per user, samples statistics once per
 * interval (the calling thread is the sampler) until the run time passes, the transaction budget is
 * spent or {@link #stop()} is called, then lets in-flight transactions finish and returns what was
 * measured. A stopped run still returns its results, marked {@link EndReason#INTERRUPTED}.
 */
public final class LoadEngine {
    /**
     * A sampler later than an interval over this (a tenth of it) stamps the interval with the measured end:
     * small delays keep the nominal grid (no two lines stamped with the same second).
     */
    private static final long LATE_SHARE = 10;

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
    private final Recorder scheduleLag;

    private final Histogram scheduleLagInWindow;
    private Histogram scheduleLagRecycled;
    private IterationAccumulator iterations;
    /** Wall-clock time of the load's start: interval timestamps are this plus their nominal end offset. */
    private long loadStartEpochMillis;
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
        this.scheduleLag = shape.ratePerSecond() > 0 ? TransactionRecorder.newRecorder() : null;
        this.scheduleLagInWindow = scheduleLag == null ? null : TransactionRecorder.newHistogram();
        this.config = config;
        this.dialect = dialect;
        this.connections = shape.setUpConnections();
        this.registry = registry;
        this.options = options;
        this.listeners = new EngineListeners(options.listeners());
        // a common start is one more count on the all-logged-on latch, opened by the sampler at the instant
        this.state = new RunState(
                config.load().users() + (options.startGate() != null ? 1 : 0),
                config.load().maxTransactions(),
                config.load().users());
        this.enabled = config.enabledTransactions();
        this.transactionTypes = enabled.size();
        this.serviceRecorders = new ServiceRecorders(shape.services(), enabled.size());
    }

    /** Ends the run from any thread (a signal handler, a test); results so far are kept. Idempotent. */
    public void stop() {
        state.requestStop(EndReason.INTERRUPTED);
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
        OpenLoopSchedule schedule = shape.ratePerSecond() > 0 ? new OpenLoopSchedule(shape.ratePerSecond()) : null;
        List<Session.Shared> shared = new ArrayList<>();
        for (int s = 0; s < shape.services().size(); s++) {
            shared.add(new Session.Shared(
                    state,
                    shape.services().get(s),
                    shape.policy(),
                    dialect,
                    clock,
                    serviceRecorders.forService(s),
                    picker,
                    errors,
                    load,
                    config.preferences(),
                    options.startGate() != null,
                    schedule,
                    scheduleLag));
        }
        if (shape.plan() != null) iterations = new IterationAccumulator(enabled, shape.plan(), shape.repeat());
        List<Session> sessions = new ArrayList<>(load.users());
        List<Thread> threads = startSessions(workloads, shared, engineStart, sessions);
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
            long startEpochMillis = clock.epochMillis() - (clock.nanoTime() - loadStart) / 1_000_000L;
            loadStartEpochMillis = startEpochMillis;
            StatisticsAccumulator stats = new StatisticsAccumulator(
                    enabled,
                    transactionTypes,
                    load.statsCollectionStart(),
                    load.statsCollectionEnd(),
                    listeners.wantHistograms());
            long[] ends = sample(stats, loadStart);
            long lastBoundary = ends[0];
            long stopOffset = ends[1];
            List<String> names = enabled.stream().map(TransactionConfig::id).toList();
            List<String> stillWaiting = SessionStop.afterGrace(
                    threads,
                    sessions,
                    options.stopGrace(),
                    i -> threads.get(i).getName() + " "
                            + sessions.get(i).activity().describe(clock.nanoTime(), names),
                    listeners::notice);
            // the stretch from the last full interval to the stop request is a real, shorter interval;
            // transactions that were in flight then and finished afterwards are merged into it
            addInterval(
                    stats, new StatisticsAccumulator.Span(lastBoundary, stopOffset, 0), -1, stopOffset > lastBoundary);
            if (state.fatal() != null) throw state.fatal();
            return result(stats, startEpochMillis, engineStart, stopOffset, stillWaiting);
        } finally {
            state.requestStop(EndReason.INTERRUPTED);
            for (Thread t : threads) t.interrupt();
        }
    }

    /** @param sessions filled with the sessions, in the order of the threads returned */
    private List<Thread> startSessions(
            EngineWorkloads workloads, List<Session.Shared> shared, long engineStart, List<Session> sessions)
            throws BenchmarkException {
        LoadConfig load = config.load();
        List<Thread> threads = new ArrayList<>(load.users());
        SessionContext.Settings settings = SessionContext.Settings.of(
                load,
                dialect,
                options.clock(),
                state.stoppedLatch(),
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

    /**
     * The sampler loop.
     *
     * @return offsets from loadStart: where the last full interval ended, and where the run was stopped
     */
    private long[] sample(StatisticsAccumulator stats, long loadStart) throws InterruptedException {
        Clock clock = options.clock();
        long interval = options.sampleInterval().toNanos();
        long runTime = config.load().runTime().toNanos();
        long deadline = runTime > 0 ? loadStart + runTime : Long.MAX_VALUE;
        long intervalStart = loadStart;
        while (true) {
            long intervalEnd = Math.min(intervalStart + interval, deadline);
            long wait = intervalEnd - clock.nanoTime();
            boolean stopped = wait > 0 ? clock.await(state.stoppedLatch(), wait) : state.isStopped();
            long lateNanos = clock.nanoTime() - intervalEnd;
            long drainedLateNanos = 0;
            if (!stopped && lateNanos > interval / LATE_SHARE) {
                // the sampler could not run on time (a machine saturated by logons): what it drains now is
                // the work of the whole stretch since the last drain, so that stretch is the interval's
                // length; a nominal one-second stamp would turn 37 s of work into one second's TPS
                intervalEnd += lateNanos;
                drainedLateNanos = lateNanos;
            }
            if (stopped) {
                long stopOffset = Math.min(clock.nanoTime(), intervalEnd) - loadStart;
                return new long[] {intervalStart - loadStart, Math.max(stopOffset, intervalStart - loadStart)};
            }
            // at the run time's end, stop first and drain after: what finishes while the last interval is
            // drained belongs to it, and only transactions already in flight (one per user at most) are left
            boolean last = intervalEnd >= deadline;
            if (last) state.requestStop(EndReason.RUN_TIME);
            addInterval(
                    stats,
                    new StatisticsAccumulator.Span(
                            intervalStart - loadStart, intervalEnd - loadStart, drainedLateNanos),
                    deadline == Long.MAX_VALUE ? -1 : deadline - intervalEnd,
                    true);
            intervalStart = intervalEnd;
            if (last) return new long[] {intervalStart - loadStart, intervalStart - loadStart};
        }
    }

    /** @param timed false for the stragglers after a stop at an interval boundary: counted, not timed */
    private void addInterval(
            StatisticsAccumulator stats, StatisticsAccumulator.Span span, long remaining, boolean timed) {
        long startOffset = span.startNanos();
        long endOffset = span.endNanos();
        boolean inWindow = stats.inWindow(span);
        List<TransactionRecorder.Interval> intervals = serviceRecorders.drain(inWindow);
        // the nominal end of the interval, not when the sampler got to it: a sampler delayed by a busy
        // machine must not shift readings (two lines stamped with the same second)
        long epochMillis = loadStartEpochMillis + endOffset / 1_000_000L;
        if (scheduleLag != null) {
            scheduleLagRecycled = scheduleLag.getIntervalHistogram(scheduleLagRecycled);
            if (inWindow) scheduleLagInWindow.add(scheduleLagRecycled);
        }
        if (iterations != null) iterations.add(startOffset, endOffset, timed, intervals);
        Map<String, Long> failures = errors.drain();
        ProgressSnapshot snapshot = stats.add(
                span,
                timed,
                epochMillis,
                new StatisticsAccumulator.Users(state.loggedOn(), config.load().users()),
                remaining,
                intervals,
                failures);
        if (timed) {
            long completed = snapshot.transactions().stream()
                    .filter(t -> !t.statement())
                    .mapToLong(ProgressSnapshot.TransactionProgress::completed)
                    .sum();
            stalls.interval(
                    Duration.ofNanos(endOffset).toMillis(),
                    completed,
                    !failures.isEmpty(),
                    state.sessionsWithoutDatabase());
        }
        if (shape.policy() == ConnectionPolicy.BORROW && listeners.wantHistograms())
            snapshot = snapshot.withPoolWaitNanos(poolWait());
        notifyListeners(snapshot, timed);
    }

    /** This interval's pool wait of every service together, a copy for the listeners. */
    private Histogram poolWait() {
        Histogram all = TransactionRecorder.newHistogram();
        for (ServicePool s : shape.services()) if (s.lastPoolWait() != null) all.add(s.lastPoolWait());
        return all;
    }

    /** @param timed false for the late transactions after a stop at an interval boundary: no interval of their own */
    private void notifyListeners(ProgressSnapshot snapshot, boolean timed) {
        List<String> notices = new ArrayList<>();
        long lost = state.drainConnectionsLost();
        if (lost > 0) notices.add(lost + " session(s) lost their connection; reconnecting");
        state.takeNewFailures().forEach((code, msg) -> notices.add("first failure with " + code + ": " + msg));
        listeners.interval(notices, snapshot, timed);
    }

    /** @param stillWaiting the users still in the database when the stop grace ended, described */
    private RunResult result(
            StatisticsAccumulator stats,
            long startEpochMillis,
            long engineStart,
            long endOffset,
            List<String> stillWaiting) {
        long allOn = usersOnBeforeStartNanos != Long.MIN_VALUE ? usersOnBeforeStartNanos : state.allLoggedOnNanos();
        Duration logon = allOn == Long.MIN_VALUE ? Duration.ZERO : Duration.ofNanos(Math.max(0, allOn - engineStart));
        Map<String, String> environment = new LinkedHashMap<>(ClientEnvironment.capture());
        environment.put("seed", Long.toString(options.seed()));
        environment.put("dialect", dialect.name());
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
                stats.samples(countsTraffic()),
                stats.maxTransactionsPerMinute(),
                stats.errorsByCode(),
                reason,
                details()
                        .withUsersEverLoggedOn(state.everLoggedOn())
                        .withStalls(stalls.result(stillWaiting))
                        .withTraffic(countsTraffic() ? stats.traffic().withMethod(trafficMethod()) : RunTraffic.NONE));
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
                shape.ratePerSecond(),
                scheduleLagInWindow == null ? null : scheduleLagInWindow.copy());
    }
}
