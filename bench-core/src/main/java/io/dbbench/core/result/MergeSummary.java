package io.dbbench.core.result;

import java.time.Instant;
import java.util.List;

/**
 * How a result was merged from replicas: what each contributed, the window they all measured, and
 * what was left out.
 *
 * @param replicas     one row per merged replica, in the order given
 * @param overlapStart the latest replica start: from here on every replica was running
 * @param overlapEnd   the earliest replica end
 * @param startAt      the common start the replicas waited for, or null
 * @param excluded     inputs left out of the merge (missing, failed, interrupted), each with why; only
 *                     non-empty when the merge was told to go ahead without them
 */
public record MergeSummary(List<ReplicaRow> replicas, Instant overlapStart, Instant overlapEnd, Instant startAt,
                           List<String> excluded) {
    public MergeSummary {
        replicas = List.copyOf(replicas);
        excluded = List.copyOf(excluded);
    }

    /** Milliseconds between the first and the last replica's start. */
    public long startSpreadMillis() {
        long min = replicas.stream().mapToLong(ReplicaRow::startSkewMillis).min().orElse(0);
        long max = replicas.stream().mapToLong(ReplicaRow::startSkewMillis).max().orElse(0);
        return max - min;
    }

    /** One replica's share of the whole. */
    public record ReplicaRow(String name, int index, long completed, long failed, double transactionsPerSecond,
                             long p50Nanos, long p99Nanos, long startSkewMillis, long outsideOverlapMillis) {
    }
}
