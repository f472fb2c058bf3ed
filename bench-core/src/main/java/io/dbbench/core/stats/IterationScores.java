package io.dbbench.core.stats;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's JMH-style scores: throughput and per-transaction latency, each a {@link Score} over the
 * measured iterations (warm-up iterations are never scored), plus a {@link TrendCheck} of the
 * per-iteration throughput in run order.
 *
 * <p>With one measured iteration the scores have n = 1 and a NaN error; with none they have n = 0
 * and NaN figures: {@link #measuredIterations()} says which, so a report can say so plainly.
 *
 * @param measuredIterations    the number of measurement iterations scored
 * @param confidence            confidence of every score's interval, e.g. 0.999
 * @param transactionsPerSecond completed transactions per second, one value per iteration
 * @param transactions          per transaction id, in order of first appearance (config order)
 * @param trend                 first half against second half of the per-iteration throughput, within
 *                              each repeat (the most suspicious repeat's check)
 */
public record IterationScores(
        int measuredIterations,
        double confidence,
        Score transactionsPerSecond,
        List<TransactionScores> transactions,
        TrendCheck trend) {
    public IterationScores {
        transactions = List.copyOf(transactions);
    }

    /** The run's measured iterations at JMH's default confidence of 99.9 %. */
    public static IterationScores of(RunResult run) {
        return of(run, Score.DEFAULT_CONFIDENCE);
    }

    public static IterationScores of(RunResult run, double confidence) {
        return of(run.details().measuredIterations(), confidence);
    }

    /** Scores the given iterations as they are (the caller chose them; phases are not checked). */
    public static IterationScores of(List<IterationResult> iterations, double confidence) {
        double[] tps = iterations.stream()
                .mapToDouble(IterationResult::transactionsPerSecond)
                .toArray();
        Map<String, String> shortNames = new LinkedHashMap<>();
        Map<String, Map<LatencyStatistic, List<Double>>> latencies = new LinkedHashMap<>();
        for (IterationResult iteration : iterations) {
            for (TransactionResult tx : iteration.transactions()) {
                shortNames.putIfAbsent(tx.id(), tx.shortName());
                Map<LatencyStatistic, List<Double>> byStatistic = latencies.computeIfAbsent(tx.id(), id -> newLists());
                // an iteration without completed transactions of this type has no latency, not a latency of 0
                if (tx.latencyNanos().getTotalCount() == 0) continue;
                for (LatencyStatistic statistic : LatencyStatistic.values()) {
                    byStatistic.get(statistic).add(statistic.valueNanos(tx));
                }
            }
        }
        List<TransactionScores> transactions = new ArrayList<>();
        latencies.forEach((id, byStatistic) -> transactions.add(new TransactionScores(
                id,
                shortNames.get(id),
                score(byStatistic.get(LatencyStatistic.MEAN), confidence),
                score(byStatistic.get(LatencyStatistic.P50), confidence),
                score(byStatistic.get(LatencyStatistic.P90), confidence),
                score(byStatistic.get(LatencyStatistic.P99), confidence))));
        return new IterationScores(
                iterations.size(), confidence, Score.of(tps, confidence), transactions, trend(iterations));
    }

    /**
     * Drift is a change within one run: with several repeats, each repeat's iterations are checked on
     * their own (first half against second half of that repeat) and the most suspicious is reported, a
     * drifting one first. Comparing across repeats would report a difference between fresh pools or
     * JVMs as drift.
     */
    private static TrendCheck trend(List<IterationResult> iterations) {
        Map<Integer, List<IterationResult>> byRepeat = new LinkedHashMap<>();
        for (IterationResult it : iterations)
            byRepeat.computeIfAbsent(it.repeat(), r -> new ArrayList<>()).add(it);
        TrendCheck worst = null;
        for (List<IterationResult> repeat : byRepeat.values()) {
            TrendCheck t = TrendCheck.of(repeat.stream()
                    .mapToDouble(IterationResult::transactionsPerSecond)
                    .toArray());
            if (worst == null || moreSuspicious(t, worst)) worst = t;
        }
        return worst != null ? worst : TrendCheck.of(new double[0]);
    }

    private static boolean moreSuspicious(TrendCheck a, TrendCheck b) {
        if (a.enoughData() != b.enoughData()) return a.enoughData();
        if (a.drifting() != b.drifting()) return a.drifting();
        return a.enoughData() && a.pValue() < b.pValue();
    }

    /** At least two measured iterations: errors and comparisons exist. */
    public boolean hasErrors() {
        return measuredIterations >= 2;
    }

    /** The scores of one transaction id, or null when the run has none of that id. */
    public TransactionScores transaction(String id) {
        return transactions.stream().filter(t -> t.id().equals(id)).findFirst().orElse(null);
    }

    private static Map<LatencyStatistic, List<Double>> newLists() {
        Map<LatencyStatistic, List<Double>> lists = new EnumMap<>(LatencyStatistic.class);
        for (LatencyStatistic statistic : LatencyStatistic.values()) lists.put(statistic, new ArrayList<>());
        return lists;
    }

    private static Score score(List<Double> values, double confidence) {
        return Score.of(values.stream().mapToDouble(Double::doubleValue).toArray(), confidence);
    }
}
