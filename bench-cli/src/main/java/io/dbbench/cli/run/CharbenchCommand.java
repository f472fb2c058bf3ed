package io.dbbench.cli.run;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.common.Version;
import io.dbbench.cli.console.LiveColumn;
import io.dbbench.cli.cpu.CpuCommand;
import io.dbbench.cli.io.IoCommand;
import io.dbbench.cli.lio.LioCommand;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.metrics.MetricsServer;
import io.dbbench.cli.netprobe.NetprobeCommand;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.options.ConfigOverrides;
import io.dbbench.cli.replica.ForkedRepeats;
import io.dbbench.cli.replica.LocalReplicas;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.replica.ReplicaRuns;
import io.dbbench.cli.replica.ResultPaths;
import io.dbbench.cli.results.CompareCommand;
import io.dbbench.cli.results.MergeCommand;
import io.dbbench.cli.results.ReportCommand;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.replica.ReplicaIdentity;
import io.dbbench.core.replica.StartAt;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultFiles;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The charbench-compatible run: read a SwingBench config, apply flags, run the load, write results. */
@Command(
        name = "bench-cli",
        sortOptions = false,
        separator = " ",
        subcommands = {
            NetprobeCommand.class,
            CompareCommand.class,
            MergeCommand.class,
            io.dbbench.cli.replica.SweepCommand.class,
            ReportCommand.class,
            CpuCommand.class,
            IoCommand.class,
            LioCommand.class
        },
        description = {
            "Runs a SwingBench configuration against a database, charbench style.",
            "Example: java -jar bench-cli.jar -c configs/Stress_Test.xml -uc 4 -rt 0:00.30 --embedded -mr"
        })
public final class CharbenchCommand implements Callable<Integer> {
    @Mixin
    CharbenchOptions charbench = new CharbenchOptions();

    @Mixin
    MeasurementFlags measurement = new MeasurementFlags();

    @Mixin
    MetricsFlags metricsFlags = new MetricsFlags();

    @Mixin
    ReplicaFlags replicaFlags = new ReplicaFlags();

    /** Which replica this process is (null when it is not one), and the common start (null without one). */
    private ReplicaIdentity replica;

