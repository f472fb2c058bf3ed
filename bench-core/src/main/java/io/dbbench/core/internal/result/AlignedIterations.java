package io.dbbench.core.internal.result;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The iterations of several replicas as one: the replicas ran the same plan (a run's, or a capacity step's) from one
 * common start, so their k-th iterations cover the same stretch of time; the merged k-th iteration has every
 * replica's transactions (counts and errors added, latency histograms added) over the replicas' mean iteration
 * length, so its TPS is the replicas' TPS summed (exactly when their lengths are equal, which the common start makes
 * them to within milliseconds).
 */
public final class AlignedIterations {
    private AlignedIterations() {}

    /**
     * @param byReplica each replica's iterations, warm-up included, in order
     * @throws IllegalArgumentException when the replicas' iterations do not line up (not the same count, phase or
     *     index): an iteration of one replica is then not one of the others
     */
    public static List<IterationResult> merge(List<List<IterationResult>> byReplica) {
        if (byReplica.isEmpty()) throw new IllegalArgumentException("no replica's iterations to merge");
        List<IterationResult> first = byReplica.get(0);
        List<IterationResult> merged = new ArrayList<>();
        for (int k = 0; k < first.size(); k++) {
            IterationResult it0 = first.get(k);
            List<List<TransactionResult>> parts = new ArrayList<>();
            long nanos = 0;
            for (int r = 0; r < byReplica.size(); r++) {
                List<IterationResult> its = byReplica.get(r);
                if (its.size() != first.size())
                    throw new IllegalArgumentException(
                            "replica " + r + " has " + its.size() + " iterations, replica 0 " + first.size());
                IterationResult it = its.get(k);
                if (it.phase() != it0.phase() || it.index() != it0.index())
                    throw new IllegalArgumentException("replica " + r + "'s iteration " + k + " is " + it.phase() + " "
                            + it.index() + ", replica 0's " + it0.phase() + " " + it0.index());
                parts.add(it.transactions());
                nanos += it.duration().toNanos();
            }
            merged.add(new IterationResult(
                    it0.phase(),
                    it0.repeat(),
                    it0.index(),
                    Duration.ofNanos(nanos / byReplica.size()),
                    RepeatMerger.sum(parts)));
        }
        return merged;
    }
}
