package io.dbbench.cli.capacity.replicas;

import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.internal.capacity.run.StepListener;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.result.AlignedIterations;
import io.dbbench.core.result.IterationResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;

/**
 * The parent's capacity search over its replicas: step after step, every replica's step merged into one
 * ({@link AlignedIterations}), the search's decision taken on the merged steps, and each replica told its share of the
 * next step's users or to stop. Runs on a thread of its own while the replicas run; a replica that goes silent or ends
 * ends the search: the others are told to stop, the steps merged so far are kept, and the problem names the replica.
 */
public final class ReplicaStepSearch implements Runnable {
    private final StepExchange exchange;
    private final CapacitySearch search;
    private final int replicas;
    private final double meanThinkNanosPerTransaction;
    private final StepListener listener;
    /** How long the replicas have to connect: their JVMs' start and their set-up. */
    private final Duration connectWithin;
    /** How long a step may take beyond its plan's length: the first one also waits for every replica's logons. */
    private final Duration stepLength;

    private final List<StepFigures> steps = new ArrayList<>();
    /** Each merged step's reports, replica by replica. */
    private final List<List<StepExchange.Report>> reportsOfSteps = new ArrayList<>();

    /** Whether replica i's JVM still runs (or has yet to start): one that ended before it connected is named at once. */
    private IntPredicate alive = index -> true;
    /** What is done once the search ends on a problem: the replicas' JVMs stopped, a stuck one too. */
    private Runnable onProblem = () -> {};
    /** What is done once the search has decided to stop and told the replicas: one that hangs must not hold it. */
    private Runnable onEnd = () -> {};
    /** Whether the search was asked to stop (a signal): its end is then an interruption, not a replica's fault. */
    private BooleanSupplier interrupted = () -> false;

    private volatile String problem;
    private volatile LoadLevel failedStep;

    public ReplicaStepSearch(
            StepExchange exchange,
            CapacitySearch search,
            int replicas,
            double meanThinkNanosPerTransaction,
            StepListener listener,
            Duration connectWithin,
            Duration stepLength) {
        this.exchange = exchange;
        this.search = search;
        this.replicas = replicas;
        this.meanThinkNanosPerTransaction = meanThinkNanosPerTransaction;
        this.listener = listener;
        this.connectWithin = connectWithin;
        this.stepLength = stepLength;
    }

    /** This search, knowing whether each replica's JVM is alive, before it runs. */
    public ReplicaStepSearch withAlive(IntPredicate replicaAlive) {
        this.alive = replicaAlive;
        return this;
    }

    /** This search, running {@code hook} once it has ended on a problem and told the replicas to stop. */
    public ReplicaStepSearch onProblem(Runnable hook) {
        this.onProblem = hook;
        return this;
    }

    /** This search, running {@code hook} once it has decided to stop and told the replicas so. */
    public ReplicaStepSearch onEnd(Runnable hook) {
        this.onEnd = hook;
        return this;
    }

    /** This search, saying it was interrupted, not failed by a replica, once {@code asked} says a stop was asked. */
    public ReplicaStepSearch interruptedWhen(BooleanSupplier asked) {
        this.interrupted = asked;
        return this;
    }

    /** Replica {@code index}'s users at each step of the ladder: its share of each step's total. */
    public static List<Integer> sharesOf(List<LoadLevel> ladder, int replicas, int index) {
        ReplicaIdentity id = new ReplicaIdentity(index, replicas);
        return ladder.stream().map(l -> id.usersOf(l.users())).toList();
    }

    @Override
    public void run() {
        LoadLevel load = search.firstLoad();
        try {
            exchange.acceptAll(connectWithin, alive);
            // the first step's wait includes every replica's logons before the common start
            Duration within = connectWithin.plus(stepLength).plus(StepChannel.GRACE);
            while (true) {
                List<StepExchange.Report> reports = exchange.reports(steps.size(), within);
                within = stepLength.plus(StepChannel.GRACE);
                StepFigures figures = merged(load, reports);
                List<StepFigures> withThis = new ArrayList<>(steps);
                withThis.add(figures);
                StepDecision decision = search.decide(withThis);
                synchronized (this) {
                    steps.add(figures);
                    reportsOfSteps.add(reports);
                }
                try {
                    listener.stepDone(figures, decision);
                } catch (RuntimeException e) {
                    // a broken console line must not change what the search decides
                }
                if (decision.stop()) {
                    exchange.stopAll(decision.primaryCause());
                    onEnd.run();
                    return;
                }
                load = decision.next();
                for (int i = 0; i < replicas; i++)
                    exchange.goOn(i, new ReplicaIdentity(i, replicas).usersOf(load.users()));
            }
        } catch (ReplicaSilentException | RuntimeException e) {
            failedStep = load;
            problem = interrupted.getAsBoolean()
                    ? "the capacity search was interrupted at " + load.label() + " (a stop was asked)"
                    : "the capacity search ended at " + load.label() + ": " + e.getMessage();
            exchange.stopAll(new StopCause(StopReason.STALLED, problem));
            onProblem.run();
        }
    }

    private StepFigures merged(LoadLevel load, List<StepExchange.Report> reports) {
        List<List<IterationResult>> byReplica = new ArrayList<>();
        double cpu = 0;
        for (StepExchange.Report r : reports) {
            byReplica.add(r.iterations());
            cpu += r.clientCpuPercent(); // each replica's share of the host's cores: theirs add up
        }
        return StepFiguresFromIterations.of(
                load,
                AlignedIterations.merge(byReplica),
                CapacitySearch.SATURATION_CONFIDENCE,
                meanThinkNanosPerTransaction,
                cpu);
    }

    /** The merged steps so far, in order. */
    public synchronized List<StepFigures> steps() {
        return List.copyOf(steps);
    }

    /** Each merged step's reports, replica by replica, in the order of {@link #steps()}. */
    public synchronized List<List<StepExchange.Report>> reports() {
        return List.copyOf(reportsOfSteps);
    }

    /** Why the search ended before a stop rule said so (a replica silent or ended), or null. */
    public String problem() {
        return problem;
    }

    /** The step the search was in when it ended on a problem, or null. */
    public LoadLevel failedStep() {
        return problem == null ? null : failedStep;
    }
}
