package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacityConsole;
import io.dbbench.cli.capacity.CapacityRefusal;
import io.dbbench.cli.capacity.CapacitySearchFiles;
import io.dbbench.cli.capacity.CapacitySearchSetup;
import io.dbbench.cli.capacity.CapacitySection;
import io.dbbench.cli.capacity.MissingStepFigures;
import io.dbbench.cli.capacity.replicas.ReplicaStepSpec;
import io.dbbench.cli.capacity.replicas.StepChannel;
import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.results.RunReport;
import io.dbbench.cli.webconsole.LiveConsole;
import io.dbbench.cli.webconsole.WebConsole;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepCountMismatchException;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.capacity.run.CapacityStepDriver;
import io.dbbench.core.internal.capacity.run.StepListener;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.ZoneId;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code capacity -c CONFIG --users ...|--rates ...}: a capacity search in one run of this JVM, closed loop (the users
 * stepped) or open loop (the offered rate stepped, served by the run's users). The charbench flags that set the
 * run's length or statistics window are refused (the search sets them), and -uc with --users; a closed-loop run starts
 * with the first step's users and room for the largest, an open-loop one at the first rate; its statistics window is the whole run (so the steps' counts can be
 * checked against its totals), and it ends when the search stops. The usual results files are written, with a
 * {@code capacity} section added to results.json.
 */
public final class CapacitySearchRun {
    private final CharbenchOptions charbench;
    private final CapacitySearchSetup setup;
    /** Whether capacity.png is drawn beside the steps' CSV files (no --no-plots). */
    private final boolean plots;
    /** --console: the search's live console in the browser (read-only users: the search steps them). */
    private WebConsoleFlags consoleFlags = new WebConsoleFlags();
    /** --replicas N: the steps' users spread over N replica JVMs ({@link CapacityReplicasRun}); null for this JVM. */
    private Integer replicas;
    /** In a replica of a parent's search: its run and its line to the parent; null otherwise. */
    private CapacityReplicaSide child;

    public CapacitySearchRun(CharbenchOptions charbench, CapacitySearchSetup setup) {
        this(charbench, setup, true);
    }

    public CapacitySearchRun(CharbenchOptions charbench, CapacitySearchSetup setup, boolean plots) {
        this.charbench = charbench;
        this.setup = setup;
        this.plots = plots;
    }

    /** This search with a console in the browser, as {@code --console} asks. */
    public CapacitySearchRun withConsole(WebConsoleFlags flags) {
        consoleFlags = flags;
        return this;
    }

    /** This search with its steps' users spread over {@code count} replica JVMs, as {@code --replicas N} asks. */
    public CapacitySearchRun withReplicas(Integer count) {
        replicas = count;
        return this;
    }

    /** This search as replica {@code spec.index()} of its parent's, which decides its steps. */
    public CapacitySearchRun asReplica(ChildPlan plan, ReplicaStepSpec spec) {
        child = new CapacityReplicaSide(plan, spec);
        return this;
    }

