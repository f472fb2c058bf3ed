package io.dbbench.cli.run;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.common.Version;
import io.dbbench.cli.cpu.CpuCommand;
import io.dbbench.cli.io.IoCommand;
import io.dbbench.cli.lio.LioCommand;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.netprobe.NetprobeCommand;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.results.CompareCommand;
import io.dbbench.cli.results.MergeCommand;
import io.dbbench.cli.results.ReportCommand;
import io.dbbench.cli.webconsole.ChildConsoles;
import io.dbbench.cli.webconsole.WebConsole;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import io.dbbench.core.internal.result.format.ResultFiles;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
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
            LioCommand.class,
            CapacityCommand.class,
            io.dbbench.cli.webconsole.ConsoleCommand.class
        },
        description = {
            "Runs a SwingBench configuration against a database, charbench style.",
            "Example: dbbench -c configs/Stress_Test.xml -uc 4 -rt 0:00.30 --embedded -mr"
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

    @Mixin
    WebConsoleFlags consoleFlags = new WebConsoleFlags();

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
        try (StopOnSignal signals = new StopOnSignal()) {
            try {
                // a child JVM of --fork or --replicas N runs the plan its parent handed it, not flags
                ChildPlan child = ChildPlan.fromEnvironment(System.getenv());
                CharbenchOptions options =
                        child == null ? charbench : child.settings().toOptions();
                // -ot json: standard output carries the JSON alone (RunReport writes it there), the rest goes to stderr
                PrintWriter console = options.jsonOnStdout() ? err : out;
                PreparedRun run = child == null
                        ? PreparedRun.of(charbench, measurement, metricsFlags, replicaFlags, signals, err)
                        : PreparedRun.ofChild(child, System.getenv());
                if (child == null) {
                    // --fork, --replicas N: each child serves a console on loopback, this JVM the merged page
                    consoleFlags.validate(run.mode() == RunMode.SWEEP ? "a sweep (--replicas N,M,...)" : null);
                    boolean children = run.mode() == RunMode.FORK || run.mode() == RunMode.REPLICAS;
                    if (children && consoleFlags.raisesUsers())
                        throw new CliException(
                                ExitCodes.BAD_USAGE,
                                "option --console-max-users: cannot be used with "
                                        + (run.mode() == RunMode.FORK ? "--fork" : "--replicas N")
                                        + ": the merged page of the children only reads (each child's users are its"
                                        + " own)");
                    if (consoleFlags.raisesUsers() && run.options().ratePerSecond() > 0)
                        throw new CliException(
                                ExitCodes.BAD_USAGE,
                                "option --console-max-users: cannot be used with --rate: an open-loop run's rate sets"
                                        + " its load, not its users");
                    // the console's buttons may raise the users: an embedded database must take them all
                    if (consoleFlags.enabled() && !children && run.options().ratePerSecond() <= 0)
                        run = run.withRoomFor(
                                consoleFlags.ceiling(run.config().load().users()));
                }
                // a child of a parent serving --console serves one on loopback, for the parent's merged page
                WebConsoleFlags here = child == null
                        ? consoleFlags
                        : ChildConsoles.childFlags(child.settings().consoles());
                // the console's port is taken before the database starts: one in use is said at once
                // a parent's embedded database serves every child, and stops after the merge
                try (WebConsole web = here.bind(err);
                        DatabaseTarget target = run.openDatabase(options.embedded, err)) {
                    if (child != null) announce(child, web, err);
                    return switch (run.mode()) {
                        case SINGLE, CHILD -> new InProcessRun(options, metricsFlags, here, web, out)
                                .run(run, target, console, err, signals);
                        case FORK, REPLICAS, SWEEP -> web == null
                                ? new ParentRun(charbench, replicaFlags, spec).run(run, target, console, err, signals)
                                : withChildConsoles(run, target, web, console, err, signals);
                    };
                }
            } catch (CliException e) {
                return CliErrors.report(spec, e);
            }
        }
    }

    /** The parent of --fork or --replicas N with --console: its children's consoles, merged on its page. */
    private int withChildConsoles(
            PreparedRun run,
            DatabaseTarget target,
            WebConsole web,
            PrintWriter console,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        // --replicas N: the N children are known before they start (a sweep's counts change; forked repeats are
        // numbered as they come)
        List<Integer> counts = replicaFlags.counts();
        List<String> expected = run.mode() == RunMode.REPLICAS && counts.size() == 1
                ? ChildConsoles.replicaLabels(counts.get(0))
                : List.of();
        try (ChildConsoles consoles = ChildConsoles.serve(web, console, expected)) {
            charbench.childConsoles = consoles.dir();
            consoles.banner(console);
            int exit = new ParentRun(charbench, replicaFlags, spec).run(run, target, console, err, signals);
            consoles.finish(
                    charbench.noHtml || run.resultsXml() == null ? null : ResultFiles.htmlBeside(run.resultsXml()),
                    exit,
                    consoleFlags.lingerSeconds(),
                    signals,
                    console);
            return exit;
        }
    }

    /** A child says where its console is; one that cannot is still a run, its parent's page lacks it. */
    private static void announce(ChildPlan child, WebConsole web, PrintWriter err) {
        try {
            ChildConsoles.announce(
                    child.settings().consoles(),
                    web,
                    child.replica() == null
                            ? null
                            : ChildConsoles.replicaLabel(
                                    child.replica().index(), child.replica().count()));
        } catch (CliException e) {
            err.println("bench-cli: " + e.getMessage());
            err.flush();
        }
    }
}
