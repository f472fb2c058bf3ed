package io.dbbench.core.internal.compare;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Compares two runs of a workload relative to a control load measured interleaved with each (workload
 * iteration i next to control iteration i, in the same job on the same database). The control's
 * throughput in iteration i, divided by the base control's mean, is the machine's speed at that moment
 * (k&#7522; = 1 on a machine as fast as the baseline's, 0.7 when everything runs 30% slower). Each workload
 * iteration is then expressed at the baseline's speed: its throughput divided by k&#7522;, its latencies
 * multiplied by k&#7522;; and the normalized runs are compared by {@link RunComparison} as usual, except
 * their throughput, which is tested on the log scale ({@link MetricComparison#onLogScale}): a ratio of
 * two rates measured on a busy machine has multiplicative noise, and on the values themselves one quiet
 * minute (a normalized TPS twice the others) widened the interval so much that a build 75% slower passed.
 *
 * <p>What this cancels: a slower or faster machine, and background load that slows workload and
 * control alike during the minutes they alternate. What it does not: a slow-down that hits the control
 * too (the engine, the JDBC driver, the database and its settings are shared by both, so such a
 * regression is divided away), noise shorter than one iteration that hits only one of the pair, and
 * effects the control is not sensitive to (the control is not the workload: different tables, a
 * different mix of CPU, I/O and locking).
 */
public final class ControlledComparison {
    private ControlledComparison() {}

    /**
     * @throws IllegalArgumentException when a workload run and its control do not have the same number of
     *                                  measured iterations (they cannot be paired)
     */
    public static Comparison compare(
            RunResult base,
            RunResult baseControl,
            RunResult candidate,
            RunResult candidateControl,
            ComparisonOptions options) {
        double referenceTps = meanTps(baseControl);
        RunResult normalizedBase = normalize(base, baseControl, referenceTps);
        RunResult normalizedCandidate = normalize(candidate, candidateControl, referenceTps);
        Comparison c = RunComparison.compare(normalizedBase, normalizedCandidate, options);
        if (!c.comparable()) return c;
        List<MetricComparison> metrics = new ArrayList<>(c.metrics());
        metrics.set(
                0, // TPS comes first
                MetricComparison.onLogScale(
                        MetricKind.TPS,
                        null,
                        null,
                        tps(normalizedBase),
                        tps(normalizedCandidate),
                        options.confidence()));
        return new Comparison(
                c.options(), c.baseIterations(), c.candidateIterations(), metrics, c.onlyInBase(), c.onlyInCandidate());
    }

    private static double[] tps(RunResult run) {
        return run.details().measuredIterations().stream()
                .mapToDouble(IterationResult::transactionsPerSecond)
                .toArray();
    }

    /** The control's mean throughput over its measured iterations. */
    public static double meanTps(RunResult control) {
        return control.details().measuredIterations().stream()
                .mapToDouble(IterationResult::transactionsPerSecond)
                .average()
                .orElse(Double.NaN);
    }

    /**
     * {@code workload} with each measured iteration expressed at the machine speed where the control runs
     * {@code referenceControlTps}; warm-up iterations are dropped (they are never scored).
     */
    public static RunResult normalize(RunResult workload, RunResult control, double referenceControlTps) {
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(control, "control");
        if (!(referenceControlTps > 0)) {
            throw new IllegalArgumentException(
                    "the reference control throughput must be positive, was " + referenceControlTps);
        }
        List<IterationResult> work = workload.details().measuredIterations();
        List<IterationResult> ctl = control.details().measuredIterations();
        if (work.size() != ctl.size()) {
            throw new IllegalArgumentException("the workload has " + work.size()
                    + " measured iterations and its control " + ctl.size() + ": they must be measured in pairs");
        }
        List<IterationResult> normalized = new ArrayList<>();
        for (int i = 0; i < work.size(); i++) {
            double controlTps = ctl.get(i).transactionsPerSecond();
            if (!(controlTps > 0)) {
                throw new IllegalArgumentException(
                        "control iteration " + (i + 1) + " completed no transactions: no speed to judge by");
            }
            normalized.add(atSpeed(work.get(i), controlTps / referenceControlTps));
        }
        RunDetails d = workload.details();
        return workload.withDetails(
                new RunDetails(d.topology(), d.services(), normalized, d.targetRatePerSecond(), d.scheduleLagNanos()));
    }

    /** The iteration as it would have measured on a machine 1/k as fast: TPS / k (via its duration × k), latency × k. */
    private static IterationResult atSpeed(IterationResult it, double k) {
        Duration duration = Duration.ofNanos(Math.round(it.duration().toNanos() * k));
        List<TransactionResult> transactions = it.transactions().stream()
                .map(t -> new TransactionResult(
                        t.id(),
                        t.shortName(),
                        t.className(),
                        t.completed(),
                        t.failed(),
                        t.rolledBack(),
                        scaled(t.latencyNanos(), k)))
                .toList();
        return new IterationResult(it.phase(), it.repeat(), it.index(), duration, transactions);
    }

    static Histogram scaled(Histogram h, double k) {
        Histogram out = new Histogram(h.getNumberOfSignificantValueDigits());
        for (HistogramIterationValue v : h.recordedValues()) {
            out.recordValueWithCount(Math.round(v.getValueIteratedTo() * k), v.getCountAtValueIteratedTo());
        }
        return out;
    }
}
