package io.dbbench.core.measure;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RepeatMerger;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.stats.StatsFormat;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What an A/B in one job measured ({@link BenchmarkBuilder#compare}): every run of each side in pair
 * order, and the paired verdict on their throughput. Each run has one measured iteration; its TPS is the
 * run's score, and pair i is (A's run i, B's run i), run side by side.
 *
 * @param nameA      A's transaction name
 * @param nameB      B's transaction name
 * @param runsA      A's runs, one per pair, in pair order
 * @param runsB      B's runs, the same count
 * @param confidence of the paired test, e.g. 0.99 (the nightly gate's and {@code compare}'s default)
 */
public record ABResult(String nameA, String nameB, List<RunResult> runsA, List<RunResult> runsB, double confidence) {
    public ABResult {
        Objects.requireNonNull(nameA, "nameA");
        Objects.requireNonNull(nameB, "nameB");
        runsA = List.copyOf(runsA);
        runsB = List.copyOf(runsB);
        if (runsA.size() != runsB.size())
            throw new IllegalArgumentException("A has " + runsA.size() + " runs, B " + runsB.size() + ": not pairs");
    }

    /** B against A: the paired test of ln(TPS_B / TPS_A) over the pairs, B/A as the ratio of TPS. */
    public PairedComparison tps() {
        return PairedComparison.of(tpsOf(runsA), tpsOf(runsB), confidence, true);
    }

    /**
     * B against A on the mean response time: the code's own cost per call, which think time does not dilute
     * as it does TPS; B/A above 1 is slower.
     */
    public PairedComparison meanLatency() {
        return PairedComparison.of(meanNanosOf(runsA), meanNanosOf(runsB), confidence, false);
    }

    /** A's runs merged (iterations of every pair), so every single-run figure and assertion applies. */
    public BenchmarkResult a() {
        return new BenchmarkResult(List.of(RepeatMerger.merge(runsA)));
    }

    /** B's runs merged. */
    public BenchmarkResult b() {
        return new BenchmarkResult(List.of(RepeatMerger.merge(runsB)));
    }

    /** Each run's measured TPS, in pair order; 0 for a run that measured no iteration. */
    static double[] tpsOf(List<RunResult> runs) {
        return runs.stream()
                .mapToDouble(r ->
                        measured(r).map(IterationResult::transactionsPerSecond).orElse(0.0))
                .toArray();
    }

    /** Each run's mean response time in its measured iteration, in pair order; 0 when it completed none. */
    static double[] meanNanosOf(List<RunResult> runs) {
        return runs.stream()
                .mapToDouble(r -> measured(r)
                        .map(i -> TransactionResult.transactionsOnly(i.transactions()).stream()
                                .filter(t -> t.completed() > 0)
                                .mapToDouble(TransactionResult::meanNanos)
                                .findFirst()
                                .orElse(0))
                        .orElse(0.0))
                .toArray();
    }

    private static Optional<IterationResult> measured(RunResult run) {
        return run.details().iterations().stream()
                .filter(i -> i.phase() == Phase.MEASUREMENT)
                .findFirst();
    }

    /**
     * The pairs and the verdict as text, what a failed assertion shows:
     *
     * <pre>
     * A: old query, B: new query; each pair's runs in the order shown
     * pair  order      A TPS      B TPS     B/A   A mean ms   B mean ms     B/A
     * 1     A B        144.0       71.0   0.493       6.998      13.996   2.000
     * 2     B A        143.0       71.0   0.497       6.998      13.996   2.000
     * ...
     * TPS B/A 0.496 (99% interval 0.491 .. 0.501), -50.4%, p&lt;0.0001 over 4 pairs: slower
     * mean B/A 2.000 (99% interval 2.000 .. 2.000), +100.0%, p&lt;0.0001 over 4 pairs: slower (every pair ...)
     * </pre>
     */
    public String summary() {
        double[] a = tpsOf(runsA);
        double[] b = tpsOf(runsB);
        double[] meanA = meanNanosOf(runsA);
        double[] meanB = meanNanosOf(runsB);
        String nl = System.lineSeparator();
        String row = "%-5s %-5s %10s %10s %7s %11s %11s %7s";
        StringBuilder s = new StringBuilder("A: " + nameA + ", B: " + nameB + "; each pair's runs in the order shown")
                .append(nl)
                .append(String.format(
                        Locale.ROOT, row, "pair", "order", "A TPS", "B TPS", "B/A", "A mean ms", "B mean ms", "B/A"))
                .append(nl);
        for (int i = 0; i < a.length; i++) {
            s.append(String.format(
                            Locale.ROOT,
                            row,
                            i + 1,
                            InterleavedRuns.aFirst(i) ? "A B" : "B A",
                            StatsFormat.number(a[i], 1),
                            StatsFormat.number(b[i], 1),
                            ratio(a[i], b[i]),
                            StatsFormat.number(meanA[i] / 1e6, 3),
                            StatsFormat.number(meanB[i] / 1e6, 3),
                            ratio(meanA[i], meanB[i])))
                    .append(nl);
        }
        return s.append("TPS ")
                .append(tps().describe())
                .append(nl)
                .append("mean ")
                .append(meanLatency().describe())
                .toString();
    }

    private static String ratio(double a, double b) {
        return a > 0 ? StatsFormat.number(b / a, 3) : "-";
    }
}
