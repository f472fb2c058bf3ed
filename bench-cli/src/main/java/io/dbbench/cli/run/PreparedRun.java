package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.console.LiveColumn;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.options.ConfigOverrides;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.DbStart;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.replica.ReplicaRuns;
import io.dbbench.cli.replica.ResultPaths;
import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.StartAt;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A charbench-style run with every flag checked and the config read, before anything connects: what runs,
 * how it is measured, and how this process runs it ({@link RunMode}, decided here and nowhere else).
 *
 * @param passwordEncrypted the config file's password was enc(...) and nothing replaced it
 * @param replica           which replica this process is, or null
 * @param start             the common start (--start-at), or null
 * @param dbStart           {@code --start-at db}: the rendezvous through the database that finds the start, or null
 * @param serverPid         --server-pid, checked, or empty
 * @param resultsXml        where results.xml goes (for a parent: the merged one); null with -nr
 * @param resultsJson       where results.json goes; null with -nr
 * @param embeddedConnections with --embedded: the connections its server must accept (every local replica's)
 * @param child             the plan a parent handed this JVM (mode CHILD), or null
 */
record PreparedRun(
        RunMode mode,
        RunConfig config,
        boolean passwordEncrypted,
        WorkloadRegistry registry,
        SchemaPreparer schemas,
        List<LiveColumn> columns,
        BenchmarkOptions options,
        ReplicaIdentity replica,
        StartAt start,
        DbStart dbStart,
        OptionalLong serverPid,
        Path resultsXml,
        Path resultsJson,
        int embeddedConnections,
        ChildPlan child) {

    /** The flags of the command line, checked in the order the user reads them, one error line each. */
    static PreparedRun of(
            CharbenchOptions charbench,
            MeasurementFlags measurement,
            MetricsFlags metricsFlags,
            ReplicaFlags replicaFlags,
            StopOnSignal signals,
            PrintWriter err)
            throws CliException {
        if (charbench.configFile == null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option -c is required: the SwingBench configuration file to run");
        }
        charbench.checkEmbedded();
        charbench.resolveResultsToLog(System.getenv());
        for (String ignored : charbench.ignored)
            err.println("bench-cli: ignoring " + ignored + ": not supported by dbbench");
        List<LiveColumn> columns = LiveColumn.parse(charbench.columns != null ? charbench.columns : LiveColumn.DEFAULT);
        if (charbench.outputType != null
                && !List.of("json", "std").contains(charbench.outputType.toLowerCase(Locale.ROOT))) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option -ot: '" + charbench.outputType + "' is neither json nor std");
        }
        if (!(charbench.maxFailedPercent >= 0 && charbench.maxFailedPercent <= 100)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --max-failed-pct: must be 0..100, was " + charbench.maxFailedPercent);
        }
        WorkloadRegistry registry = WorkloadRegistry.load();
        // a FIFO with no writer blocks the read in open() for good: a signal must not wait for it
        ParsedConfig parsed = signals.abandonable(() -> BenchmarkRun.readConfig(charbench.configFile, registry), () -> {
            err.println("bench-cli: stopped while reading the config file " + charbench.configFile);
            err.flush();
        });
        parsed.warnings().forEach(w -> err.println("bench-cli: warning: " + w));
        RunConfig config = ConfigOverrides.apply(parsed.config(), charbench);
        StatementsFileCheck.check(config, registry, charbench.silent ? null : err);
        // the config's workloads, resolved once: the scale check and the set-up before the run use the same
        SchemaPreparer schemas = SchemaPreparer.of(config, registry);
        if (charbench.embedded || charbench.createSchema) schemas.checkScale(charbench.scale);
        ReplicaIdentity replica = replicaFlags.identity(System.getenv());
        StartAt start = replicaFlags.start(Instant.now());
        DbStart dbStart = replicaFlags.dbStart(replica, System.getenv(), charbench.embedded);
        RunMode mode = RunMode.of(null, replicaFlags, replica, measurement.fork);
        boolean localReplicas = mode == RunMode.REPLICAS || mode == RunMode.SWEEP;
        config = ReplicaRuns.users(config, replica, replicaFlags.usersTotal, charbench.users != null);
        BenchmarkOptions options = benchmarkOptions(charbench, measurement, config);
        OptionalLong serverPid = ServerPidOption.check(
                charbench.serverPid,
                charbench.embedded,
                measurement.fork ? "--fork" : localReplicas ? "--replicas" : null,
                Path.of("/proc"),
                config.connection().connectString());
        HostLimits.Users onHost = HostLimits.usersOnHost(
                config.load().users(),
                options,
                localReplicas ? Collections.max(replicaFlags.counts()) : null,
                replicaFlags.usersTotal != null ? "--users-total" : charbench.users != null ? "-uc" : null);
        HostLimits.ofThisHost().check(onHost.count(), onHost.option(), charbench);
        metricsFlags.validate(measurement.fork);
        if (metricsFlags.enabled() && localReplicas) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --metrics-port: cannot be used with --replicas N on one host "
                            + "(every replica JVM would serve the same port); start the replicas with --replica I/N and a port each");
        }
        ReplicaRuns.checkCombinations(replicaFlags, replica, measurement.fork, options);
        if (!localReplicas) {
            // local replicas are given their identity and the common start by this process, each in its plan
            if (replica != null) {
                options = options.withSeed(replica.seed(options.seed()));
                config = config.withEnvironment(replica.addTo(config.environment()));
            }
            options = startingAt(options, start);
        }
        if (mode == RunMode.FORK && charbench.embedded)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --fork: needs a database given by -cs; "
                            + "each forked JVM connects to it (an embedded database lives in one JVM)");
        // a parent's files are the merged results: those of its children go beside them
        ResultPaths paths = new ResultPaths(charbench, mode.startsChildren() ? null : replica);
        Path xml = paths.xml(config);
        Path json = paths.json(xml);
        ResultsPreflight.checkWritable(xml, json, options, charbench);
        // room for the run's sessions (all local replicas' at once) and for the set-up pool's loader threads
        int connections = schemas.setupConnections(
                localReplicas
                        ? ReplicaRuns.embeddedConnections(config, replicaFlags, options)
                        : Math.max(
                                config.load().users(),
                                options.topologies().stream()
                                        .mapToInt(Topology::totalConnections)
                                        .max()
                                        .orElse(0)));
        return new PreparedRun(
                mode,
                config,
                parsed.passwordEncrypted(),
                registry,
                schemas,
                columns,
                options,
                replica,
                start,
                dbStart,
                serverPid,
                xml,
                json,
                connections,
                null);
    }

    /** This run with an embedded database that takes {@code users} users (a console's raised ceiling) too. */
    PreparedRun withRoomFor(int users) {
        return new PreparedRun(
                mode,
                config,
                passwordEncrypted,
                registry,
                schemas,
                columns,
                options,
                replica,
                start,
                dbStart,
                serverPid,
                resultsXml,
                resultsJson,
                Math.max(embeddedConnections, schemas.setupConnections(users)),
                child);
    }

    /** What a parent decided for this child JVM: nothing is read from flags or from the config file. */
    static PreparedRun ofChild(ChildPlan child, Map<String, String> env) throws CliException {
        WorkloadRegistry registry = WorkloadRegistry.load();
        RunConfig config = child.configWithPassword(env);
        String columns = child.settings().columns();
        return new PreparedRun(
                RunMode.CHILD,
                config,
                false,
                registry,
                SchemaPreparer.of(config, registry),
                LiveColumn.parse(columns != null ? columns : LiveColumn.DEFAULT),
                startingAt(child.options(), child.start()),
                child.replica(),
                child.start(),
                null,
                OptionalLong.empty(),
                // a child writes where its parent, which checked, reads
                child.resultsXml(),
                child.resultsJson(),
                0,
                child);
    }

    /**
     * The database this run talks to, opened once for every mode: a parent's embedded server serves all its
     * children, who are handed its address (a child never starts one: its plan has the parent's login).
     */
    DatabaseTarget openDatabase(boolean embedded, PrintWriter err) throws CliException {
        return embedded
                ? DatabaseTarget.embedded(embeddedConnections, DatabaseTarget.progressTo(err))
                : DatabaseTarget.of(config, passwordEncrypted, serverPid);
    }

    /** With a common start: refused when it has passed (by more than its tolerance), else waited for. */
    private static BenchmarkOptions startingAt(BenchmarkOptions options, StartAt start) throws CliException {
        if (start == null) return options;
        ReplicaRuns.checkNotLate(start);
        return options.withStartAt(start.instant(), start.tolerance());
    }

    /** dbbench's own options, checked before anything starts (an embedded database, a connection). */
    private static BenchmarkOptions benchmarkOptions(
            CharbenchOptions charbench, MeasurementFlags measurement, RunConfig config) throws CliException {
        BenchmarkOptions options = measurement.toOptions(BenchmarkOptions.defaults());
        if (charbench.seed != null) options = options.withSeed(charbench.seed);
        if (measurement.setsRunTime() && charbench.runTime != null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option -rt: cannot be used with --iterations, which sets the run time");
        }
        if (measurement.setsRunTime() && (charbench.statsStart != null || charbench.statsEnd != null)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option " + (charbench.statsStart != null ? "-bs" : "-be")
                            + ": cannot be used with --iterations, whose measured iterations are the statistics window");
        }
        for (Topology t : options.topologies()) {
            int users = options.usersPerService() > 0
                    ? options.usersPerService() * t.services()
                    : config.load().users();
            try {
                t.usersPerService(users);
            } catch (IllegalArgumentException e) {
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --topology: " + t + ": " + e.getMessage() + " (raise -uc or give --users-per-service)");
            }
        }
        return options;
    }
}
