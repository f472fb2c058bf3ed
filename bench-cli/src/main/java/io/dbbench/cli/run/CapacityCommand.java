package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacityAnalyzeCommand;
import io.dbbench.cli.capacity.CapacityRefusal;
import io.dbbench.cli.capacity.CapacitySearchFlags;
import io.dbbench.cli.capacity.CapacitySearchSetup;
import io.dbbench.cli.capacity.replicas.ReplicaStepSpec;
import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.NoPlotsOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code capacity}: how much load a database takes. With a config and {@code --users} or {@code --rates}, the
 * capacity search: the users (or the open-loop rate) stepped within one run, each step decided on as it ends ({@link CapacitySearchRun}); {@code
 * capacity analyze} fits steps measured elsewhere. Alone, {@code capacity} does what every command group does: one
 * line naming its subcommands on stderr, nothing on stdout, exit 2; {@code -h} prints the help and exits 0. The exit
 * codes listed are the search's and its subcommand's. It lives beside the charbench run it runs (the {@code
 * capacity} package, its subcommand's and the search's parts, does not depend on this one).
 */
@Returns({
    ExitCodes.OK,
    ExitCodes.FAILED,
    ExitCodes.BAD_USAGE,
    ExitCodes.BAD_CONFIG,
    ExitCodes.CANNOT_CONNECT,
    ExitCodes.TOO_MANY_FAILURES,
    ExitCodes.SCHEMA_MISSING,
    ExitCodes.INTERRUPTED,
    ExitCodes.TERMINATED
})
@Command(
        name = "capacity",
        separator = " ",
        sortOptions = false,
        modelTransformer = CapacityHelp.class,
        subcommands = CapacityAnalyzeCommand.class,
        description = {
            "How much load does the database take? Steps the users (--users, closed loop) or the offered rate"
                    + " (--rates, open loop) within one run, holds each step to the SLOs, stops at an SLO breach, at"
                    + " saturation (closed loop: TPS not significantly above the previous step's two steps in a row;"
                    + " open loop: the achieved rate below the offered one by more than 5%% or, for iterations of fewer than 40"
                    + " transactions, 2/N: one transaction at each edge of the window), at --max-users"
                    + " or at the list's end, and says the maximum sustainable throughput, the knee and the Universal"
                    + " Scalability Law fit (closed loop) or the rate at which latency departs from its base (open"
                    + " loop: p50 above twice the lowest rate's, or the rate not kept up).",
            "Each step is --warmup plus --iterations at its users or rate; with --rates the run's users (-uc or the"
                    + " config's) serve the arrivals and response times count from the intended starts. The"
                    + " connection options, --embedded and --create are a run's. --replicas N spreads each step's users"
                    + " over N replica JVMs on this host (docs/capacity.md). Refused, each with what to use instead:"
                    + " --topology, --fork, --start-at and"
                    + " --metrics-port with their companions, and the"
                    + " flags that set a run's length or window (-rt, -mt, -bs, -be) or print JSON (-ot json).",
            "--repeats N climbs the ladder N times in the one run, interleaved (1 2 4 8, 1 2 4 8, ...): round 1 is the"
                    + " search, its stop rules fix where the ladder ends; rounds 2..N run every step of it again, whatever"
                    + " they measure. Each step's TPS is then the mean ± error over its N rounds, and the SLOs, growth"
                    + " (saturation at 99%% over the rounds, n = N), maximum and knee are taken on all its rounds"
                    + " together; the report says round 1's stop as why the ladder ends. With --rates, the backlog of"
                    + " a round's top rate carries into the next round's first step, whose warm-up drains it: give"
                    + " --warmup enough for that.",
            "'capacity analyze FILE' fits steps measured elsewhere (a CSV, or a results.json with a capacity section).",
            "Example: capacity -c configs/Stress_Test.xml --embedded --create --users 1..16 --slo 'p99<50ms'"
                    + " --warmup 1x5s --iterations 3x10s",
            "Open loop: capacity -c configs/Stress_Test.xml --embedded --create -uc 16 --rates 50..800 --slo"
                    + " 'p99<50ms'"
        })
public final class CapacityCommand implements Callable<Integer> {
    @Mixin
    CapacitySearchFlags search = new CapacitySearchFlags();

    /** The run's options, as charbench takes them; -h/--help among them. */
    @Mixin
    CharbenchOptions charbench = new CharbenchOptions();

    /** The topology, replica and fork flags, hidden: each given is refused with what to use instead. */
    @Mixin
    CapacityRefusedFlags refused = new CapacityRefusedFlags();

    /** capacity.png beside the steps' CSV files, as cpu and capacity analyze draw theirs. */
    @Mixin
    NoPlotsOption noPlots = new NoPlotsOption();

    /** The search's live console in the browser. */
    @Mixin
    WebConsoleFlags console = new WebConsoleFlags();

    @Option(
            names = "--replicas",
            paramLabel = "N",
            description = "spread each step's users over N replica JVMs on this host, one common step clock, every"
                    + " step merged and decided on by this JVM (each step's users at least N)")
    Integer replicas;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CapacitySearchSetup setup;
        try {
            // a replica of a parent's search runs its plan and its share of the steps, not flags
            ChildPlan child = ChildPlan.fromEnvironment(System.getenv());
            ReplicaStepSpec replica;
            try {
                replica = ReplicaStepSpec.fromEnvironment(System.getenv());
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            if (child != null && replica != null)
                return new CapacitySearchRun(
                                child.settings().toOptions(),
                                new CapacitySearchSetup(replica.steps(), List.of(), replica.stepPlan(), null),
                                false)
                        .asReplica(child, replica)
                        .run(spec);
            // a flag the search does not take is refused for itself, given with a search or without one
            if (charbench.version) throw CapacityRefusal.of("-ver", "'bench-cli -ver' prints the version");
            refused.check();
            // nothing asked for: what every command group answers, its subcommands named (the help shows the search)
            if (charbench.configFile == null && !search.asked()) return CliErrors.nameASubcommand(spec);
            setup = search.parse();
        } catch (CliException e) {
            return CliErrors.report(spec, e);
        }
        return new CapacitySearchRun(charbench, setup, noPlots.plots())
                .withConsole(console)
                .withReplicas(replicas)
                .run(spec);
    }
}
