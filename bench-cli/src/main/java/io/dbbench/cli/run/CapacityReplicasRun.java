package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacityConsole;
import io.dbbench.cli.capacity.CapacitySearchSetup;
import io.dbbench.cli.capacity.replicas.ReplicaCounts;
import io.dbbench.cli.capacity.replicas.ReplicaStepSearch;
import io.dbbench.cli.capacity.replicas.ReplicaStepSpec;
import io.dbbench.cli.capacity.replicas.StepChannel;
import io.dbbench.cli.capacity.replicas.StepExchange;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.metrics.MetricsFlags;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildHandOff;
import io.dbbench.cli.replica.LocalReplicas;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.StepListener;
import io.dbbench.core.internal.replica.ReplicaInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code capacity --replicas N}: the search's every step's total users spread over N replica JVMs on this host, started
 * as {@code --replicas N} starts them (one plan each, the password in their environment, one common start once all are
 * logged on), each stepping its share on the same step plan from that start: one step clock. At each step's end every
 * replica reports its step on a loopback channel and waits; this JVM merges the step ({@link ReplicaStepSearch}), takes
 * the search's decision on the merged figures and tells each replica its next share or to stop. The merged results
 * and the search's section are written here ({@link ReplicaSearchReport}), each replica's beside them.
 */
final class CapacityReplicasRun {
    /** How long replicas told to stop at the search's end have to write their files and end before a stop. */
    private static final Duration ENDING_GRACE = Duration.ofMinutes(2);

    private final CharbenchOptions charbench;
    private final CapacitySearchSetup setup;
    private final int replicas;
    private final boolean plots;

    CapacityReplicasRun(CharbenchOptions charbench, CapacitySearchSetup setup, int replicas, boolean plots) {
        this.charbench = charbench;
        this.setup = setup;
        this.replicas = replicas;
        this.plots = plots;
    }

