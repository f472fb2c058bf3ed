package io.dbbench.core.internal.engine;

import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.TransactionTraffic;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Turns the intervals drained from the recorders into the run's results. Only intervals lying wholly
 * inside the statistics window (StatsCollectionStart/End, measured from the start of the load) count
 * towards totals and histograms; TPS readings and interval samples cover the whole run.
 * Single-threaded: only the sampler calls it.
 */
final class StatisticsAccumulator {
    private static final long MINUTE_NANOS = Duration.ofMinutes(1).toNanos();

    private final List<TransactionConfig> transactions;
    private final int counted;
    private final long windowStartNanos;
    private final long windowEndNanos; // 0 = open-ended
    /** Whether a listener reads the interval histograms: only then are they copied (~200 kB each). */
    private final boolean copyHistograms;

    private final Histogram[] cumulative;
    private final long[] failed;
    private final long[] rolledBack;
    private final TrafficTotals[] traffic;
    private DmlTotals dml = DmlTotals.ZERO;
    private final Map<String, Long> errorsByCode = new TreeMap<>();
    private final List<TpsReading> tpsReadings = new ArrayList<>();
    private final List<IntervalSample> samples = new ArrayList<>();
    private long statisticsNanos;
    private long totalCompleted;
    private long totalFailed;
    private long maxPerMinute;
    /** (end offset, completed) of recent intervals: the rolling 60 s for live TPM. */
    private final ArrayDeque<long[]> lastMinute = new ArrayDeque<>();

    private long lastMinuteSum;
    /** The same, restricted to the statistics window: for the maximum transactions per minute. */
    private final ArrayDeque<long[]> windowMinute = new ArrayDeque<>();

    private long windowMinuteSum;

    StatisticsAccumulator(List<TransactionConfig> transactions, Duration windowStart, Duration windowEnd) {
        this(transactions, windowStart, windowEnd, false);
    }

    /** @param copyHistograms whether snapshots carry a copy of each interval histogram (see {@link ProgressListener#wantsHistograms}) */
    StatisticsAccumulator(
            List<TransactionConfig> transactions, Duration windowStart, Duration windowEnd, boolean copyHistograms) {
        this(transactions, transactions.size(), windowStart, windowEnd, copyHistograms);
    }

    /**
     * @param counted how many of {@code transactions} (the first ones) are transactions; the rest are their
     *                statements, reported on their own but never added to the run's totals
     */
    StatisticsAccumulator(
            List<TransactionConfig> transactions,
            int counted,
            Duration windowStart,
            Duration windowEnd,
            boolean copyHistograms) {
        this.counted = counted;
        this.copyHistograms = copyHistograms;
        this.transactions = List.copyOf(transactions);
        this.windowStartNanos = windowStart.toNanos();
        this.windowEndNanos = windowEnd.toNanos();
        int n = transactions.size();
        cumulative = new Histogram[n];
        for (int i = 0; i < n; i++) cumulative[i] = TransactionRecorder.newHistogram();
        failed = new long[n];
        rolledBack = new long[n];
        traffic = new TrafficTotals[n];
        java.util.Arrays.fill(traffic, TrafficTotals.ZERO);
    }

    /**
     * An interval [startNanos, endNanos) after the load started.
     *
     * @param drainedLateNanos how much later than its nominal end the sampler drained it (0 when on time): its
     *     work and length run to {@code endNanos}, but which window it belongs to is decided by its nominal end
     */
    record Span(long startNanos, long endNanos, long drainedLateNanos) {
        Span {
            if (endNanos < startNanos)
                throw new IllegalArgumentException("interval ends at " + endNanos + " before its start " + startNanos);
            if (drainedLateNanos < 0 || drainedLateNanos > endNanos - startNanos)
                throw new IllegalArgumentException("drained late by " + drainedLateNanos + " ns");
        }

        Span(long startNanos, long endNanos) {
            this(startNanos, endNanos, 0);
        }

        long nominalEndNanos() {
            return endNanos - drainedLateNanos;
        }
    }

    /** Users logged on at an interval's end, and the users active then (the config's, unless changed live). */
    record Users(int loggedOn, int total) {}

