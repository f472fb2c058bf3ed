package io.dbbench.core.internal.replica;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.result.AlignedIterations;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Merges the results of replicas that ran the same benchmark at the same time (on one host or many)
 * into one result for the whole, exactly: counts, DML and errors add, histograms add (so percentiles
 * are exact), per-second readings add on wall-clock seconds, iterations add iteration by iteration.
 * The merged result carries a {@link MergeSummary}: a row per replica and the window they all ran in.
 *
 * <p>Nothing is mixed silently: inputs of a different benchmark, transactions, topology, iterations or
 * common start, and replicas whose windows do not overlap, are refused; a missing, unreadable, failed or
 * interrupted replica is refused too, unless the caller asks to merge the others, and then it is named in
 * the summary. Interrupted replicas are merged only when the user stopped the whole run
 * ({@link InterruptedReplicas#MERGED_AS_USER_STOP}): the merged run then ends interrupted.
 */
public final class ReplicaMerger {
    private ReplicaMerger() {}

    /**
     * The replicas of a run that was not stopped by the user: an interrupted replica is unusable.
     *
     * @param inputs        in the order the user gave them
     * @param mergeAvailable merge the usable inputs when some are missing, failed or interrupted
     */
    public static RunResult merge(List<ReplicaInput> inputs, boolean mergeAvailable) throws MergeRefusedException {
        return merge(inputs, mergeAvailable, InterruptedReplicas.REFUSED);
    }

    /**
     * @param inputs        in the order the user gave them
     * @param mergeAvailable merge the usable inputs when some are missing, failed or (when refused) interrupted
     * @param interrupted   whether interrupted replicas are usable: only when the user stopped the whole run
     */
    public static RunResult merge(List<ReplicaInput> inputs, boolean mergeAvailable, InterruptedReplicas interrupted)
            throws MergeRefusedException {
        if (inputs.isEmpty())
            throw new MergeRefusedException("nothing to merge: give the replicas' results.json files");
        List<ReplicaInput> usable = new ArrayList<>();
        List<String> excluded = new ArrayList<>();
        for (ReplicaInput in : inputs) {
            String why = unusable(in, interrupted);
            if (why == null) usable.add(in);
            else excluded.add(in.name() + ": " + why);
        }
        excluded.addAll(ReplicaChecks.missingIndexes(inputs));
        ReplicaChecks.consistent(usable);
        if (usable.isEmpty())
            throw new MergeRefusedException("no usable replica results: " + String.join("; ", excluded));
        if (!excluded.isEmpty() && !mergeAvailable) {
            throw new MergeRefusedException("not merged, " + excluded.size() + " replica(s) unusable: "
                    + String.join("; ", excluded) + " (to merge the " + usable.size()
                    + " others anyway, say so explicitly with --merge-available)");
        }
        List<RunResult> runs = usable.stream().map(ReplicaInput::result).toList();
        Instant overlapStart =
                runs.stream().map(RunResult::startTime).max(Instant::compareTo).orElseThrow();
        Instant overlapEnd =
                runs.stream().map(ReplicaMerger::end).min(Instant::compareTo).orElseThrow();
        if (!overlapEnd.isAfter(overlapStart)) {
            throw new MergeRefusedException("the replicas did not run at the same time: the last to start began at "
                    + overlapStart + ", after the first to end had ended at " + overlapEnd
                    + " (were they given the same --start-at?)");
        }
        return merged(usable, excluded, overlapStart, overlapEnd);
    }

    private static String unusable(ReplicaInput in, InterruptedReplicas interrupted) {
        if (in.result() == null) return in.problem();
        if (in.result().endReason().isInterrupted() && interrupted == InterruptedReplicas.REFUSED)
            return "interrupted (the replica was stopped before its run time)";
        if (in.result().totalCompleted() == 0)
            return "failed (no transaction completed, " + in.result().totalFailed() + " failed)";
        return null;
    }

    static Instant end(RunResult r) {
        return r.startTime().plus(r.runDuration());
    }

    private static RunResult merged(
            List<ReplicaInput> inputs, List<String> excluded, Instant overlapStart, Instant overlapEnd) {
        List<RunResult> runs = inputs.stream().map(ReplicaInput::result).toList();
        RunResult first = runs.get(0);
        Instant start =
                runs.stream().map(RunResult::startTime).min(Instant::compareTo).orElseThrow();
        Instant end =
                runs.stream().map(ReplicaMerger::end).max(Instant::compareTo).orElseThrow();
        long statisticsNanos = 0;
        Duration logon = Duration.ZERO;
        DmlTotals dml = DmlTotals.ZERO;
        int users = 0;
        Map<String, Long> errors = new TreeMap<>();
        EndReason reason = first.endReason();
        for (RunResult r : runs) {
            // one replica cut short (the user stopped the run) makes the whole run partial, never a complete one
            if (r.endReason().isInterrupted()) reason = EndReason.INTERRUPTED;
            statisticsNanos += r.statisticsDuration().toNanos();
            if (r.logonTime().compareTo(logon) > 0) logon = r.logonTime();
            dml = dml.plus(r.dmlTotals());
            users += r.config().load().users();
            r.errorsByCode().forEach((code, n) -> errors.merge(code, n, Long::sum));
        }
        List<TpsReading> readings = WallClockSeconds.sumReadings(
                runs.stream().map(RunResult::tpsReadings).toList());
        RunConfig config = first.config().withLoad(first.config().load().withUsers(users));
        // replicas of one run time, or stopped together, measure equally long (checked); the merged TPS is measured
        // over the overlap, not this
        Duration statistics = Duration.ofNanos(statisticsNanos / runs.size());
        Instant startAt = first.details().replica() == null
                ? null
                : first.details().replica().startAt();
        MergeSummary summary = new MergeSummary(
                rows(inputs, start, startAt, overlapStart, overlapEnd), overlapStart, overlapEnd, startAt, excluded);
        return new RunResult(
                        first.label(),
                        new RunTiming(start, Duration.between(start, end), statistics, logon),
                        config,
                        first.environment(),
                        RepeatMerger.sum(
                                runs.stream().map(RunResult::transactions).toList()),
                        dml,
                        readings,
                        WallClockSeconds.sumIntervals(
                                runs.stream().map(RunResult::intervals).toList(),
                                runs.stream()
                                        .map(r -> r.config().load().users())
                                        .toList(),
                                start.toEpochMilli()),
                        WallClockSeconds.maxPerMinute(readings),
                        errors,
                        reason,
                        details(inputs).withMerge(summary))
                .withFingerprint(commonFingerprint(runs));
    }

    /**
     * The replicas' environment when they all ran in one (same machine kind, JVM, database settings), so a
     * nightly gate can compare merged runs; none when they differ: a merged run of mixed machines has no one
     * environment to match a baseline on.
     */
    static EnvironmentFingerprint commonFingerprint(List<RunResult> runs) {
        EnvironmentFingerprint first = runs.get(0).fingerprint();
        for (RunResult r : runs) {
            if (!r.fingerprint().matches(first)) return EnvironmentFingerprint.of(java.util.Map.of());
        }
        return first;
    }

    private static List<MergeSummary.ReplicaRow> rows(
            List<ReplicaInput> inputs, Instant firstStart, Instant startAt, Instant overlapStart, Instant overlapEnd) {
        long overlapMillis = Duration.between(overlapStart, overlapEnd).toMillis();
        List<MergeSummary.ReplicaRow> rows = new ArrayList<>();
        for (ReplicaInput in : inputs) {
            RunResult r = in.result();
            Histogram all = TransactionResult.transactionsOnly(RepeatMerger.sum(List.of(r.transactions()))).stream()
                    .map(TransactionResult::latencyNanos)
                    .reduce(
                            null,
                            (a, h) -> {
                                if (a == null) return h.copy();
                                a.add(h);
                                return a;
                            },
                            (a, b) -> a);
            boolean empty = all == null || all.getTotalCount() == 0;
            ReplicaRun replica = r.details().replica();
            long skew = Duration.between(startAt != null ? startAt : firstStart, r.startTime())
                    .toMillis();
            rows.add(new MergeSummary.ReplicaRow(
                    in.name(),
                    replica == null ? -1 : replica.index(),
                    r.totalCompleted(),
                    r.totalFailed(),
                    r.averageTransactionsPerSecond(),
                    empty ? 0 : all.getValueAtPercentile(50),
                    empty ? 0 : all.getValueAtPercentile(99),
                    skew,
                    Math.max(0, r.runDuration().toMillis() - overlapMillis)));
        }
        return rows;
    }

    /** Services side by side (each replica's pools are its own), iterations added, open-loop rates added. */
    private static RunDetails details(List<ReplicaInput> inputs) {
        RunDetails d0 = inputs.get(0).result().details();
        List<ServiceResult> services = new ArrayList<>();
        double rate = 0;
        Histogram lag = null;
        for (int i = 0; i < inputs.size(); i++) {
            RunDetails d = inputs.get(i).result().details();
            String prefix = d.replica() != null ? "r" + d.replica().index() + "-" : "i" + i + "-";
            for (ServiceResult s : d.services()) {
                services.add(new ServiceResult(
                        prefix + s.name(),
                        s.connections(),
                        s.users(),
                        s.completed(),
                        s.failed(),
                        s.latencyNanos(),
                        s.poolWaitNanos()));
            }
            rate += d.targetRatePerSecond();
            if (d.scheduleLagNanos() != null) {
                if (lag == null) lag = d.scheduleLagNanos().copy();
                else lag.add(d.scheduleLagNanos());
            }
        }
        // the iteration of the whole: every replica's transactions over the replicas' (equal) iteration length
        List<IterationResult> iterations = AlignedIterations.merge(
                inputs.stream().map(in -> in.result().details().iterations()).toList());
        // a replica's stalls count from its own start and are not in its file: its failed run is known only as a
        // verdict its launcher attached (a replica JVM that ended with exit 5), passed on to fail the merged run
        List<String> failedReplicas = new ArrayList<>();
        for (ReplicaInput in : inputs)
            failedReplicas.addAll(in.result().details().stalls().failedParts());
        return new RunDetails(d0.topology(), services, iterations, rate, lag)
                .withStalls(RunStalls.ofFailedParts(failedReplicas))
                .withTraffic(RunTraffic.sum(inputs.stream()
                        .map(in -> in.result().details().traffic())
                        .toList()));
    }
}