    /** Checks every flag, then runs; one line and an exit code for each mistake, reported on {@code spec}'s stderr. */
    public int run(CommandSpec spec) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // the message is printed before the signal hook is released, as a charbench run does: after a signal,
        // releasing it lets the JVM finish exiting, and a message printed after that would be lost
        try (StopOnSignal signals = new StopOnSignal()) {
            try {
                return checkAndRun(out, err, signals);
            } catch (CliException e) {
                return CliErrors.report(spec, e);
            }
        }
    }

    private int checkAndRun(PrintWriter out, PrintWriter err, StopOnSignal signals) throws CliException {
        // an open-loop search's users are the run's (-uc, or the config's): they serve the arrivals
        refuse("-uc", charbench.users != null && !setup.openLoop(), "--users sets the users of each step");
        refuse("-rt", charbench.runTime != null, "the search's steps set the run's length");
        refuse("-mt", charbench.setsMaxTransactions(), "the search's steps set the run's length");
        refuse("-bs", charbench.statsStart != null, "a capacity search measures the whole run");
        refuse("-be", charbench.statsEnd != null, "a capacity search measures the whole run");
        refuse("-ot", charbench.jsonOnStdout(), "the capacity search prints its steps and summary");
        refuse("--console-max-users", consoleFlags.raisesUsers(), "the search steps its users");
        consoleFlags.validate(null);
        if (setup.dir() != null) {
            refuse("-r", charbench.resultsFile != null, "-d names the results' directory");
            charbench.resultsFile = setup.dir().resolve("results.xml");
        }
        if (replicas != null) {
            if (replicas < 1)
                throw new CliException(ExitCodes.BAD_USAGE, "option --replicas: must be at least 1, was " + replicas);
            refuse("--console", consoleFlags.enabled(), "with --replicas the search's steps are on the console here");
            CapacityReplicasRun.check(setup, replicas);
        }
        CapacitySearch.iterationsWarning(
                        setup.stepPlan().measurementIterations(), setup.steps().kind())
                .ifPresent(w -> err.println("bench-cli: warning: " + w));
        if (!setup.openLoop())
            CapacitySearch.roundsWarning(setup.rounds()).ifPresent(w -> err.println("bench-cli: warning: " + w));
        setup.warmupWarning().ifPresent(w -> err.println("bench-cli: warning: " + w));
        setup.fewSlotsWarning().ifPresent(w -> err.println("bench-cli: warning: " + w));
        // the ceiling sizes what the run needs: an embedded database's connections, the host's limits
        if (!setup.openLoop()) {
            HostLimits.ofThisHost().check(setup.ceiling(), "--users", charbench);
            charbench.users = setup.ceiling();
        }
        if (replicas != null) return new CapacityReplicasRun(charbench, setup, replicas, plots).run(out, err, signals);
        PreparedRun run = child != null
                ? PreparedRun.ofChild(child.plan(), System.getenv())
                : PreparedRun.of(
                        charbench, new MeasurementFlags(), new MetricsFlags(), new ReplicaFlags(), signals, err);
        setup.requireKnownTransactions(run.config());
        // the port is taken before the database starts: one in use is said at once, not after the set-up
        StepChannel line = child == null ? null : child.open(setup.search());
        try (line;
                WebConsole web = consoleFlags.bind(err);
                DatabaseTarget target = run.openDatabase(charbench.embedded, err)) {
            return runAgainst(run, target, web, out, err, signals);
        }
    }

    private int runAgainst(
            PreparedRun run,
            DatabaseTarget target,
            WebConsole web,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        RunConfig config =
                run.config().withConnection(target.connection(run.config().connection()));
        config = InitCommandCheck.apply(
                config, target.jdbcUrl(), target.dialect().name(), charbench.strictInit, err);
        if (setup.openLoop()
                && (config.load().interMinDelayMillis() > 0 || config.load().interMaxDelayMillis() > 0)) {
            // as a --rate run says (InProcessRun): the schedule, not the think time between transactions, starts them
            err.println("bench-cli: ignoring InterMinDelay/InterMaxDelay: with --rates the schedule decides when"
                    + " transactions start");
        }
        run.schemas().prepare(target, config, charbench.createSchema, charbench.scale, out);
        AtomicReference<ServerCountersRun> counters = new AtomicReference<>();
        try (LiveConsole console = LiveConsole.start(
                consoleFlags,
                web,
                LiveConsole.identity(
                        config.displayName(),
                        charbench.configFile,
                        run.schemas().transactionWorkloads(),
                        target.describe(),
                        setup.openLoop() ? config.load().users() : setup.ceiling(),
                        "capacity search, "
                                + CapacityConsole.bannerLoad(
                                        setup, config.load().users())),
                setup.openLoop() ? config.load().users() : setup.ceiling(),
                "a capacity search steps its " + (setup.openLoop() ? "rate" : "users") + " itself",
                null,
                () -> counters.get() == null ? null : counters.get().load())) {
            return runSearch(run, target, config, console, counters, out, err, signals);
        }
    }

    private int runSearch(
            PreparedRun run,
            DatabaseTarget target,
            RunConfig config,
            LiveConsole console,
            AtomicReference<ServerCountersRun> counters,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        AtomicInteger stepsDone = new AtomicInteger();
        if (console != null) console.phase("capacity search: step 1");
        int rounds = setup.rounds();
        StepListener lines = new StepListener() {
            @Override
            public void stepDone(StepFigures figures, StepDecision decision) {
                stepDone(0, figures, decision);
            }

            @Override
            public void stepDone(int round, StepFigures figures, StepDecision decision) {
                String line = CapacityConsole.stepLine(round, rounds, figures, decision);
                out.println(line);
                out.flush();
                if (console == null) return;
                console.event("step", line.strip());
                int done = stepsDone.incrementAndGet();
                // round 1's stop fixes the ladder: with rounds to go, the run goes on at the ladder's first step
                LoadLevel next = decision.next() != null
                        ? decision.next()
                        : round + 1 < rounds ? setup.search().firstLoad() : null;
                console.phase(
                        next == null
                                ? "capacity search: stopping after step " + done
                                : "capacity search: step " + (done + 1) + " at " + next.label());
            }
        };
        CapacityStepDriver driver =
                new CapacityStepDriver(setup.search(), setup.stepPlan(), meanThinkNanos(config.load()), lines);
        // a replica: its parent decides every step on all replicas' steps merged
        if (child != null) driver.judgeWith(child.channel());
        LoadConfig load = config.load();
        if (!setup.openLoop()) load = load.withUsers(driver.firstUsers());
        load = load.withRunTime(Duration.ZERO).withMaxTransactions(0).withStatsWindow(Duration.ZERO, Duration.ZERO);
        config = config.withLoad(load);
        ZoneId zone = ZoneId.systemDefault();
        BenchmarkBuilder builder = Benchmark.builder(config)
                .jdbcUrl(target.jdbcUrl())
                .dialect(target.dialect())
                .registry(run.registry())
                // open loop: the run starts at the first step's rate, which the driver changes at each step's end
                .options(
                        setup.openLoop()
                                ? run.options().withRate(driver.firstRatePerSecond())
                                : child == null ? run.options() : child.startingTogether(run.options(), run.replica()))
                .listener(driver);
        AtomicReference<Benchmark> benchmark = new AtomicReference<>();
        ServerCountersRun server = ServerCountersRun.of(
                target,
                config,
                run.options(),
                null,
                MetricsFlags.tags(run.schemas().transactionWorkloads(), null));
        server.attach(builder);
        server.readAtSteps(driver);
        counters.set(server);
        if (!charbench.silent)
            ConsoleListeners.attach(
                    builder, charbench, config, run.options(), run.columns(), zone, out, benchmark::get, server.load());
        // after the text console, whose listener reads the server's CPU and disk: the page gets this second's figures
        if (console != null) console.attach(builder);
        try {
            benchmark.set(builder.build());
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        if (!charbench.silent) {
            RunBanner.print(
                    out,
                    config,
                    CapacityConsole.bannerLoad(setup, config.load().users()),
                    target,
                    run.options(),
                    run.resultsXml(),
                    run.resultsJson(),
                    null,
                    null,
                    !charbench.noHtml);
            server.banner(out, run.columns());
        }
        out.println(CapacityConsole.plan(setup, config.load().users()));
        if (console != null) {
            console.bind(benchmark.get());
            console.banner(out);
        }
        out.flush();
        signals.stopWith(benchmark.get()::stop);
        BenchmarkResult ran = BenchmarkRun.run(benchmark.get(), server, out);
        // the run's files say the search's ceiling, the most users it could run, not the first step's
        BenchmarkResult result = setup.openLoop()
                ? ran
                : new BenchmarkResult(
                        ran.runs().stream()
                                .map(r -> withUsers(r, setup.ceiling()))
                                .map(r -> child == null ? r : child.identified(r, run.replica()))
                                .toList(),
                        ran.resultFileErrors());
        RunReport report = new RunReport(charbench, !charbench.noHtml, false, out);
        // the results keep the last step's rate: the report says the rate was stepped instead
        if (setup.openLoop()) report.withSteppedRates(CapacityConsole.steppedRates(setup));
        CapacityOutcome outcome = null;
        String mismatch = null;
        MissingStepFigures missing = MissingStepFigures.NONE;
        // a replica's steps are its parent's to sum up; its own counts are checked here, and sent to the parent, whose
        // counts outside the merged steps are built from them
        if (!result.runs().isEmpty() && child != null) {
            RunResult whole = result.runs().get(0);
            try {
                child.sendCounts(driver.outcome(whole.totalCompleted(), whole.totalFailed()));
            } catch (StepCountMismatchException e) {
                mismatch = e.getMessage();
            }
        }
        if (!result.runs().isEmpty() && child == null) {
            RunResult whole = result.runs().get(0);
            // whether the steps' server counters and traffic are there is the run's to say: it ended now
            MissingStepFigures.Checked checked =
                    MissingStepFigures.check(whole, driver.outcome(), driver.unreadServerCounters());
            outcome = checked.outcome();
            missing = checked.missing();
            try {
                driver.outcome(whole.totalCompleted(), whole.totalFailed());
            } catch (StepCountMismatchException e) {
                mismatch = e.getMessage();
            }
        }
        // the section goes into results.json as it is written with the other files, and into its log frames; steps
        // whose counts do not add up are still written, marked so
        RunResult whole = result.runs().isEmpty() ? null : result.runs().get(0);
        // each step's database commits are checked at the commits per transaction the run's transactions declared
        CapacitySection section = outcome == null
                ? null
                : whole == null
                        ? CapacitySection.of(outcome, setup, -1, 0)
                        : CapacitySection.of(outcome, setup, whole.dmlTotals().commits(), whole.totalCompleted());
        if (section != null && mismatch != null) section = section.withCountsMismatch(mismatch);
        if (section != null) section = section.withMissing(missing);
        if (section != null)
            report.addingToJson(section::addedTo).writingBesideJson(CapacitySearchFiles.of(section, plots));
        int exit = report.finish(result.runs(), run.options(), zone, run.resultsXml(), run.resultsJson(), out, err);
        exit = CapacityReportEnd.finish(
                exit, driver.problem().orElse(null), mismatch, outcome, section, missing, out, err);
        // the page says the exit the process returns, after the summary (a linger would hold the summary back)
        if (console != null)
            console.finish(
                    !charbench.noHtml && run.resultsXml() != null ? ResultFiles.htmlBeside(run.resultsXml()) : null,
                    exit,
                    signals,
                    out);
        return exit;
    }

    /**
     * {@code run} with its config's users set to {@code users}: a search's results record its ceiling as the run's
     * users (results.xml's NumberOfUsers, results.json's config.load.users); the steps are in its capacity section.
     */
    static RunResult withUsers(RunResult run, int users) {
        RunConfig config = run.config().withLoad(run.config().load().withUsers(users));
        return new RunResult(
                run.label(),
                run.timing(),
                config,
                run.environment(),
                run.transactions(),
                run.dmlTotals(),
                run.tpsReadings(),
                run.intervals(),
                run.maxTransactionsPerMinute(),
                run.errorsByCode(),
                run.endReason(),
                run.details(),
                run.fingerprint());
    }

    /**
     * Z of Little's law from the config: the mean think time between transactions when it is the only sleep the
     * response times leave out; unknown (NaN) when transactions also sleep inside, whose total depends on their steps.
     */
    static double meanThinkNanos(LoadConfig load) {
        if (load.minDelayMillis() > 0 || load.maxDelayMillis() > 0) return Double.NaN;
        return (load.interMinDelayMillis() + load.interMaxDelayMillis()) / 2.0 * 1e6;
    }

    private static void refuse(String option, boolean given, String why) throws CliException {
        if (given) throw CapacityRefusal.of(option, why);
    }
}
