package io.dbbench.core.engine;

import java.util.List;

/**
 * What the live console (or any other {@link ProgressListener}) sees once per interval.
 *
 * @param elapsedNanos      since the load started
 * @param remainingNanos    until the run time ends, or -1 when the run has no run time
 * @param tpm               transactions completed in the last 60 s (rolling)
 * @param tps               transactions completed in this interval, per second
 * @param totalCompleted    completed since the load started (whole run, not just the stats window)
 * @param dmlPerSecond      statements of all kinds per second in this interval
 * @param inStatisticsWindow whether this interval counts towards the results
 */
public record ProgressSnapshot(long epochMillis, long elapsedNanos, long remainingNanos, int usersLoggedOn,
                               int usersTotal, long tpm, double tps, long failedInInterval, long totalCompleted,
                               long totalFailed, double dmlPerSecond, boolean inStatisticsWindow,
                               List<TransactionProgress> transactions) {
    public ProgressSnapshot {
        transactions = List.copyOf(transactions);
    }

    /** One transaction type within the interval. */
    public record TransactionProgress(String id, String shortName, long completed, long failed, double meanLatencyNanos) {
    }
}
