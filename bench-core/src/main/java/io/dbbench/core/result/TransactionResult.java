package io.dbbench.core.result;

import java.util.List;
import java.util.Objects;
import java.util.function.ToLongFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Statistics of one transaction type over the statistics window.
 *
 * @param completed    transactions that finished (committed or rolled back on purpose)
 * @param failed       transactions that threw
 * @param rolledBack   completed transactions that ended in a deliberate rollback
 * @param latencyNanos response times of completed transactions; owned by this result, do not mutate
 */
public record TransactionResult(
        String id,
        String shortName,
        String className,
        long completed,
        long failed,
        long rolledBack,
        Histogram latencyNanos) {
    /**
     * Between a transaction's class name and a statement's short name in the class name of a statement's
     * result: a statement runner's statements are reported beside their transaction, never added to totals.
     */
    public static final String STATEMENT_MARK = "#";

    public TransactionResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(latencyNanos, "latencyNanos");
    }

    /** Whether this reports one statement of a transaction (already counted in that transaction's figures). */
    public boolean isStatement() {
        return className != null && className.contains(STATEMENT_MARK);
    }

    /**
     * The entries that are transactions, in order, without the statements' entries: what every sum over a
     * run's entries (counts, a merged latency histogram, a mean) must add, since a statement's executions are
     * already inside its transaction's figures.
     */
    public static List<TransactionResult> transactionsOnly(List<TransactionResult> entries) {
        return entries.stream().filter(t -> !t.isStatement()).toList();
    }

    /** {@code figure} summed over the transaction types of {@code entries}, statements left out. */
    static long sumOverTransactions(List<TransactionResult> entries, ToLongFunction<TransactionResult> figure) {
        return transactionsOnly(entries).stream().mapToLong(figure).sum();
    }

    public double meanNanos() {
        return latencyNanos.getTotalCount() == 0 ? 0 : latencyNanos.getMean();
    }

    public long minNanos() {
        return latencyNanos.getTotalCount() == 0 ? 0 : latencyNanos.getMinValue();
    }

    public long maxNanos() {
        return latencyNanos.getTotalCount() == 0 ? 0 : latencyNanos.getMaxValue();
    }

    /** @param percentile 0..100 */
    public long percentileNanos(double percentile) {
        return latencyNanos.getTotalCount() == 0 ? 0 : latencyNanos.getValueAtPercentile(percentile);
    }

    /**
     * Geometric mean of the recorded response times, from the histogram's buckets (within its precision).
     * Each bucket stands for its median-equivalent value, as in {@link Histogram#getMean()}.
     */
    public double geometricMeanNanos() {
        long total = latencyNanos.getTotalCount();
        if (total == 0) return 0;
        double sumOfLogs = 0;
        for (HistogramIterationValue v : latencyNanos.recordedValues()) {
            sumOfLogs += v.getCountAtValueIteratedTo()
                    * Math.log(Math.max(1, latencyNanos.medianEquivalentValue(v.getValueIteratedTo())));
        }
        return Math.exp(sumOfLogs / total);
    }
}
