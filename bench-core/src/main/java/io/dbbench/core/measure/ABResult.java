package io.dbbench.core.measure;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What an A/B in one job measured ({@link BenchmarkBuilder#compare} or {@link BenchmarkBuilder#compareMixed}),
 * and the paired verdict on it. With {@link Interleaving#RUNS} each run has one measured iteration; its TPS
 * is the run's score, and pair i is (A's run i, B's run i), run side by side. With
 * {@link Interleaving#TRANSACTIONS} there is one run whose sessions mixed A's and B's transactions; pair i is
 * its measured iteration i, and each side's score is the mean response time of its own transactions there.
 *
 * @param nameA        A's transaction name
 * @param nameB        B's transaction name
 * @param runsA        A's runs, one per pair, in pair order; with TRANSACTIONS the one mixed run
 * @param runsB        B's runs, the same count; with TRANSACTIONS the same mixed run
 * @param confidence   of the paired test, e.g. 0.99 (the nightly gate's and {@code compare}'s default)
 * @param interleaving how A and B took turns
 */
public record ABResult(
        String nameA,
        String nameB,
        List<RunResult> runsA,
        List<RunResult> runsB,
        double confidence,
        Interleaving interleaving) {
    /** How an A/B's two sides took turns. */
    public enum Interleaving {
        /** Runs of their own, A B, B A, ...: each side's whole throughput, contention included. */
        RUNS,
        /**
         * Transactions in the same sessions, A or B at random for each: each side's own cost under the very same
         * conditions at every moment, so the machine's drift and noise fall on both alike (a far tighter test).
         */
        TRANSACTIONS
    }

    public ABResult {
        Objects.requireNonNull(nameA, "nameA");
        Objects.requireNonNull(nameB, "nameB");
        runsA = List.copyOf(runsA);
        runsB = List.copyOf(runsB);
        Objects.requireNonNull(interleaving, "interleaving");
        if (runsA.size() != runsB.size())
            throw new IllegalArgumentException("A has " + runsA.size() + " runs, B " + runsB.size() + ": not pairs");
        if (interleaving == Interleaving.TRANSACTIONS && (runsA.size() != 1 || runsA.get(0) != runsB.get(0)))
            throw new IllegalArgumentException("transactions interleaved are one run, given as both A's and B's");
    }

    /** Runs of their own ({@link Interleaving#RUNS}). */
    public ABResult(String nameA, String nameB, List<RunResult> runsA, List<RunResult> runsB, double confidence) {
        this(nameA, nameB, runsA, runsB, confidence, Interleaving.RUNS);
    }

    /**
     * B against A: the paired test of ln(TPS_B / TPS_A) over the pairs, B/A as the ratio of TPS. With
     * {@link Interleaving#TRANSACTIONS} the TPS of each side is the rate its mean response time allows a
     * session in a closed loop (1 / mean): both sides share the sessions, so their counts follow the mix.
     */
    public PairedComparison tps() {
        if (mixed())
            return PairedComparison.of(
                    MixedIterations.inverse(mixedMeans(nameA)),
                    MixedIterations.inverse(mixedMeans(nameB)),
                    confidence,
                    true);
        return PairedComparison.of(tpsOf(runsA), tpsOf(runsB), confidence, true);
    }

    /**
     * B against A on the mean response time: the code's own cost per call, which think time does not dilute
     * as it does TPS; B/A above 1 is slower.
     */
    public PairedComparison meanLatency() {
        if (mixed()) return PairedComparison.of(mixedMeans(nameA), mixedMeans(nameB), confidence, false);
        return PairedComparison.of(meanNanosOf(runsA), meanNanosOf(runsB), confidence, false);
    }

    /** Transactions of A that threw, in all of A's runs (with TRANSACTIONS: in the mixed run). */
    public long failuresA() {
        return mixed() ? MixedIterations.failures(runsA.get(0), nameA) : a().failures();
    }

    /** Transactions of B that threw. */
    public long failuresB() {
        return mixed() ? MixedIterations.failures(runsB.get(0), nameB) : b().failures();
    }

    private boolean mixed() {
        return interleaving == Interleaving.TRANSACTIONS;
    }

    private double[] mixedMeans(String name) {
        return MixedIterations.meanNanos(runsA.get(0), name);
    }

    /**
     * A's runs merged (iterations of every pair), so every single-run figure and assertion applies; with
     * TRANSACTIONS the mixed run, B's transactions included.
     */
    public BenchmarkResult a() {
        return new BenchmarkResult(List.of(RepeatMerger.merge(runsA)));
    }

    /** B's runs merged; with TRANSACTIONS the mixed run, A's transactions included. */
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

    /**
     * Each run's mean response time in its measured iteration over all its transactions (each type weighted
     * by its count, as in a run of a whole config), in pair order; 0 when it recorded none.
     */
    static double[] meanNanosOf(List<RunResult> runs) {
        return runs.stream()
                .mapToDouble(r -> measured(r).map(ABResult::meanNanosOf).orElse(0.0))
                .toArray();
    }

    private static double meanNanosOf(IterationResult iteration) {
        double sumNanos = 0;
        long count = 0;
        for (TransactionResult t : TransactionResult.transactionsOnly(iteration.transactions())) {
            long n = t.latencyNanos().getTotalCount();
            sumNanos += t.meanNanos() * n;
            count += n;
        }
        return count == 0 ? 0 : sumNanos / count;
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
        if (mixed()) return mixedSummary();
        double[] a = tpsOf(runsA);
        double[] b = tpsOf(runsB);
        double[] meanA = meanNanosOf(runsA);
        double[] meanB = meanNanosOf(runsB);
        List<Object[]> rows = new ArrayList<>();
        rows.add(new Object[] {"pair", "order", "A TPS", "B TPS", "B/A", "A mean ms", "B mean ms", "B/A"});
        for (int i = 0; i < a.length; i++) {
            String order = InterleavedRuns.aFirst(i) ? "A B" : "B A";
            String tpsA = StatsFormat.number(a[i], 1);
            String tpsB = StatsFormat.number(b[i], 1);
            rows.add(withMeans(meanA[i], meanB[i], i + 1, order, tpsA, tpsB, ratio(a[i], b[i])));
        }
        return table(
                "A: " + nameA + ", B: " + nameB + "; each pair's runs in the order shown",
                "%-5s %-5s %10s %10s %7s %11s %11s %7s",
                rows,
                "TPS ");
    }

    /**
     * The mixed run's iterations and the verdict:
     *
     * <pre>
     * A: old query, B: new query; transactions mixed in the same sessions, each measured iteration a pair
     * iter    A count    B count   A mean ms   B mean ms     B/A
     * 1          1023       1019       1.798       1.985   1.104
     * ...
     * TPS (1 / mean) B/A 0.902 (99% interval 0.893 .. 0.911), -9.8%, p&lt;0.0001 over 8 pairs: slower
     * mean B/A 1.108 (99% interval 1.098 .. 1.120), +10.8%, p&lt;0.0001 over 8 pairs: slower
     * </pre>
     */
    private String mixedSummary() {
        long[] countA = MixedIterations.completed(runsA.get(0), nameA);
        long[] countB = MixedIterations.completed(runsA.get(0), nameB);
        double[] meanA = mixedMeans(nameA);
        double[] meanB = mixedMeans(nameB);
        List<Object[]> rows = new ArrayList<>();
        rows.add(new Object[] {"iter", "A count", "B count", "A mean ms", "B mean ms", "B/A"});
        for (int i = 0; i < meanA.length; i++) {
            rows.add(withMeans(meanA[i], meanB[i], i + 1, countA[i], countB[i]));
        }
        return table(
                "A: " + nameA + ", B: " + nameB
                        + "; transactions mixed in the same sessions, each measured iteration a pair",
                "%-5s %10s %10s %11s %11s %7s",
                rows,
                "TPS (1 / mean) ");
    }

    /** {@code leading} followed by the columns both tables end with: A's and B's mean in ms, and B/A. */
    private static Object[] withMeans(double meanNanosA, double meanNanosB, Object... leading) {
        Object[] row = Arrays.copyOf(leading, leading.length + 3);
        row[leading.length] = StatsFormat.number(meanNanosA / 1e6, 3);
        row[leading.length + 1] = StatsFormat.number(meanNanosB / 1e6, 3);
        row[leading.length + 2] = ratio(meanNanosA, meanNanosB);
        return row;
    }

    /** A first line, the rows in {@code format} (column titles first), then the TPS and mean verdicts. */
    private String table(String firstLine, String format, List<Object[]> rows, String tpsLabel) {
        String nl = System.lineSeparator();
        StringBuilder s = new StringBuilder(firstLine).append(nl);
        for (Object[] row : rows)
            s.append(String.format(Locale.ROOT, format, row)).append(nl);
        return s.append(tpsLabel)
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
