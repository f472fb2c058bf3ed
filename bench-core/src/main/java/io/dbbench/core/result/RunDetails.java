package io.dbbench.core.result;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * What a run measured beyond SwingBench's results: the topology and its services, the JMH-style
 * iterations, and the open-loop schedule. A plain charbench-style run has {@link #NONE}.
 *
 * @param topology             the topology's label ({@code 8x2}), or null for a charbench-style run
 *                             (one pool, one connection held per user)
 * @param services             one per service of the topology, empty without a topology
 * @param iterations           warm-up and measurement iterations in run order (of every repeat), empty
 *                             for a run that was not split into iterations
 * @param targetRatePerSecond  the open-loop rate ({@code --rate}), 0 for a closed-loop run
 * @param scheduleLagNanos     open loop: how late each transaction started against its intended start;
 *                             null for a closed-loop run
 * @param replica              which replica of several this run was ({@code --replica}); null otherwise
 * @param merge                for a result merged from replicas ({@code merge}, {@code --replicas}): the
 *                             per-replica table and the common window; null otherwise
 * @param usersEverLoggedOn    how many distinct users logged on at least once in the run, for the run health
 *                             (users between a logoff and their next logon are not in the sampled count);
 *                             -1 when unknown (a result read back from a file: it is not written)
 * @param usersEverActive      how many distinct users were ever active in the run (its users can change while it goes
 *                             on), for the run health to compare with {@code usersEverLoggedOn}; -1 when unknown
 *                             (a result read back from a file: it is not written)
 * @param stalls               the seconds the engine saw stalled by a lost or hung database, for the run health;
 *                             {@link RunStalls#UNKNOWN} for a result read back from a file (it is not written)
 * @param traffic              bytes and round trips per transaction type, {@link RunTraffic#NONE} when the run
 *                             did not count them
 * @param server               the database server's counters over the statistics window; null when not read
 */
public record RunDetails(
        String topology,
        List<ServiceResult> services,
        List<IterationResult> iterations,
        double targetRatePerSecond,
        Histogram scheduleLagNanos,
        ReplicaRun replica,
        MergeSummary merge,
        int usersEverLoggedOn,
        int usersEverActive,
        RunStalls stalls,
        RunTraffic traffic,
        ServerSummary server) {
    public static final RunDetails NONE = new RunDetails(null, List.of(), List.of(), 0, null);

    public RunDetails {
        java.util.Objects.requireNonNull(stalls, "stalls");
        java.util.Objects.requireNonNull(traffic, "traffic");
        services = List.copyOf(services);
        iterations = List.copyOf(iterations);
        if (targetRatePerSecond < 0) throw new IllegalArgumentException("targetRatePerSecond must not be negative");
    }

    /** Without the figures only a run just measured has: users ever logged on, stalls, traffic, server. */
    public RunDetails(
            String topology,
            List<ServiceResult> services,
            List<IterationResult> iterations,
            double targetRatePerSecond,
            Histogram scheduleLagNanos,
            ReplicaRun replica,
            MergeSummary merge) {
        this(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                -1,
                -1,
                RunStalls.UNKNOWN,
                RunTraffic.NONE,
                null);
    }

    /** A run that was neither a replica nor a merge. */
    public RunDetails(
            String topology,
            List<ServiceResult> services,
            List<IterationResult> iterations,
            double targetRatePerSecond,
            Histogram scheduleLagNanos) {
        this(topology, services, iterations, targetRatePerSecond, scheduleLagNanos, null, null);
    }

    public RunDetails withReplica(ReplicaRun v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                v,
                merge,
                usersEverLoggedOn,
                usersEverActive,
                stalls,
                traffic,
                server);
    }

    public RunDetails withMerge(MergeSummary v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                v,
                usersEverLoggedOn,
                usersEverActive,
                stalls,
                traffic,
                server);
    }

    public RunDetails withUsersEverLoggedOn(int v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                v,
                usersEverActive,
                stalls,
                traffic,
                server);
    }

    public RunDetails withUsersEverActive(int v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                usersEverLoggedOn,
                v,
                stalls,
                traffic,
                server);
    }

    public RunDetails withStalls(RunStalls v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                usersEverLoggedOn,
                usersEverActive,
                v,
                traffic,
                server);
    }

    public RunDetails withTraffic(RunTraffic v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                usersEverLoggedOn,
                usersEverActive,
                stalls,
                v,
                server);
    }

    public RunDetails withServer(ServerSummary v) {
        return new RunDetails(
                topology,
                services,
                iterations,
                targetRatePerSecond,
                scheduleLagNanos,
                replica,
                merge,
                usersEverLoggedOn,
                usersEverActive,
                stalls,
                traffic,
                v);
    }

    /** The iterations that are scored: the measurement phase of every repeat. */
    public List<IterationResult> measuredIterations() {
        return iterations.stream().filter(i -> i.phase() == Phase.MEASUREMENT).toList();
    }

    public boolean openLoop() {
        return targetRatePerSecond > 0;
    }
}
