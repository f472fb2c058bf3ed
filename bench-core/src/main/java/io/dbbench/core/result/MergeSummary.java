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
public record MergeSummary(
        List<ReplicaRow> replicas, Instant overlapStart, Instant overlapEnd, Instant startAt, List<String> excluded) {
    public MergeSummary {
        replicas = List.copyOf(replicas);
        excluded = List.copyOf(excluded);
    }

    /**
     * The merged TPS: the summed per-second readings whose whole second lies in the overlap, divided by
     * their number, so every second counted had every replica running (a replica's seconds outside the
     * overlap do not lift or lower it). NaN when the overlap holds no whole reading second.
     *
     * @param readings the merged readings, each on a whole wall-clock second (the end of the second it counts)
     */
    public double overlapTransactionsPerSecond(List<TpsReading> readings) {
        long from = Math.floorDiv(overlapStart.toEpochMilli() + 500, 1000) * 1000;
        long to = Math.floorDiv(overlapEnd.toEpochMilli() + 500, 1000) * 1000;
        long sum = 0;
        int seconds = 0;
        for (TpsReading r : readings) {
            if (r.epochMillis() - 1000 >= from && r.epochMillis() <= to) {
                sum += r.tps();
                seconds++;
            }
        }
        return seconds == 0 ? Double.NaN : (double) sum / seconds;
    }

    /** Milliseconds between the first and the last replica's start. */
    public long startSpreadMillis() {
        long min =
                replicas.stream().mapToLong(ReplicaRow::startSkewMillis).min().orElse(0);
        long max =
                replicas.stream().mapToLong(ReplicaRow::startSkewMillis).max().orElse(0);
        return max - min;
    }

    /** One replica's share of the whole. */
    public record ReplicaRow(
            String name,
            int index,
            long completed,
            long failed,
            double transactionsPerSecond,
            long p50Nanos,
            long p99Nanos,
            long startSkewMillis,
            long outsideOverlapMillis) {}
}
