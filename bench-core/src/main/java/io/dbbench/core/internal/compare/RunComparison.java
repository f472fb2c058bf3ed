package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.stats.RelativeChange;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.TransactionScores;
import io.dbbench.core.stats.WelchTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Compares two runs the way JMH users compare two benchmark results: each metric is a score over the
 * measured iterations of each run, and Welch's t-test over those iterations decides whether the
 * difference is beyond the noise. A run-to-run comparison of two single averages cannot tell a
 * regression from a noisy machine; iterations can.
 *
 * <p>A run without iterations (charbench style) has its whole run as a single value: it is shown,
 * but nothing can be tested against it.
 */
public final class RunComparison {
    private RunComparison() {}

    public static Comparison compare(RunResult base, RunResult candidate, ComparisonOptions options) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(options, "options");
        int baseIterations = base.details().measuredIterations().size();
        int candidateIterations = candidate.details().measuredIterations().size();
        IterationScores baseScores = IterationScores.of(samples(base), options.confidence());
        IterationScores candidateScores = IterationScores.of(samples(candidate), options.confidence());

        List<MetricComparison> metrics = new ArrayList<>();
        metrics.add(metric(
                MetricKind.TPS,
                null,
                null,
                baseScores.transactionsPerSecond(),
                candidateScores.transactionsPerSecond(),
                options.confidence()));
        List<String> onlyInBase = new ArrayList<>();
        for (TransactionScores b : baseScores.transactions()) {
            TransactionScores c = candidateScores.transaction(b.id());
            if (c == null) {
                onlyInBase.add(b.id());
                continue;
            }
            for (MetricKind kind : MetricKind.values()) {
                if (kind == MetricKind.TPS) continue;
                metrics.add(metric(
                        kind,
                        b.id(),
                        b.label(),
                        b.score(kind.latencyStatistic()),
                        c.score(kind.latencyStatistic()),
                        options.confidence()));
            }
        }
        List<String> onlyInCandidate = candidateScores.transactions().stream()
                .map(TransactionScores::id)
                .filter(id -> baseScores.transaction(id) == null)
                .toList();
        return new Comparison(options, baseIterations, candidateIterations, metrics, onlyInBase, onlyInCandidate);
    }

    /** The measured iterations, or the whole run as one value when the run was not split into iterations. */
    private static List<IterationResult> samples(RunResult run) {
        List<IterationResult> measured = run.details().measuredIterations();
        if (!measured.isEmpty()) return measured;
        return List.of(new IterationResult(Phase.MEASUREMENT, 0, 0, run.statisticsDuration(), run.transactions()));
    }

    /** One metric's scores tested against each other: the verdict {@code compare} gives; also a capacity step's. */
    static MetricComparison metric(
            MetricKind kind, String id, String label, Score base, Score candidate, double confidence) {
        double change = RelativeChange.percent(base.mean(), candidate.mean());
        if (base.n() < Comparison.MIN_ITERATIONS || candidate.n() < Comparison.MIN_ITERATIONS) {
            String reason = "needs at least " + Comparison.MIN_ITERATIONS + " values per run, base has " + base.n()
                    + ", new has " + candidate.n();
            return new MetricComparison(
                    kind, id, label, base, candidate, change, Double.NaN, Verdict.NOT_COMPARABLE, reason, null, null);
        }
        WelchTest test = WelchTest.of(candidate, base);
        Verdict verdict;
        if (!test.significantAt(confidence)) {
            verdict = Verdict.NO_DIFFERENCE;
        } else {
            boolean higher = candidate.mean() > base.mean();
            verdict = higher == kind.higherIsFaster() ? Verdict.FASTER : Verdict.SLOWER;
        }
        return new MetricComparison(kind, id, label, base, candidate, change, test.pValue(), verdict, null, null, null);
    }
}
