package io.dbbench.core.measure;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.engine.ApplicationConnections;
import io.dbbench.core.internal.engine.ConnectionPolicy;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.engine.RunShape;
import io.dbbench.core.internal.engine.ServicePool;
import io.dbbench.core.internal.engine.UserThreads;
import io.dbbench.core.internal.engine.UsersSteering;
import io.dbbench.core.internal.measure.SweepOrder;
import io.dbbench.core.internal.metrics.MicrometerProgressListener;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A whole benchmark: every topology in turn (or one charbench-style run), each repeated with fresh
 * pools, each repeat cut into warm-up and measurement iterations, closed or open loop. The CLI runs
 * this; so does a library caller, through {@link #builder(RunConfig)}, e.g. from a JUnit test with its
 * own DataSource. Never prints; stops early on {@link #stop()} with what was measured so far.
 */
public final class Benchmark {
    private final BenchmarkOptions options;
    private final BenchmarkSetup setup;
    private final List<ConnectionSource> openPools = Collections.synchronizedList(new ArrayList<>());

    /** How long a run's end waits for its connections to close: they close in milliseconds unless the database hangs. */
    private static final Duration CLOSE_WAIT = Duration.ofSeconds(2);
    /**
     * The same after {@link #stop()} (a signal: the results must be written within seconds of it), or when users
     * were still in the database after the stop grace (it does not answer).
     */
    private static final Duration CLOSE_WAIT_STOPPED = Duration.ofMillis(500);

    private volatile LoadEngine current;
    private volatile boolean stopped;

    Benchmark(BenchmarkOptions options, BenchmarkSetup setup) {
        this.options = options;
        this.setup = setup;
    }

    /**
     * Starts a builder for a benchmark of your own code: transactions as lambdas or {@code Transaction}
     * instances, no config, no workload provider (see {@link BenchmarkBuilder#transaction}).
     */
    public static BenchmarkBuilder builder() {
        return new BenchmarkBuilder(null);
    }

    /** Starts a builder for running {@code config} (its transactions, think times, users...). */
    public static BenchmarkBuilder builder(RunConfig config) {
        return new BenchmarkBuilder(config);
    }

    public BenchmarkOptions options() {
        return options;
    }

    public Dialect dialect() {
        return setup.dialect();
    }

    /** The config one topology runs: its user count, and the run time and statistics window of the plan. */
    public RunConfig configFor(Topology topology) {
        return configFor(topology == null ? RunLayout.HELD : new RunLayout(ConnectionPolicy.BORROW, topology));
    }

    private RunConfig configFor(RunLayout layout) {
        LoadConfig load = setup.config().load();
        if (layout.policy() == ConnectionPolicy.BORROW && options.usersPerService() > 0) {
            load = load.withUsers(options.usersPerService() * layout.topology().services());
        }
        MeasurementPlan plan = options.plan();
        if (plan != null)
            load = load.withRunTime(plan.repeatLength()).withStatsWindow(plan.warmupTotal(), plan.repeatLength());
        return setup.config().withLoad(load);
    }

    /** Ends the benchmark from any thread (a signal handler): the current run stops, no further run starts. */
    public void stop() {
        stopped = true;
        LoadEngine engine = current;
        if (engine != null) engine.stop();
    }

    /** Connections lent out right now over every open pool: for a live "pool" column. */
    public int activeConnections() {
        synchronized (openPools) {
            return openPools.stream()
                    .mapToInt(ConnectionSource::activeConnections)
                    .sum();
        }
    }

    /**
     * Runs everything and returns one result per topology (repeats merged). Each topology's result files
     * are written as soon as it is done, so a later failure keeps them; a file that cannot be written
     * loses no result: its error is in {@link BenchmarkResult#resultFileErrors()} (and suppressed in any
     * exception a later topology throws).
     *
     * @throws BenchmarkException CANNOT_CONNECT when a pool cannot open, CONFIGURATION for a user count that
     *                            does not fit a topology, SCHEMA when the workload cannot open
     * @throws Error              the first Error a transaction threw (an AssertionError in a lambda)
     */
    public BenchmarkResult run() throws BenchmarkException, InterruptedException {
        List<RunResult> results = new ArrayList<>();
        List<IOException> writeErrors = new ArrayList<>();
        List<RunLayout> layouts = RunLayout.of(options.topologies());
        try {
            if (layouts.size() > 1 && options.repeats() > 1) {
                // a sweep with repeats: every topology finishes only in the last round
                for (RunResult merged : runInterleaved(layouts)) {
                    results.add(merged);
                    writeFiles(merged, true, writeErrors);
                }
                return new BenchmarkResult(
                        results,
                        writeErrors.stream().map(IOException::getMessage).toList());
            }
            for (RunLayout layout : layouts) {
                if (stopped) break;
                List<RunResult> repeats = new ArrayList<>();
                for (int repeat = 0; repeat < options.repeats() && !stopped; repeat++) {
                    RunResult r = runOnce(layout, repeat);
                    repeats.add(r);
                    for (BenchmarkListener l : setup.benchmarkListeners())
                        l.runFinished(layout.forListeners(), repeat, r);
                    if (r.endReason().isInterrupted()) stopped = true;
                }
                if (repeats.isEmpty()) continue;
                RunResult merged = RepeatMerger.merge(repeats);
                results.add(merged);
                writeFiles(merged, layouts.size() > 1, writeErrors);
            }
        } catch (BenchmarkException | InterruptedException | RuntimeException | Error e) {
            writeErrors.forEach(e::addSuppressed);
            throw e;
        }
        return new BenchmarkResult(
                results, writeErrors.stream().map(IOException::getMessage).toList());
    }

    /**
     * One run of the only layout as repeat {@code repeat} (its seed is the base seed + repeat, its iterations
     * carry the number), for the A/B's runs, which interleave two benchmarks' repeats.
     */
    RunResult runRepeat(int repeat) throws BenchmarkException, InterruptedException {
        RunLayout layout = RunLayout.of(options.topologies()).get(0);
        RunResult r = runOnce(layout, repeat);
        for (BenchmarkListener l : setup.benchmarkListeners()) l.runFinished(layout.forListeners(), repeat, r);
        return r;
    }

    /** By the topologies asked for, as the CLI names them: an interrupted list keeps the announced names. */
    private void writeFiles(RunResult run, boolean oneFilePerTopology, List<IOException> errors) {
        if (setup.resultsDirectory() == null) return;
        try {
            ResultFiles.writeInto(setup.resultsDirectory(), run, ZoneId.systemDefault(), oneFilePerTopology);
        } catch (IOException e) {
            errors.add(e);
        }
    }

    /** A sweep with repeats: round r runs every topology once, in {@code SweepOrder.round}'s order. */
    private List<RunResult> runInterleaved(List<RunLayout> layouts) throws BenchmarkException, InterruptedException {
        List<List<RunResult>> byTopology = new ArrayList<>();
        for (int t = 0; t < layouts.size(); t++) byTopology.add(new ArrayList<>());
        for (int repeat = 0; repeat < options.repeats() && !stopped; repeat++) {
            for (int t : SweepOrder.round(repeat, layouts.size())) {
                if (stopped) break;
                RunResult r = runOnce(layouts.get(t), repeat);
                byTopology.get(t).add(r);
                for (BenchmarkListener l : setup.benchmarkListeners())
                    l.runFinished(layouts.get(t).forListeners(), repeat, r);
                if (r.endReason().isInterrupted()) stopped = true;
            }
        }
        List<RunResult> results = new ArrayList<>();
        for (List<RunResult> repeats : byTopology) if (!repeats.isEmpty()) results.add(RepeatMerger.merge(repeats));
        return results;
    }

    private RunResult runOnce(RunLayout layout, int repeat) throws BenchmarkException, InterruptedException {
        RunConfig runConfig = configFor(layout);
        int users = runConfig.load().users();
        Topology topology = layout.forListeners();
        for (BenchmarkListener l : setup.benchmarkListeners())
            l.runStarting(topology, users, repeat, options.repeats());
        List<ProgressListener> listeners = new ArrayList<>(setup.progressListeners());
        // a run's meters carry its topology; they are removed after the run so the next topology's start afresh
        MicrometerProgressListener meters = setup.meterRegistry() == null
                ? null
                : new MicrometerProgressListener(
                        setup.meterRegistry(),
                        MicrometerProgressListener.runTags(setup.config().name(), null, topology)
                                .and(setup.meterTags()));
        if (meters != null) listeners.add(meters);
        // only the first run waits for the common start: the runs after it follow on as they always do
        boolean first =
                repeat == 0 && layout.equals(RunLayout.of(options.topologies()).get(0));
        EngineOptions engineOptions = EngineOptions.defaults()
                .withClock(setup.clock())
                .withSeed(options.seed() + repeat)
                .withStopGrace(options.stopGrace())
                .withUserThreads(options.virtualThreads() ? UserThreads.VIRTUAL : UserThreads.PLATFORM)
                .withListeners(listeners)
                .withStartGate(first ? options.startGate() : null);
        List<ConnectionSource> opened = new ArrayList<>();
        RunResult result = null;
        try {
            RunShape shape =
                    switch (layout.policy()) {
                            // no opener: the code under test uses the application's own connections
                        case HOLD -> RunShape.holding(
                                setup.pools() == null
                                        ? new ApplicationConnections()
                                        : open(opened, "dbbench", heldUsers(users, listeners), false),
                                users);
                        case BORROW -> RunShape.borrowing(topology, services(opened, topology, users));
                    };
            // a listener steering the users (a capacity search) needs a session for each user it may ask for
            int ceiling = heldUsers(users, listeners);
            if (ceiling > users) shape = shape.withMaxUsers(ceiling);
            LoadEngine engine = new LoadEngine(
                    runConfig,
                    setup.dialect(),
                    setup.registry(),
                    engineOptions,
                    shape.measured(options.plan(), repeat, options.ratePerSecond()));
            current = engine;
            if (stopped) engine.stop();
            result = engine.run();
            return result;
        } finally {
            current = null;
            if (meters != null) meters.close();
            openPools.removeAll(opened);
            // users still in the database after the stop grace: it does not answer, their closes would not either
            boolean hung = result != null
                    && !result.details().stalls().usersStillWaiting().isEmpty();
            closeConnections(opened, stopped || hung ? CLOSE_WAIT_STOPPED : CLOSE_WAIT);
        }
    }

    /**
     * The users a run's held connections must serve: the config's, or more when a listener steers the users (a
     * capacity search) up to its ceiling. A pooled config's pool is sized from it before the run starts, so a
     * search's last step gets a connection for each of its users, not the first step's count.
     */
    static int heldUsers(int users, List<ProgressListener> listeners) {
        return Math.max(
                users,
                listeners.stream()
                        .filter(UsersSteering.class::isInstance)
                        .mapToInt(l -> ((UsersSteering) l).maxUsers())
                        .max()
                        .orElse(users));
    }

    /**
     * Closes the run's pools, giving a hung database {@code limit} before they are abandoned with a notice: a
     * run's end never waits on it.
     */
    private void closeConnections(List<ConnectionSource> opened, Duration limit) {
        try {
            PoolCloser.closeWithin(opened, limit)
                    .ifPresent(notice -> setup.progressListeners().forEach(l -> l.onNotice(notice)));
        } catch (InterruptedException e) {
            // the closes go on on their own daemon thread; the caller learns of the interrupt
            Thread.currentThread().interrupt();
        }
    }

    /** One fixed-size pool per service of {@code topology}, the users split over them. */
    private List<ServicePool> services(List<ConnectionSource> opened, Topology topology, int users)
            throws BenchmarkException {
        int[] split = split(topology, users);
        List<ServicePool> services = new ArrayList<>();
        for (int s = 0; s < topology.services(); s++) {
            String name = "dbbench-" + topology.label() + "-s" + (s + 1);
            services.add(new ServicePool(
                    name,
                    open(opened, name, topology.connectionsPerService(), true),
                    topology.connectionsPerService(),
                    split[s]));
        }
        return services;
    }

    private static int[] split(Topology topology, int users) throws BenchmarkException {
        try {
            return topology.usersPerService(users);
        } catch (IllegalArgumentException e) {
            throw new BenchmarkException(
                    BenchmarkException.Kind.CONFIGURATION, "topology " + topology + ": " + e.getMessage(), e);
        }
    }

    private ConnectionSource open(List<ConnectionSource> opened, String name, int size, boolean fixed)
            throws BenchmarkException {
        try {
            ConnectionSource pool = setup.pools()
                    .open(
                            setup.config().connection(),
                            name,
                            size,
                            fixed ? setup.dialect().applicationNameSql(name) : null,
                            fixed);
            opened.add(pool);
            openPools.add(pool);
            return pool;
        } catch (SQLException e) {
            SQLException safe = withoutPasswords(e);
            throw new BenchmarkException(
                    BenchmarkException.Kind.CANNOT_CONNECT,
                    "cannot open pool " + name + " (" + size + " connection(s)) as '"
                            + setup.config().connection().userName() + "': " + safe.getMessage(),
                    safe);
        }
    }

    /**
     * A driver's message may repeat the URL whole ("No suitable driver found for jdbc:...?password=..."):
     * the cause is replaced by one with the passwords masked, so none reaches a log through the chain.
     */
    private static SQLException withoutPasswords(SQLException e) {
        String message = e.getMessage();
        String safe = ConnectStrings.redact(message);
        if (message == null || safe.equals(message)) return e;
        SQLException masked = new SQLException(safe, e.getSQLState(), e.getErrorCode());
        masked.setStackTrace(e.getStackTrace());
        return masked;
    }

    /**
     * Opens one pool: over a JDBC URL with the config's credentials, or over a caller's DataSource. A
     * benchmark without one lends no connections ({@link ConnectionMode#APPLICATION}).
     */
    interface PoolOpener {
        ConnectionSource open(
                io.dbbench.core.config.ConnectionConfig connection,
                String name,
                int size,
                String initSql,
                boolean fixedSize)
                throws SQLException;
    }
}