    /** Refuses, before anything connects, a search the replicas cannot share: one line, exit 2. */
    static void check(CapacitySearchSetup setup, int replicas) throws CliException {
        if (setup.openLoop())
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --replicas: not with --rates yet (an open-loop search runs in one JVM); step the users"
                            + " (--users) over replicas, or the rate without --replicas");
        if (setup.rounds() > 1)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --repeats: not with --replicas yet; a search over replicas climbs its ladder once");
        // a replica's sampler waits for the parent's answer at each step's end; what its users ran meanwhile falls
        // into the next step's first iteration, which only a warm-up keeps out of the scores
        if (setup.stepPlan().warmupIterations() == 0)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --warmup: not 0 with --replicas; a step's first iteration would score the last step's"
                            + " load (run while the replicas wait for the parent): keep at least one warm-up iteration");
        List<LoadLevel> ladder = setup.steps().levels();
        for (int k = 0; k < ladder.size(); k++) {
            if (ladder.get(k).users() < replicas)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --users: step " + (k + 1) + " has "
                                + ladder.get(k).users() + " users, fewer than --replicas " + replicas);
        }
        for (int i = 0; i < replicas; i++) {
            List<Integer> shares = ReplicaStepSearch.sharesOf(ladder, replicas, i);
            for (int k = 1; k < shares.size(); k++) {
                if (shares.get(k) <= shares.get(k - 1))
                    throw new CliException(
                            ExitCodes.BAD_USAGE,
                            "option --users: steps " + k + " and " + (k + 1) + " ("
                                    + ladder.get(k - 1).users() + ", "
                                    + ladder.get(k).users() + " users) give replica " + i + "/" + replicas
                                    + " the same " + shares.get(k) + " users; each step must add users to every"
                                    + " replica (at least " + replicas + " more)");
            }
        }
    }

    int run(PrintWriter out, PrintWriter err, StopOnSignal signals) throws CliException {
        ReplicaFlags flags = new ReplicaFlags();
        flags.replicas = String.valueOf(replicas);
        PreparedRun run = PreparedRun.of(charbench, new MeasurementFlags(), new MetricsFlags(), flags, signals, err);
        setup.requireKnownTransactions(run.config());
        try (DatabaseTarget target = run.openDatabase(charbench.embedded, err)) {
            RunConfig config = run.config();
            ConnectionConfig login = target.connection(config.connection());
            // replicas running at once would trip over each other creating the schema: it is made here, once
            run.schemas().prepare(target, config.withConnection(login), charbench.createSchema, charbench.scale, out);
            ChildHandOff handOff = new ChildHandOff(
                    config.withConnection(
                            target.isEmbedded()
                                    ? config.connection()
                                            .withConnectString(login.connectString())
                                            .withUserName(login.userName())
                                            .withPassword(login.password())
                                    : login),
                    run.options(),
                    charbench,
                    null,
                    flags.startTolerance(),
                    charbench.embedded ? login.connectString() : null);
            return search(run, config, handOff, out, err, signals);
        }
    }

    private int search(
            PreparedRun run,
            RunConfig config,
            ChildHandOff handOff,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        StepListener lines = new StepListener() {
            @Override
            public void stepDone(StepFigures figures, StepDecision decision) {
                out.println(CapacityConsole.stepLine(0, 1, figures, decision));
                out.flush();
            }
        };
        try (StepExchange exchange = new StepExchange(replicas)) {
            ReplicaStepSpec spec0 =
                    ReplicaStepSpec.of(exchange.port(), exchange.token(), 0, List.of(1), setup.stepPlan());
            LocalReplicas local = new LocalReplicas(
                            handOff,
                            replicas,
                            null,
                            run.resultsXml(),
                            LocalReplicas.READY_TIMEOUT,
                            run.options().seed())
                    .inCommand("capacity")
                    .withEnvironment(i -> Map.of(
                            ReplicaStepSpec.VARIABLE,
                            ReplicaStepSpec.of(
                                            exchange.port(),
                                            exchange.token(),
                                            i,
                                            ReplicaStepSearch.sharesOf(
                                                    setup.steps().levels(), replicas, i),
                                            setup.stepPlan())
                                    .toJson()));
            AtomicBoolean stopAsked = new AtomicBoolean();
            ReplicaStepSearch search = new ReplicaStepSearch(
                            exchange,
                            setup.search(),
                            replicas,
                            CapacitySearchRun.meanThinkNanos(config.load()),
                            lines,
                            LocalReplicas.READY_TIMEOUT,
                            spec0.stepLength())
                    .withAlive(local::alive)
                    // the replicas were told to stop on their lines; one stuck (not ended) would hold the wait for
                    // every replica's end: what still runs 10 s later is stopped, and killed 10 s after that
                    .onProblem(() -> local.stopAfter(LocalReplicas.KILL_AFTER))
                    // told to stop, a replica writes its files and ends; one still running 2 minutes later hangs
                    .onEnd(() -> local.stopAfter(ENDING_GRACE))
                    .interruptedWhen(stopAsked::get);
            signals.stopWith(() -> {
                stopAsked.set(true);
                local.stop();
            });
            out.println("capacity search over " + replicas + " replicas on this host, each its share of a step's users"
                    + " (" + LocalReplicas.log(run.resultsXml(), 0).getFileName() + " ... beside the results)");
            out.println(CapacityConsole.plan(setup, setup.ceiling()));
            out.flush();
            Thread searching = new Thread(search, "capacity-replicas");
            searching.setDaemon(true);
            searching.start();
            List<ReplicaInput> inputs = local.run(out);
            // every replica has ended: the search has its last report, or fails at once on the ended lines
            searching.join(StepChannel.GRACE.toMillis());
            if (searching.isAlive()) {
                exchange.hangUp();
                searching.join(StepChannel.GRACE.toMillis());
            }
            // every replica has ended: the counts each sent last are on its line already
            Map<Integer, ReplicaCounts> counts = exchange.counts(StepExchange.HELLO_WITHIN);
            return new ReplicaSearchReport(charbench, setup, plots, run, search, counts, replicas)
                    .finish(inputs, stopAsked.get(), out, err);
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot open the replicas' step channel on loopback: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CliException(ExitCodes.INTERRUPTED, "interrupted while the replicas ran", e);
        }
    }
}
