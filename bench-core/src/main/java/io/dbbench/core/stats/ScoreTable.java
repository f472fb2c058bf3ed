package io.dbbench.core.stats;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;

/**
 * One run's scores as JMH prints them: a line per figure with its mean ± error, the interval's
 * confidence, min, max and n, then the trend check. Throughput in transactions per second, latencies
 * in milliseconds.
 *
 * <pre>
 * TPS          1234.5  ± 12.3  (99.9%)  min  1200.1  max  1260.0  (n=5)
 * NCR p50 (ms)  5.003  ± 0.004  (99.9%)  min   5.001  max   5.005  (n=5)
 * trend: first half 1250.0 TPS, second half 1201.2 TPS, -3.9%, no significant drift
 * </pre>
 */
public final class ScoreTable {
    private static final double NANOS_PER_MILLI = 1e6;

    public String render(IterationScores scores) {
        StringBuilder out = new StringBuilder();
        out.append(header(scores)).append('\n');
        if (scores.measuredIterations() == 0) return out.toString();
        String confidence = "(" + StatsFormat.percentLabel(scores.confidence()) + ")";
        TextColumns table = new TextColumns(false, true, false, true, false, false, true, false, true, false);
        addRow(table, "TPS", scores.transactionsPerSecond(), 1, 1, confidence);
        for (TransactionScores tx : scores.transactions()) {
            for (LatencyStatistic statistic : LatencyStatistic.values()) {
                addRow(
                        table,
                        tx.label() + " " + statistic.label() + " (ms)",
                        tx.score(statistic),
                        NANOS_PER_MILLI,
                        3,
                        confidence);
            }
        }
        out.append(table.render());
        out.append(trendLine(scores.trend())).append('\n');
        return out.toString();
    }

    private static String header(IterationScores scores) {
        int n = scores.measuredIterations();
        if (n == 0) return "No measured iterations: nothing to score (run with iterations to get scores).";
        if (n == 1) {
            return "Score of 1 measured iteration: no error can be estimated from one value (it needs at least 2).";
        }
        return "Score over " + n + " measured iterations: mean ± half-width of the "
                + StatsFormat.percentLabel(scores.confidence()) + " confidence interval (Student's t).";
    }

    private static void addRow(
            TextColumns table, String name, Score score, double divisor, int decimals, String confidence) {
        if (score.n() == 0) {
            table.row(name, "-", "", "", "", "", "", "", "", "(n=0)");
            return;
        }
        // one value has no error: left blank rather than "NaN" (the header says why)
        boolean hasError = score.hasError();
        table.row(
                name,
                StatsFormat.number(score.mean() / divisor, decimals),
                hasError ? "±" : "",
                hasError ? StatsFormat.number(score.error() / divisor, decimals) : "",
                confidence,
                "min",
                StatsFormat.number(score.min() / divisor, decimals),
                "max",
                StatsFormat.number(score.max() / divisor, decimals),
                "(n=" + score.n() + ")");
    }

    /** The trend check in one line: "trend: ..." when steady or unknown, "DRIFT: ..." when flagged. */
    public static String trendLine(TrendCheck trend) {
        if (!trend.enoughData()) {
            return "trend: not enough data (needs " + TrendCheck.MIN_VALUES + " measured iterations, has "
                    + trend.count() + ")";
        }
        String halves = "first half " + StatsFormat.number(trend.firstHalfMean(), 1) + " TPS, second half "
                + StatsFormat.number(trend.secondHalfMean(), 1) + " TPS, "
                + StatsFormat.signedPercent(trend.driftPercent());
        String threshold = StatsFormat.percentLabel(trend.driftThresholdPercent() / 100);
        String p = StatsFormat.pEquals(trend.pValue());
        if (trend.drifting()) {
            return "DRIFT: " + halves + " (" + p + ", beyond the " + threshold
                    + " threshold): throughput was not steady, treat the score with suspicion";
        }
        if (trend.pValue() < 1 - TrendCheck.CONFIDENCE) {
            return "trend: " + halves + ", significant (" + p + ") but within the " + threshold + " threshold";
        }
        return "trend: " + halves + ", no significant drift";
    }
}
