package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import java.util.List;
import java.util.Objects;

/**
 * Two runs compared metric by metric: throughput first, then the latency figures of every transaction
 * type present in both, in the base run's order.
 *
 * @param options             how it was compared
 * @param baseIterations      measured iterations of the base run; 0 when it had none and its whole run
 *                            stands in as a single value
 * @param candidateIterations the same for the new run
 * @param metrics             TPS, then per transaction: mean, p50, p90, p99
 * @param onlyInBase          transaction ids the new run does not have (not compared)
 * @param onlyInCandidate     transaction ids the base run does not have (not compared)
 */
public record Comparison(
        ComparisonOptions options,
        int baseIterations,
        int candidateIterations,
        List<MetricComparison> metrics,
        List<String> onlyInBase,
        List<String> onlyInCandidate) {
    /** Welch's test needs a spread on both sides: two values at least. */
    public static final int MIN_ITERATIONS = 2;

    public Comparison {
        Objects.requireNonNull(options, "options");
        metrics = List.copyOf(metrics);
        onlyInBase = List.copyOf(onlyInBase);
        onlyInCandidate = List.copyOf(onlyInCandidate);
    }

    /** Both runs have enough measured iterations for a verdict. */
    public boolean comparable() {
        return baseIterations >= MIN_ITERATIONS && candidateIterations >= MIN_ITERATIONS;
    }

    /** Why the runs cannot be compared, in one sentence; null when they can. */
    public String notComparableReason() {
        if (comparable()) return null;
        return "the comparison needs at least " + MIN_ITERATIONS + " measured iterations per run; base has "
                + describe(baseIterations) + ", new has " + describe(candidateIterations);
    }

    /** Gated metrics significantly slower by more than the threshold; empty without a gate. */
    public List<MetricComparison> regressions() {
        if (!options.gateEnabled()) return List.of();
        return metrics.stream()
                .filter(m -> options.gatedMetrics().contains(m.kind()))
                .filter(m -> m.verdict() == Verdict.SLOWER && m.slowdownPercent() > options.failIfSlowerPercent())
                .toList();
    }

    /**
     * Gated metrics the gate could not test (not comparable): a gate must not pass silently on them.
     * Empty without a gate.
     */
    public List<MetricComparison> untestedGatedMetrics() {
        if (!options.gateEnabled()) return List.of();
        return metrics.stream()
                .filter(m -> options.gatedMetrics().contains(m.kind()) && m.verdict() == Verdict.NOT_COMPARABLE)
                .toList();
    }

    public long count(Verdict verdict) {
        return metrics.stream().filter(m -> m.verdict() == verdict).count();
    }

    private static String describe(int iterations) {
        return iterations == 0 ? "none (its whole run is shown)" : String.valueOf(iterations);
    }
}
