package io.dbbench.core.measure;

import io.dbbench.core.result.TransactionResult;
import java.time.Duration;

/**
 * One transaction's figures over a run's statistics window (the measured iterations, warm-up left
 * out), in the units a test asserts on: counts and {@link Duration}s.
 */
public final class TransactionFigures {
    private final TransactionResult result;

    TransactionFigures(TransactionResult result) {
        this.result = result;
    }

    public String name() {
        return result.id();
    }

    /** Transactions completed: committed, or rolled back on purpose. */
    public long count() {
        return result.completed();
    }

    /** Transactions that threw. */
    public long failures() {
        return result.failed();
    }

    /** Completed transactions that returned {@code Outcome.ROLLED_BACK}. */
    public long rolledBack() {
        return result.rolledBack();
    }

    /** The response time below which {@code percentile}% of completed transactions finished (0 with none). */
    public Duration percentile(double percentile) {
        if (!(percentile >= 0 && percentile <= 100))
            throw new IllegalArgumentException("a percentile is 0..100, was " + percentile);
        return Duration.ofNanos(result.percentileNanos(percentile));
    }

    public Duration mean() {
        return Duration.ofNanos(Math.round(result.meanNanos()));
    }

    public Duration min() {
        return Duration.ofNanos(result.minNanos());
    }

    public Duration max() {
        return Duration.ofNanos(result.maxNanos());
    }

    /** The full result, with its latency histogram. */
    public TransactionResult result() {
        return result;
    }

    @Override
    public String toString() {
        return "'" + name() + "': " + count() + " completed, " + failures() + " failed, mean "
                + ResultSummary.millis(mean()) + ", p99 " + ResultSummary.millis(percentile(99));
    }
}
