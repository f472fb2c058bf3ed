package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Pairs the runs of an A/B job by the order they ran (each results.json's {@code startTime}): the i-th run
 * of A with the i-th run of B, when the two sides were interleaved (A B, B A, A B ...), so that each pair
 * ran side by side and the paired test ({@link PairedComparison}) can cancel the machine's drift between
 * them. Runs that cannot be paired say why ({@link #whyNot}), in one line.
 *
 * @param base      each base run's TPS, in pair order; empty when not paired
 * @param candidate each new run's TPS, in pair order; empty when not paired
 * @param whyNot    why the runs cannot be paired; null when they are
 */
public record RunPairing(List<Double> base, List<Double> candidate, String whyNot) {
    public RunPairing {
        base = List.copyOf(base);
        candidate = List.copyOf(candidate);
        if (base.size() != candidate.size()) throw new IllegalArgumentException("pairs need as many runs a side");
    }

    /**
     * Pairs {@code baseRuns} with {@code candidateRuns} (each side's runs, one results.json each, in any order).
     * They pair when both sides have the same number of runs, at least 2, each a single run (a file of
     * merged repeats carries one start time for all of them, so its repeats' order is unknown), and when in
     * start-time order each pair began before the next pair's runs: pair i ran entirely between pair i − 1
     * and pair i + 1.
     */
    public static RunPairing of(List<RunResult> baseRuns, List<RunResult> candidateRuns) {
        Objects.requireNonNull(baseRuns, "baseRuns");
        Objects.requireNonNull(candidateRuns, "candidateRuns");
        if (baseRuns.size() != candidateRuns.size())
            return notPaired("the sides have different numbers of runs (" + baseRuns.size() + " and "
                    + candidateRuns.size() + ")");
        if (baseRuns.size() < 2) return notPaired("needs at least 2 runs a side, one results.json each");
        for (List<RunResult> side : List.of(baseRuns, candidateRuns)) {
            for (RunResult run : side) {
                long repeats = run.details().iterations().stream()
                        .map(IterationResult::repeat)
                        .distinct()
                        .count();
                if (repeats > 1)
                    return notPaired("a file holds " + repeats + " repeats merged, whose order is not recorded; "
                            + "give one results.json per run");
            }
        }
        List<RunResult> a = byStart(baseRuns);
        List<RunResult> b = byStart(candidateRuns);
        for (int i = 0; i + 1 < a.size(); i++) {
            Instant pairEnd = later(start(a.get(i)), start(b.get(i)));
            Instant nextPair = earlier(start(a.get(i + 1)), start(b.get(i + 1)));
            if (!pairEnd.isBefore(nextPair))
                return notPaired("the runs' start times do not interleave the sides (pair " + (i + 2)
                        + " did not start after pair " + (i + 1) + "): pairing would not cancel drift");
        }
        List<Double> tpsA = new ArrayList<>();
        List<Double> tpsB = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            tpsA.add(measuredTps(a.get(i)));
            tpsB.add(measuredTps(b.get(i)));
        }
        return new RunPairing(tpsA, tpsB, null);
    }

    /** Whether the runs were paired. */
    public boolean paired() {
        return whyNot == null;
    }

    /** The paired test of new against base on TPS at {@code confidence}; not comparable, with the reason, when not paired. */
    public PairedComparison tps(double confidence) {
        if (!paired()) return new PairedComparison(true, null, Verdict.NOT_COMPARABLE, whyNot);
        return PairedComparison.of(array(base), array(candidate), confidence, true);
    }

    /** TPS over the measured iterations (their completed over their length), or the whole run's without them. */
    static double measuredTps(RunResult run) {
        List<IterationResult> measured = run.details().measuredIterations();
        if (measured.isEmpty()) return run.averageTransactionsPerSecond();
        long completed = measured.stream().mapToLong(IterationResult::completed).sum();
        double seconds =
                measured.stream().mapToLong(i -> i.duration().toNanos()).sum() / 1e9;
        return seconds > 0 ? completed / seconds : 0;
    }

    private static RunPairing notPaired(String why) {
        return new RunPairing(List.of(), List.of(), why);
    }

    private static List<RunResult> byStart(List<RunResult> runs) {
        return runs.stream().sorted(Comparator.comparing(RunPairing::start)).toList();
    }

    private static Instant start(RunResult run) {
        return run.timing().start();
    }

    private static Instant later(Instant x, Instant y) {
        return x.isAfter(y) ? x : y;
    }

    private static Instant earlier(Instant x, Instant y) {
        return x.isBefore(y) ? x : y;
    }

    private static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
