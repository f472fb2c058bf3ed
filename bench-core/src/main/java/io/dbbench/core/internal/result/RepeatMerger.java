package io.dbbench.core.internal.result;

import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Merges the repeats of one benchmark (same config, same topology, fresh pools each time) into one
 * result, exactly: counts add, histograms add, durations add, readings and iterations are kept in run
 * order. Scores over iterations then cover every repeat, as JMH's cover every fork.
 */
public final class RepeatMerger {
    private RepeatMerger() {}

    /** @param repeats in run order, at least one, all of the same transactions and topology */
    public static RunResult merge(List<RunResult> repeats) {
        if (repeats.isEmpty()) throw new IllegalArgumentException("nothing to merge");
        if (repeats.size() == 1) return repeats.get(0);
        RunResult first = repeats.get(0);
        Duration run = Duration.ZERO;
        Duration statistics = Duration.ZERO;
        Duration logon = Duration.ZERO;
        DmlTotals dml = DmlTotals.ZERO;
        long maxPerMinute = 0;
        Map<String, Long> errors = new TreeMap<>();
        List<TpsReading> readings = new ArrayList<>();
        List<IntervalSample> intervals = new ArrayList<>();
        EndReason reason = repeats.get(repeats.size() - 1).endReason();
        for (RunResult r : repeats) {
            if (r.transactions().size() != first.transactions().size()) {
                throw new IllegalArgumentException("repeats ran different transactions: cannot merge");
            }
            run = run.plus(r.runDuration());
            statistics = statistics.plus(r.statisticsDuration());
            logon = logon.compareTo(r.logonTime()) >= 0 ? logon : r.logonTime();
            dml = dml.plus(r.dmlTotals());
            maxPerMinute = Math.max(maxPerMinute, r.maxTransactionsPerMinute());
            r.errorsByCode().forEach((code, n) -> errors.merge(code, n, Long::sum));
            readings.addAll(r.tpsReadings());
            intervals.addAll(r.intervals());
            if (r.endReason().isInterrupted()) reason = r.endReason();
        }
        return new RunResult(
                first.label(),
                new RunTiming(first.startTime(), run, statistics, logon),
                first.config(),
                first.environment(),
                transactions(repeats),
                dml,
                readings,
                intervals,
                maxPerMinute,
                errors,
                reason,
                details(repeats),
                first.fingerprint());
    }

    private static List<TransactionResult> transactions(List<RunResult> repeats) {
        return sum(repeats.stream().map(RunResult::transactions).toList());
    }

    /**
     * Transaction by transaction (same types, same order in every list): counts add, histograms add.
     * Also how replicas' results add up.
     */
    public static List<TransactionResult> sum(List<List<TransactionResult>> lists) {
        List<TransactionResult> out = new ArrayList<>();
        for (int i = 0; i < lists.get(0).size(); i++) {
            TransactionResult t0 = lists.get(0).get(i);
            Histogram h = t0.latencyNanos().copy();
            long failed = t0.failed();
            long rolledBack = t0.rolledBack();
            for (List<TransactionResult> list : lists.subList(1, lists.size())) {
                TransactionResult t = list.get(i);
                h.add(t.latencyNanos());
                failed += t.failed();
                rolledBack += t.rolledBack();
            }
            out.add(new TransactionResult(
                    t0.id(), t0.shortName(), t0.className(), h.getTotalCount(), failed, rolledBack, h));
        }
        return out;
    }

    private static RunDetails details(List<RunResult> repeats) {
        RunDetails d0 = repeats.get(0).details();
        List<IterationResult> iterations = new ArrayList<>();
        Histogram lag =
                d0.scheduleLagNanos() == null ? null : d0.scheduleLagNanos().copy();
        for (RunResult r : repeats) {
            iterations.addAll(r.details().iterations());
            if (lag != null && r != repeats.get(0) && r.details().scheduleLagNanos() != null)
                lag.add(r.details().scheduleLagNanos());
        }
        List<ServiceResult> services = new ArrayList<>();
        for (int s = 0; s < d0.services().size(); s++) {
            ServiceResult s0 = d0.services().get(s);
            Histogram latency = s0.latencyNanos().copy();
            Histogram wait = s0.poolWaitNanos().copy();
            long completed = s0.completed();
            long failed = s0.failed();
            for (RunResult r : repeats.subList(1, repeats.size())) {
                ServiceResult sr = r.details().services().get(s);
                latency.add(sr.latencyNanos());
                wait.add(sr.poolWaitNanos());
                completed += sr.completed();
                failed += sr.failed();
            }
            services.add(new ServiceResult(s0.name(), s0.connections(), s0.users(), completed, failed, latency, wait));
        }
        return new RunDetails(d0.topology(), services, iterations, d0.targetRatePerSecond(), lag)
                .withStalls(RunStalls.ofFailedParts(failedRepeats(repeats)))
                .withTraffic(RunTraffic.sum(
                        repeats.stream().map(r -> r.details().traffic()).toList()));
    }

    /**
     * Each repeat judged on its own, with the stalls its engine saw: merged, a repeat's lost database would hide
     * among the others' intervals (each repeat's count from its own start).
     */
    private static List<String> failedRepeats(List<RunResult> repeats) {
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < repeats.size(); i++) {
            int repeat = i + 1;
            repeats.get(i)
                    .problem()
                    .ifPresent(p -> failed.add("repeat " + repeat + " of " + repeats.size() + ": " + p));
        }
        return failed;
    }
}
