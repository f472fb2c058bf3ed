package io.dbbench.core.replica;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;

import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.ArrayList;

/** What must agree between replicas before their results may be added up. */
final class ReplicaChecks {
    private ReplicaChecks() {
    }

    /** @throws MergeRefusedException naming the first input that differs from the first one, and how */
    static void consistent(List<ReplicaInput> usable) throws MergeRefusedException {
        if (usable.isEmpty()) return;
        ReplicaInput a = usable.get(0);
        TreeSet<Integer> indexes = new TreeSet<>();
        for (ReplicaInput b : usable) {
            RunResult x = a.result();
            RunResult y = b.result();
            differ(a, b, "benchmark", x.benchmarkName(), y.benchmarkName());
            differ(a, b, "transactions", ids(x.transactions()), ids(y.transactions()));
            differ(a, b, "topology", x.details().topology(), y.details().topology());
            differ(a, b, "iterations", shape(x.details().iterations()), shape(y.details().iterations()));
            ReplicaRun rx = x.details().replica();
            ReplicaRun ry = y.details().replica();
            differ(a, b, "replica count", rx == null ? null : rx.count(), ry == null ? null : ry.count());
            differ(a, b, "common start (--start-at)", rx == null ? null : rx.startAt(), ry == null ? null : ry.startAt());
            if (ry != null && !indexes.add(ry.index())) {
                throw new MergeRefusedException(b.name() + ": replica " + ry.label() + " is given twice");
            }
        }
    }

    /** Replicas the inputs' identities say should be there but are not given at all. */
    static List<String> missingIndexes(List<ReplicaInput> inputs) {
        TreeSet<Integer> seen = new TreeSet<>();
        int count = 0;
        for (ReplicaInput in : inputs) {
            if (in.result() == null || in.result().details().replica() == null) continue;
            ReplicaRun r = in.result().details().replica();
            seen.add(r.index());
            count = Math.max(count, r.count());
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (!seen.contains(i) && inputs.stream().allMatch(in -> in.result() != null)) {
                missing.add("replica " + i + "/" + count + ": no results given");
            }
        }
        return missing;
    }

    private static void differ(ReplicaInput a, ReplicaInput b, String what, Object x, Object y) throws MergeRefusedException {
        if (!Objects.equals(x, y)) {
            throw new MergeRefusedException("not merged: " + b.name() + " ran a different " + what + " than " + a.name()
                    + " (" + y + " vs " + x + "); replicas to merge must run the same benchmark together");
        }
    }

    private static List<String> ids(List<TransactionResult> transactions) {
        return transactions.stream().map(TransactionResult::id).toList();
    }

    private static List<String> shape(List<IterationResult> iterations) {
        return iterations.stream().map(i -> i.phase() + ":" + i.repeat() + ":" + i.index()).toList();
    }
}
