package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.metrics.MetricsServer;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.LocalReplicas;
import io.dbbench.cli.replica.RendezvousGate;
import io.dbbench.cli.replica.ReplicaRuns;
import io.dbbench.cli.results.RunReport;
import io.dbbench.cli.webconsole.LiveCommits;
import io.dbbench.cli.webconsole.LiveConsole;
import io.dbbench.cli.webconsole.WebConsole;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.StartRendezvous;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The run in this JVM ({@link RunMode#SINGLE}, {@link RunMode#CHILD}): the database, the schema, the
 * load with its console and metrics, and the results, written and judged.
 *
 * @param charbench    the run's charbench flags
 * @param metricsFlags where and how the run's metrics are served
 * @param consoleFlags where the run's web console is served (none in a child JVM)
 * @param web          the web console's server, bound before the database started, or null
 * @param stdout       where {@code -ot json} puts the JSON: the command's standard output, whatever the console is
 */
record InProcessRun(
        CharbenchOptions charbench,
        MetricsFlags metricsFlags,
        WebConsoleFlags consoleFlags,
        WebConsole web,
        PrintWriter stdout) {
    int run(PreparedRun run, DatabaseTarget target, PrintWriter out, PrintWriter err, StopOnSignal signals)
            throws CliException {
        RunConfig config =
                run.config().withConnection(target.connection(run.config().connection()));
        // a child skips silently: its parent has said it once for all of them
        config = InitCommandCheck.apply(
                config,
                target.jdbcUrl(),
                target.dialect().name(),
                charbench.strictInit,
                run.child() != null ? null : err);
        return runAgainst(target, config, run, out, err, signals);
    }

    private int runAgainst(
            DatabaseTarget target,
            RunConfig config,
            PreparedRun run,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        BenchmarkOptions options = run.options();
        ChildPlan child = run.child();
        if (options.ratePerSecond() > 0
                && (config.load().interMinDelayMillis() > 0 || config.load().interMaxDelayMillis() > 0)) {
            err.println(
                    "bench-cli: ignoring InterMinDelay/InterMaxDelay: with --rate the schedule decides when transactions start");
        }
        Path xml = run.resultsXml();
        Path json = run.resultsJson();
        RendezvousGate dbGate = null;
        if (run.dbStart() != null) {
            // --start-at db: logs on, then meets the other replicas in the database on a connection of its own;
            // made before the schema is prepared, so a database without rendezvous SQL is refused before that
            Properties login = ServerCountersRun.login(config.connection());
            dbGate = new RendezvousGate(
                    run.dbStart(),
                    target.dialect().name(),
                    () -> DriverManager.getConnection(target.jdbcUrl(), login),
                    charbench.silent ? null : out);
        }
        run.schemas().prepare(target, config, charbench.createSchema, charbench.scale, out);
        LocalReplicas.Gate gate = null;
        if (child != null && child.goFile() != null) {
            // a local replica without a --start-at: logs on, says so, and its parent names the start once all have
            gate = new LocalReplicas.Gate(
                    child.goFile(),
                    LocalReplicas.ready(child.resultsXml(), run.replica().index()),
                    child.startTolerance());
            options = options.withStartGate(gate);
        }
        if (dbGate != null) options = options.withStartGate(dbGate);
        ZoneId zone = ZoneId.systemDefault();
        // a forked repeat leaves results.html to its parent; the banner names it only when this run writes it
        boolean html = child != null ? child.writesHtml() : !charbench.noHtml;
        BenchmarkBuilder builder = Benchmark.builder(config)
                .jdbcUrl(target.jdbcUrl())
                .dialect(target.dialect())
                .registry(run.registry())
                .options(options);
        // the console asks for the pool's size while the run goes on: the benchmark is built below, after its listeners
        AtomicReference<Benchmark> benchmark = new AtomicReference<>();
        // the sampler reads the server's figures as the text console samples them, once the counters are set up
        AtomicReference<ServerCountersRun> counters = new AtomicReference<>();
        try (LiveConsole console = LiveConsole.start(
                        consoleFlags,
                        web,
                        LiveConsole.identity(
                                config.displayName(),
                                charbench.configFile,
                                run.schemas().transactionWorkloads(),
                                target.describe(),
                                config.load().users(),
                                RunBanner.length(config, options)),
                        config.load().users(),
                        options.ratePerSecond() > 0
                                ? "an open-loop run's rate (--rate) sets its load, not its users"
                                : null,
                        options.plan(),
                        () -> counters.get() == null ? null : counters.get().load());
                MetricsServer metricsServer = metricsFlags.start()) {
            // its own connection, logged on before the server counters count the database's sessions
            if (console != null)
                console.readCommits(LiveCommits.open(
                        target.jdbcUrl(),
                        ServerCountersRun.login(config.connection()),
                        target.dialect().name()));
            var meterTags = MetricsFlags.tags(run.schemas().transactionWorkloads(), run.replica());
            if (metricsServer != null) builder.meterRegistry(metricsServer.registry(), meterTags);
            ServerCountersRun server = ServerCountersRun.of(
                    target, config, options, metricsServer == null ? null : metricsServer.registry(), meterTags);
            server.attach(builder);
            counters.set(server);
            if (!charbench.silent)
                ConsoleListeners.attach(
                        builder, charbench, config, options, run.columns(), zone, out, benchmark::get, server.load());
            // after the text console, whose listener reads the server's CPU and disk: the page gets this second's
            if (console != null) console.attach(builder);
            try {
                benchmark.set(builder.build());
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            if (!charbench.silent)
                RunBanner.print(out, config, target, options, xml, json, run.replica(), run.start(), html);
            if (!charbench.silent && run.dbStart() != null)
                out.println("Common start: found in the database once every user is logged on (run key "
                        + run.dbStart().runKey() + ", "
                        + run.dbStart().replica().count()
                        + " replicas, waiting up to " + run.dbStart().timeout().toSeconds() + " s for them)");
            if (!charbench.silent) server.banner(out, run.columns());
            if (metricsServer != null) {
                out.println("Metrics: " + metricsServer.url());
                out.flush();
            }
            if (console != null) {
                console.bind(benchmark.get());
                console.banner(out);
                if (run.dbStart() != null)
                    console.event(
                            "notice",
                            "waiting in the database for "
                                    + run.dbStart().replica().count()
                                    + " replicas of run key " + run.dbStart().runKey() + ", up to "
                                    + run.dbStart().timeout().toSeconds() + " s");
            }
            BenchmarkResult result;
            try {
                // the set-up above may have taken a while: refuse now rather than measure a different window
                if (run.start() != null) ReplicaRuns.checkNotLate(run.start());
                signals.stopWith(benchmark.get()::stop);
                try {
                    result = BenchmarkRun.run(benchmark.get(), server, out);
                } catch (CliException | RuntimeException e) {
                    // the engine saw the rendezvous fail as an unchecked error: the gate kept why, and its exit code
                    if (dbGate != null && dbGate.failure() != null) throw dbGate.failure();
                    throw e;
                }
            } catch (CliException e) {
                if (console != null) console.failed(e.exitCode(), e.getMessage());
                throw e;
            }
            Instant startAt = gate != null
                    ? gate.instant()
                    : dbGate != null
                            ? dbGate.startDb()
                            : run.start() != null ? run.start().instant() : null;
            StartRendezvous rendezvous = dbGate == null ? null : dbGate.recorded();
            List<RunResult> runs = run.replica() == null
                    ? result.runs()
                    : result.runs().stream()
                            .map(r -> r.withDetails(
                                    r.details().withReplica(run.replica().toRun(startAt, rendezvous))))
                            .toList();
            RunReport report = new RunReport(charbench, html, false, stdout);
            if (run.child() != null && run.child().kind() == ChildPlan.Kind.FORKED_REPEAT) report.withoutWrittenLine();
            int exit = report.finish(runs, options, zone, xml, json, out, err);
            if (console != null)
                console.finish(html && xml != null ? ResultFiles.htmlBeside(xml) : null, exit, signals, out);
            if (metricsServer != null) metricsFlags.linger(metricsServer, signals, out);
            return exit;
        }
    }
}
