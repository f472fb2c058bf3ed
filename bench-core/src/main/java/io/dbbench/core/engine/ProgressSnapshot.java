package io.dbbench.core.engine;

import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * What the live console (or any other {@link ProgressListener}) sees once per interval.
 *
 * @param elapsedNanos      since the load started
 * @param remainingNanos    until the run time ends, or -1 when the run has no run time
 * @param usersLoggedOn     users holding a connection (or, borrowing per transaction, logged on) at the interval's end
 * @param usersTotal        users the run had active at the interval's end: its config's users, unless they were
 *                          changed while it went on (a capacity search's step, a console's control)
 * @param tpm               transactions completed in the last 60 s (rolling)
 * @param tps               transactions completed in this interval, per second
 * @param totalCompleted    completed since the load started (whole run, not just the stats window)
 * @param dmlPerSecond      statements of all kinds per second in this interval
 * @param inStatisticsWindow whether this interval counts towards the results
 * @param poolWaitNanos     time sessions waited for a pooled connection in this interval, all services
 *                          together; null for a run without a topology (no pool to wait for) or when no
 *                          listener {@linkplain ProgressListener#wantsHistograms wants histograms}. A copy
 *                          owned by the snapshot: do not mutate
 * @param traffic           bytes both ways and round trips of this interval's transactions, all types together;
 *                          zero when the run's connections are not counted (see docs/traffic.md)
 * @param intervalNanos     the interval's length, for rates of {@code traffic}
 * @param failuresByCode    this interval's failed transactions by error code (a SQLState or vendor code), empty when
 *                          none failed; unmodifiable
 * @param declaredCommits   the commits the transactions that ended in this interval declared (their {@code DmlCounts},
 *                          completed and failed, as the run's declared total counts them): what our side says it
 *                          committed, set against the database's own counter
 */
public record ProgressSnapshot(
        long epochMillis,
        long elapsedNanos,
        long remainingNanos,
        int usersLoggedOn,
        int usersTotal,
        long tpm,
        double tps,
        long failedInInterval,
        long totalCompleted,
        long totalFailed,
        double dmlPerSecond,
        boolean inStatisticsWindow,
        List<TransactionProgress> transactions,
        Histogram poolWaitNanos,
        io.dbbench.core.result.TrafficTotals traffic,
        long intervalNanos,
        Map<String, Long> failuresByCode,
        long declaredCommits) {
    public ProgressSnapshot {
        java.util.Objects.requireNonNull(traffic, "traffic");
        transactions = List.copyOf(transactions);
        failuresByCode = Map.copyOf(failuresByCode);
    }

    /** Without declared commits: the constructor of every field before they were added. */
    public ProgressSnapshot(
            long epochMillis,
            long elapsedNanos,
            long remainingNanos,
            int usersLoggedOn,
            int usersTotal,
            long tpm,
            double tps,
            long failedInInterval,
            long totalCompleted,
            long totalFailed,
            double dmlPerSecond,
            boolean inStatisticsWindow,
            List<TransactionProgress> transactions,
            Histogram poolWaitNanos,
            io.dbbench.core.result.TrafficTotals traffic,
            long intervalNanos,
            Map<String, Long> failuresByCode) {
        this(
                epochMillis,
                elapsedNanos,
                remainingNanos,
                usersLoggedOn,
                usersTotal,
                tpm,
                tps,
                failedInInterval,
                totalCompleted,
                totalFailed,
                dmlPerSecond,
                inStatisticsWindow,
                transactions,
                poolWaitNanos,
                traffic,
                intervalNanos,
                failuresByCode,
                0);
    }

    /** Without failures by code. */
    public ProgressSnapshot(
            long epochMillis,
            long elapsedNanos,
            long remainingNanos,
            int usersLoggedOn,
            int usersTotal,
            long tpm,
            double tps,
            long failedInInterval,
            long totalCompleted,
            long totalFailed,
            double dmlPerSecond,
            boolean inStatisticsWindow,
            List<TransactionProgress> transactions,
            Histogram poolWaitNanos,
            io.dbbench.core.result.TrafficTotals traffic,
            long intervalNanos) {
        this(
                epochMillis,
                elapsedNanos,
                remainingNanos,
                usersLoggedOn,
                usersTotal,
                tpm,
                tps,
                failedInInterval,
                totalCompleted,
                totalFailed,
                dmlPerSecond,
                inStatisticsWindow,
                transactions,
                poolWaitNanos,
                traffic,
                intervalNanos,
                Map.of());
    }

    /** Without traffic figures. */
    public ProgressSnapshot(
            long epochMillis,
            long elapsedNanos,
            long remainingNanos,
            int usersLoggedOn,
            int usersTotal,
            long tpm,
            double tps,
            long failedInInterval,
            long totalCompleted,
            long totalFailed,
            double dmlPerSecond,
            boolean inStatisticsWindow,
            List<TransactionProgress> transactions,
            Histogram poolWaitNanos) {
        this(
                epochMillis,
                elapsedNanos,
                remainingNanos,
                usersLoggedOn,
                usersTotal,
                tpm,
                tps,
                failedInInterval,
                totalCompleted,
                totalFailed,
                dmlPerSecond,
                inStatisticsWindow,
                transactions,
                poolWaitNanos,
                io.dbbench.core.result.TrafficTotals.ZERO,
                0);
    }

    /** Without pool wait: a run without a topology. */
    public ProgressSnapshot(
            long epochMillis,
            long elapsedNanos,
            long remainingNanos,
            int usersLoggedOn,
            int usersTotal,
            long tpm,
            double tps,
            long failedInInterval,
            long totalCompleted,
            long totalFailed,
            double dmlPerSecond,
            boolean inStatisticsWindow,
            List<TransactionProgress> transactions) {
        this(
                epochMillis,
                elapsedNanos,
                remainingNanos,
                usersLoggedOn,
                usersTotal,
                tpm,
                tps,
                failedInInterval,
                totalCompleted,
                totalFailed,
                dmlPerSecond,
                inStatisticsWindow,
                transactions,
                null);
    }

    public ProgressSnapshot withPoolWaitNanos(Histogram v) {
        return with(v, traffic, intervalNanos, failuresByCode, declaredCommits);
    }

    public ProgressSnapshot withTraffic(io.dbbench.core.result.TrafficTotals v, long lengthNanos) {
        return with(poolWaitNanos, v, lengthNanos, failuresByCode, declaredCommits);
    }

    /** This snapshot with this interval's failures by error code. */
    public ProgressSnapshot withFailuresByCode(Map<String, Long> v) {
        return with(poolWaitNanos, traffic, intervalNanos, v, declaredCommits);
    }

    /** This snapshot with the commits this interval's transactions declared. */
    public ProgressSnapshot withDeclaredCommits(long v) {
        return with(poolWaitNanos, traffic, intervalNanos, failuresByCode, v);
    }

    /**
     * The withers: this snapshot with another pool wait, traffic, interval length, failures by code and declared
     * commits.
     */
    private ProgressSnapshot with(
            Histogram pool,
            io.dbbench.core.result.TrafficTotals counted,
            long lengthNanos,
            Map<String, Long> failures,
            long commits) {
        return new ProgressSnapshot(
                epochMillis,
                elapsedNanos,
                remainingNanos,
                usersLoggedOn,
                usersTotal,
                tpm,
                tps,
                failedInInterval,
                totalCompleted,
                totalFailed,
                dmlPerSecond,
                inStatisticsWindow,
                transactions,
                pool,
                counted,
                lengthNanos,
                failures,
                commits);
    }

    /** Megabits per second both ways in this interval; 0 when not counted or the interval has no length. */
    public double networkMegabitsPerSecond() {
        return intervalNanos <= 0 ? 0 : traffic.bytes() * 8 / 1e6 / (intervalNanos / 1e9);
    }

    /** The commits this interval's transactions declared, per second; 0 when the interval has no length. */
    public double declaredCommitsPerSecond() {
        return intervalNanos <= 0 ? 0 : declaredCommits / (intervalNanos / 1e9);
    }

    /** Round trips per second in this interval; 0 when not counted or the interval has no length. */
    public double roundTripsPerSecond() {
        return intervalNanos <= 0 ? 0 : traffic.roundTrips() / (intervalNanos / 1e9);
    }

    /**
     * One transaction type within the interval.
     *
     * @param latencyNanos response times of the transactions completed in the interval (a copy owned by the
     *                     snapshot: do not mutate); null when no listener
     *                     {@linkplain ProgressListener#wantsHistograms wants histograms}
     * @param statement    whether this is one statement of a statement runner's transaction: its executions
     *                     are already inside that transaction's figures, so sums over types leave it out
     * @param traffic      bytes both ways and round trips of the transactions of this type that ended in the
     *                     interval, completed and failed; zero when the run's connections are not counted
     */
    public record TransactionProgress(
            String id,
            String shortName,
            long completed,
            long failed,
            double meanLatencyNanos,
            Histogram latencyNanos,
            boolean statement,
            io.dbbench.core.result.TrafficTotals traffic) {
        public TransactionProgress {
            java.util.Objects.requireNonNull(traffic, "traffic");
        }

        /** Without traffic figures. */
        public TransactionProgress(
                String id,
                String shortName,
                long completed,
                long failed,
                double meanLatencyNanos,
                Histogram latencyNanos,
                boolean statement) {
            this(
                    id,
                    shortName,
                    completed,
                    failed,
                    meanLatencyNanos,
                    latencyNanos,
                    statement,
                    io.dbbench.core.result.TrafficTotals.ZERO);
        }

        /** A transaction type (not a statement). */
        public TransactionProgress(
                String id,
                String shortName,
                long completed,
                long failed,
                double meanLatencyNanos,
                Histogram latencyNanos) {
            this(id, shortName, completed, failed, meanLatencyNanos, latencyNanos, false);
        }

        /** Without the interval's histogram: for listeners that only need counts and means. */
        public TransactionProgress(String id, String shortName, long completed, long failed, double meanLatencyNanos) {
            this(id, shortName, completed, failed, meanLatencyNanos, null);
        }
    }
}