    private StartAt start;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (charbench.version) {
            out.println("dbbench " + Version.get());
            return ExitCodes.OK;
        }
        // the message is printed before the signal hook is released: after a signal, releasing it lets
        // the JVM finish exiting, and a message printed after that would be lost
        // -ot json: standard output carries the JSON alone (RunReport writes it there), the rest goes to stderr
        PrintWriter console = charbench.jsonOnStdout() ? err : out;
        try (StopOnSignal signals = new StopOnSignal()) {
            try {
                return run(console, err, signals);
            } catch (CliException e) {
                return CliErrors.report(spec, e);
            }
        }
    }

    private int run(PrintWriter out, PrintWriter err, StopOnSignal signals) throws CliException {
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
        replica = replicaFlags.identity(System.getenv());
        start = replicaFlags.start(Instant.now());
        config = ReplicaRuns.users(config, replica, replicaFlags.usersTotal, charbench.users != null);
        BenchmarkOptions options = benchmarkOptions(config);
        java.util.OptionalLong serverPid = ServerPidOption.check(
                charbench.serverPid,
                charbench.embedded,
                measurement.fork ? "--fork" : replicaFlags.replicas != null && replica == null ? "--replicas" : null,
                java.nio.file.Path.of("/proc"));
        HostLimits.Users onHost = HostLimits.usersOnHost(
                config.load().users(),
                options,
                replica == null && replicaFlags.replicas != null
                        ? java.util.Collections.max(replicaFlags.counts())
                        : null,
                replicaFlags.usersTotal != null ? "--users-total" : charbench.users != null ? "-uc" : null);
        HostLimits.ofThisHost().check(onHost.count(), onHost.option(), charbench);
        ForkedRepeats.Child child = ForkedRepeats.Child.fromEnvironment(System.getenv());
        metricsFlags.validate(child == null && measurement.fork);
        if (metricsFlags.enabled() && replica == null && replicaFlags.replicas != null && child == null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --metrics-port: cannot be used with --replicas N on one host "
                            + "(every replica JVM would serve the same port); start the replicas with --replica I/N and a port each");
        }
        ReplicaRuns.checkCombinations(replicaFlags, replica, child, measurement.fork, options);
        if (replica == null && replicaFlags.replicas != null && child == null) {
            return runLocalReplicas(config, parsed, schemas, options, out, err, signals);
        }
        if (replica != null) {
            options = options.withSeed(replica.seed(options.seed()));
            config = config.withEnvironment(replica.addTo(config.environment()));
        }
        if (start != null) {
            ReplicaRuns.checkNotLate(start);
            options = options.withStartAt(start.instant(), start.tolerance());
        }
        if (child != null) {
            options = child.apply(options);
        } else if (measurement.fork) {
            if (charbench.embedded)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --fork: needs a database given by -cs; "
                                + "each forked JVM connects to it (an embedded database lives in one JVM)");
            try (DatabaseTarget target = DatabaseTarget.of(config, parsed.passwordEncrypted())) {
                checkInitCommands(target, config, err);
            }
            return runForked(config, options, out, err, signals);
        }

        try (DatabaseTarget target = charbench.embedded
                ? DatabaseTarget.embedded(
                        // room for the run's sessions and for the set-up pool's loader threads
                        schemas.setupConnections(Math.max(
                                config.load().users(),
                                options.topologies().stream()
                                        .mapToInt(Topology::totalConnections)
                                        .max()
                                        .orElse(0))),
                        DatabaseTarget.progressTo(err))
                : DatabaseTarget.of(config, parsed.passwordEncrypted(), serverPid)) {
            config = config.withConnection(target.connection(config.connection()));
            // a forked repeat or a local replica skips silently: its parent has said it once for all of them
            boolean parentReported =
                    child != null || replica != null && System.getenv(LocalReplicas.ENV_RESULTS) != null;
            config = InitCommandCheck.apply(
                    config,
                    target.jdbcUrl(),
                    target.dialect().name(),
                    charbench.strictInit,
                    parentReported ? null : err);
            return runAgainst(target, config, registry, schemas, columns, options, child, out, err, signals);
        }
    }

    /** {@code --fork}: each repeat in a child JVM; this one merges and reports. */
    private int runForked(
            RunConfig config, BenchmarkOptions options, PrintWriter out, PrintWriter err, StopOnSignal signals)
            throws CliException {
        Path xml = ResultPaths.of(charbench, replica).xml(config, null);
        Path json = ResultPaths.of(charbench, replica).json(xml, null);
        ResultsPreflight.checkWritable(xml, json, options, charbench);
        ForkedRepeats forked = new ForkedRepeats(
                spec.commandLine().getParseResult().originalArgs(), options, charbench.jsonOnStdout());
        signals.stopWith(forked::stop);
        List<RunResult> runs = forked.run(out);
        out.println(
                forked.stopped()
                        ? "== stopped: the repeats that ran, merged =="
                        : "== all " + options.repeats() + " repeats, merged ==");
        int exit = new RunReport(
                        charbench, !charbench.noHtml, true, spec.commandLine().getOut())
                .finish(runs, options, ZoneId.systemDefault(), xml, json, out, err);
        return forked.stopped() ? RunReport.worse(exit, ExitCodes.INTERRUPTED) : exit;
    }

    /** dbbench's own options, checked before anything starts (an embedded database, a connection). */
    private BenchmarkOptions benchmarkOptions(RunConfig config) throws CliException {
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
        for (io.dbbench.core.config.Topology t : options.topologies()) {
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

    private int runAgainst(
            DatabaseTarget target,
            RunConfig config,
            WorkloadRegistry registry,
            SchemaPreparer schemas,
            List<LiveColumn> columns,
            BenchmarkOptions options,
            ForkedRepeats.Child child,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        if (options.ratePerSecond() > 0
                && (config.load().interMinDelayMillis() > 0 || config.load().interMaxDelayMillis() > 0)) {
            err.println(
                    "bench-cli: ignoring InterMinDelay/InterMaxDelay: with --rate the schedule decides when transactions start");
        }
        Path xml = ResultPaths.of(charbench, replica).xml(config, child);
        Path json = ResultPaths.of(charbench, replica).json(xml, child);
        // a forked repeat or a local replica writes where its parent, which checked, reads
        if (child == null && System.getenv(LocalReplicas.ENV_RESULTS) == null)
            ResultsPreflight.checkWritable(xml, json, options, charbench);
        schemas.prepare(target, config, charbench.createSchema, charbench.scale, out);
        String go = System.getenv(LocalReplicas.ENV_GO);
        LocalReplicas.Gate gate = null;
        if (go != null && replica != null && start == null) {
            // a local replica without a --start-at: logs on, says so, and its parent names the start once all have
            gate = new LocalReplicas.Gate(
                    Path.of(go),
                    LocalReplicas.ready(Path.of(System.getenv(LocalReplicas.ENV_RESULTS)), replica.index()),
                    replicaFlags.startTolerance());
            options = options.withStartGate(gate);
        }
        ZoneId zone = ZoneId.systemDefault();
        // a forked repeat leaves results.html to its parent; the banner names it only when this run writes it
        boolean html = child == null && !charbench.noHtml;
        BenchmarkBuilder builder = Benchmark.builder(config)
                .jdbcUrl(target.jdbcUrl())
                .dialect(target.dialect())
                .registry(registry)
                .options(options);
        // the console asks for the pool's size while the run goes on: the benchmark is built below, after its listeners
        AtomicReference<Benchmark> benchmark = new AtomicReference<>();
        try (MetricsServer metricsServer = metricsFlags.start()) {
            var meterTags = MetricsFlags.tags(schemas.transactionWorkloads(), replica);
            if (metricsServer != null) builder.meterRegistry(metricsServer.registry(), meterTags);
            ServerCountersRun server = ServerCountersRun.of(
                    target, config, options, metricsServer == null ? null : metricsServer.registry(), meterTags);
            server.attach(builder);
            if (!charbench.silent)
                ConsoleListeners.attach(
                        builder, charbench, config, options, columns, zone, out, benchmark::get, server.load());
            try {
                benchmark.set(builder.build());
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            if (!charbench.silent) RunBanner.print(out, config, target, options, xml, json, replica, start, html);
            if (!charbench.silent) server.banner(out, columns);
            if (metricsServer != null) {
                out.println("Metrics: " + metricsServer.url());
                out.flush();
            }
            // the set-up above may have taken a while: refuse now rather than measure a different window
            if (start != null) ReplicaRuns.checkNotLate(start);
            signals.stopWith(benchmark.get()::stop);
            BenchmarkResult result = BenchmarkRun.run(benchmark.get(), server);
            Instant startAt = gate != null ? gate.instant() : start != null ? start.instant() : null;
            List<RunResult> runs = replica == null
                    ? result.runs()
                    : result.runs().stream()
                            .map(run -> run.withDetails(run.details().withReplica(replica.toRun(startAt))))
                            .toList();
            int exit = new RunReport(charbench, html, false, spec.commandLine().getOut())
                    .finish(runs, options, zone, xml, json, out, err);
            if (metricsServer != null) metricsFlags.linger(metricsServer, signals, out);
            return exit;
        }
    }

    /** {@code --replicas N} here: the schema is checked and created once, then the replicas start. */
    private int runLocalReplicas(
            RunConfig config,
            ParsedConfig parsed,
            SchemaPreparer schemas,
            BenchmarkOptions options,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        Path xml = ResultPaths.of(charbench, replica).xml(config, null);
        ResultsPreflight.checkWritable(
                xml,
                xml == null ? null : charbench.jsonFile != null ? charbench.jsonFile : ResultFiles.jsonBeside(xml),
                options,
                charbench);
        // an embedded database lives in this JVM: it is started here, serves every replica, and stops after the merge
        try (DatabaseTarget target = charbench.embedded
                ? DatabaseTarget.embedded(
                        schemas.setupConnections(ReplicaRuns.embeddedConnections(config, replicaFlags, options)),
                        DatabaseTarget.progressTo(err))
                : DatabaseTarget.of(config, parsed.passwordEncrypted())) {
            schemas.prepare(
                    target,
                    config.withConnection(target.connection(config.connection())),
                    charbench.createSchema,
                    charbench.scale,
                    out);
            checkInitCommands(target, config, err);
            return new ReplicaRuns(charbench, replicaFlags, spec, target.forReplicas())
                    .runLocal(
                            config,
                            options,
                            start,
                            ResultPaths.of(charbench, replica).xml(config, null),
                            out,
                            err,
                            signals);
        }
    }

    /**
     * {@code --replicas}/{@code --fork}: the parent tries the config's Oracle-only init commands once and
     * reports the skipped ones (or, with --strict-init, fails before starting any JVM); its children skip
     * them without a word, so the notice is printed once, not once per JVM.
     */
    private void checkInitCommands(DatabaseTarget target, RunConfig config, PrintWriter err) throws CliException {
        InitCommandCheck.apply(
                config.withConnection(target.connection(config.connection())),
                target.jdbcUrl(),
                target.dialect().name(),
                charbench.strictInit,
                err);
    }
}
