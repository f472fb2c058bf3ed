package io.dbbench.cli.run;

import io.dbbench.cli.capacity.replicas.ReplicaCounts;
import io.dbbench.cli.capacity.replicas.ReplicaStepSpec;
import io.dbbench.cli.capacity.replicas.StepChannel;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.LocalReplicas;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import java.io.IOException;

/**
 * What a capacity search does differently as one replica of its parent's ({@code capacity --replicas N}): it runs
 * the plan its parent handed it, starts at the common start the parent names, and has its steps decided by the
 * parent over the step channel it opens before its database work.
 */
final class CapacityReplicaSide {
    private final ChildPlan plan;
    private final ReplicaStepSpec spec;
    private StepChannel channel;
    /** The common start's gate {@link #startingTogether} made; null before, or without a go file. */
    private LocalReplicas.Gate gate;

    CapacityReplicaSide(ChildPlan plan, ReplicaStepSpec spec) {
        this.plan = plan;
        this.spec = spec;
    }

    ChildPlan plan() {
        return plan;
    }

    /** Connects to the parent; the caller closes the line once the run has ended. */
    StepChannel open(CapacitySearch search) throws CliException {
        try {
            channel = StepChannel.open(spec, search);
            return channel;
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot reach the parent's step channel: " + e.getMessage(), e);
        }
    }

    /** The line {@link #open} opened: the judge of every step. */
    StepChannel channel() {
        if (channel == null) throw new IllegalStateException("the step channel is not open");
        return channel;
    }

    /** Sends the replica's counts, checked against its run, to the parent; a parent gone is not this run's failure. */
    void sendCounts(CapacityOutcome checked) {
        try {
            channel().sendCounts(ReplicaCounts.of(checked));
        } catch (IOException e) {
            // the parent's report then says this replica sent no counts
        }
    }

    /** {@code options} that log on, say so, and start at the common start the parent names once all have. */
    BenchmarkOptions startingTogether(BenchmarkOptions options, ReplicaIdentity replica) {
        if (plan.goFile() == null) return options;
        gate = new LocalReplicas.Gate(
                plan.goFile(), LocalReplicas.ready(plan.resultsXml(), replica.index()), plan.startTolerance());
        return options.withStartGate(gate);
    }

    /**
     * {@code run} as this replica's: its identity and the common start, as a charbench replica's results-rI.json say
     * them. Without the identity the parent's merge could only tell two replicas apart by their start times, and
     * replicas started together by the common start often have the same one to the millisecond: it then refused them
     * as one run given twice.
     */
    RunResult identified(RunResult run, ReplicaIdentity replica) {
        return run.withDetails(run.details().withReplica(replica.toRun(gate == null ? null : gate.instant())));
    }
}
