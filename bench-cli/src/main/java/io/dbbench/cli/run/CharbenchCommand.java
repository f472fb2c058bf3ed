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
import io.dbbench.cli.webconsole.WebConsole;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import java.io.PrintWriter;
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
                    consoleFlags.validate(
                            switch (run.mode()) {
                                case FORK -> "--fork";
                                case REPLICAS, SWEEP -> "--replicas N";
                                case SINGLE, CHILD -> null;
                            });
                    if (consoleFlags.raisesUsers() && run.options().ratePerSecond() > 0)
                        throw new CliException(
                                ExitCodes.BAD_USAGE,
                                "option --console-max-users: cannot be used with --rate: an open-loop run's rate sets"
                                        + " its load, not its users");
                    // the console's buttons may raise the users: an embedded database must take them all
                    if (consoleFlags.enabled() && run.options().ratePerSecond() <= 0)
                        run = run.withRoomFor(
                                consoleFlags.ceiling(run.config().load().users()));
                }
                // the console's port is taken before the database starts: one in use is said at once
                // a parent's embedded database serves every child, and stops after the merge
                try (WebConsole web = child == null ? consoleFlags.bind(err) : null;
                        DatabaseTarget target = run.openDatabase(options.embedded, err)) {
                    return switch (run.mode()) {
                        case SINGLE, CHILD -> new InProcessRun(
                                        options,
                                        metricsFlags,
                                        child == null ? consoleFlags : new WebConsoleFlags(),
                                        web,
                                        out)
                                .run(run, target, console, err, signals);
                        case FORK, REPLICAS, SWEEP -> new ParentRun(charbench, replicaFlags, spec)
                                .run(run, target, console, err, signals);
                    };
                }
            } catch (CliException e) {
                return CliErrors.report(spec, e);
            }
        }
    }
}