    /**
     * Adds one interval.
     *
     * @param timed          false when the interval has no length of its own (transactions that finished after
     *                       the run ended at an interval boundary): its counts are merged, but it adds no TPS
     *                       reading, no sample and no statistics time
     * @param epochMillis    wall-clock time of the interval's end
     * @param remainingNanos run time left after it, -1 when the run has no run time
     * @param intervals      one per transaction, in config order; histograms are only read here
     */
    ProgressSnapshot add(
            Span span,
            boolean timed,
            long epochMillis,
            Users users,
            long remainingNanos,
            List<TransactionRecorder.Interval> intervals,
            Map<String, Long> errors) {
        long startNanos = span.startNanos();
        long endNanos = span.endNanos();
        int usersLoggedOn = users.loggedOn();
        boolean inWindow = inWindow(span);
        long lengthNanos = Math.max(1, endNanos - startNanos);
        double seconds = lengthNanos / 1e9;
        long completed = 0;
        long failedNow = 0;
        long dmlNow = 0;
        long declaredCommitsNow = 0;
        TrafficTotals trafficNow = TrafficTotals.ZERO;
        Map<String, TransactionInterval> byTransaction = new LinkedHashMap<>();
        List<ProgressSnapshot.TransactionProgress> progress = new ArrayList<>(intervals.size());
        for (int i = 0; i < intervals.size(); i++) {
            TransactionRecorder.Interval in = intervals.get(i);
            Histogram h = in.latencyNanos();
            long count = h.getTotalCount();
            double mean = count == 0 ? 0 : h.getMean();
            TransactionConfig t = transactions.get(i);
            boolean statement = i >= counted;
            if (!statement) {
                completed += count;
                failedNow += in.failed();
                dmlNow += in.dml().total();
                declaredCommitsNow += in.dml().commits();
                trafficNow = trafficNow.plus(in.traffic());
            }
            // a statement's interval figures are live columns only: the samples' sums stay the transactions'
            if (!statement)
                byTransaction.put(
                        t.id(),
                        count == 0
                                ? new TransactionInterval(0, in.failed(), 0, 0, 0, 0, 0)
                                : new TransactionInterval(
                                        count,
                                        in.failed(),
                                        mean,
                                        h.getMaxValue(),
                                        h.getValueAtPercentile(50),
                                        h.getValueAtPercentile(90),
                                        h.getValueAtPercentile(99)));
            // a copy: the recorder reuses its interval histogram, and a listener may keep what it was given; none
            // when no listener reads it (a copy per type per interval is megabytes a second of garbage)
            progress.add(new ProgressSnapshot.TransactionProgress(
                    t.id(),
                    t.shortName(),
                    count,
                    in.failed(),
                    mean,
                    copyHistograms ? h.copy() : null,
                    statement,
                    in.traffic()));
            if (inWindow) {
                cumulative[i].add(h);
                failed[i] += in.failed();
                rolledBack[i] += in.rolledBack();
                traffic[i] = traffic[i].plus(in.traffic());
                dml = dml.plus(in.dml());
            }
        }
        if (inWindow) {
            errors.forEach((code, n) -> errorsByCode.merge(code, n, Long::sum));
            if (timed) statisticsNanos += lengthNanos;
            windowMinuteSum += completed;
            windowMinute.addLast(new long[] {endNanos, completed});
            trim(windowMinute, endNanos, true);
            maxPerMinute = Math.max(maxPerMinute, windowMinuteSum);
        }
        totalCompleted += completed;
        totalFailed += failedNow;
        lastMinuteSum += completed;
        lastMinute.addLast(new long[] {endNanos, completed});
        trim(lastMinute, endNanos, false);

        if (timed) {
            tpsReadings.add(new TpsReading(epochMillis, Math.round(completed / seconds)));
            samples.add(new IntervalSample(
                    epochMillis,
                    Duration.ofNanos(endNanos).toMillis(),
                    usersLoggedOn,
                    byTransaction,
                    trafficNow,
                    users.total()));
        }
        return new ProgressSnapshot(
                        epochMillis,
                        endNanos,
                        remainingNanos,
                        usersLoggedOn,
                        users.total(),
                        lastMinuteSum,
                        completed / seconds,
                        failedNow,
                        totalCompleted,
                        totalFailed,
                        dmlNow / seconds,
                        inWindow,
                        progress)
                .withTraffic(trafficNow, lengthNanos)
                .withDeclaredCommits(declaredCommitsNow);
    }

    /**
     * Whether an interval counts towards the results. A drain late past the window's end still belongs to
     * the window it nominally closes: judged by its real end, the run's last interval, drained late on a
     * busy machine, would drop out of the totals while the iteration that holds it keeps it.
     */
    boolean inWindow(Span span) {
        return inWindow(span.startNanos(), span.nominalEndNanos());
    }

    /** Whether the interval [startNanos, endNanos) of the load counts towards the results. */
    boolean inWindow(long startNanos, long endNanos) {
        return startNanos >= windowStartNanos && (windowEndNanos == 0 || endNanos <= windowEndNanos);
    }

    private void trim(ArrayDeque<long[]> window, long nowNanos, boolean statisticsWindow) {
        while (!window.isEmpty() && window.peekFirst()[0] <= nowNanos - MINUTE_NANOS) {
            long removed = window.removeFirst()[1];
            if (statisticsWindow) windowMinuteSum -= removed;
            else lastMinuteSum -= removed;
        }
    }

    List<TransactionResult> transactionResults() {
        List<TransactionResult> out = new ArrayList<>(transactions.size());
        for (int i = 0; i < transactions.size(); i++) {
            TransactionConfig t = transactions.get(i);
            Histogram h = cumulative[i].copy();
            out.add(new TransactionResult(
                    t.id(), t.shortName(), t.className(), h.getTotalCount(), failed[i], rolledBack[i], h));
        }
        return out;
    }

    /**
     * The traffic of each transaction type (statements are left out: their transaction holds it) over the
     * statistics window, per execution completed or failed.
     */
    RunTraffic traffic() {
        List<TransactionTraffic> out = new ArrayList<>(counted);
        for (int i = 0; i < counted; i++) {
            long executions = cumulative[i].getTotalCount() + failed[i];
            out.add(new TransactionTraffic(transactions.get(i).id(), executions, traffic[i]));
        }
        return new RunTraffic(out);
    }

    DmlTotals dmlTotals() {
        return dml;
    }

    Map<String, Long> errorsByCode() {
        return new TreeMap<>(errorsByCode);
    }

    List<TpsReading> tpsReadings() {
        return List.copyOf(tpsReadings);
    }

    /**
     * @param traffic whether the run's traffic was counted: without, every interval's counts are zeros that
     *                would read as "nothing crossed the wire", so they are left out
     */
    List<IntervalSample> samples(boolean traffic) {
        return traffic
                ? List.copyOf(samples)
                : samples.stream().map(IntervalSample::withoutTraffic).toList();
    }

    Duration statisticsDuration() {
        return Duration.ofNanos(statisticsNanos);
    }

    long maxTransactionsPerMinute() {
        return maxPerMinute;
    }

    long totalCompleted() {
        return totalCompleted;
    }
}
