package io.dbbench.core.result;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One fixed-length iteration of a JMH-style run: the raw figures that scores (mean ± error over
 * iterations) and comparisons (Welch's test over iterations) are computed from.
 *
 * @param repeat       0-based repeat (a fresh set of pools, or a fresh JVM) this iteration belongs to
 * @param index        0-based within its phase and repeat
 * @param duration     the iteration's measured length
 * @param transactions per transaction type, in config order, with this iteration's latency histogram
 */
public record IterationResult(
        Phase phase, int repeat, int index, Duration duration, List<TransactionResult> transactions) {
    public IterationResult {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(duration, "duration");
        transactions = List.copyOf(transactions);
    }

    public long completed() {
        return TransactionResult.sumOverTransactions(transactions, TransactionResult::completed);
    }

    public long failed() {
        return TransactionResult.sumOverTransactions(transactions, TransactionResult::failed);
    }

    /** Completed transactions per second over this iteration. */
    public double transactionsPerSecond() {
        double seconds = duration.toNanos() / 1e9;
        return seconds <= 0 ? 0 : completed() / seconds;
    }
}
