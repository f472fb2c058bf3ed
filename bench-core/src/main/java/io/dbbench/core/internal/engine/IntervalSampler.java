package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.EndReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The run's sampler: once per interval (on the thread that runs the engine) it drains what the sessions
 * recorded into the statistics, tells the listeners and the stall tracker, and at the run time's end stops
 * the run. Interval ends are offsets from the load's start.
 */
final class IntervalSampler {
    /**
     * A sampler later than an interval over this (a tenth of it) stamps the interval with the measured end:
     * small delays keep the nominal grid (no two lines stamped with the same second).
     */
    private static final long LATE_SHARE = 10;

    /** What the run's sampler reads and feeds, besides the statistics. */
    record Parts(
            RunState state,
            RunShape shape,
            ServiceRecorders recorders,
            ErrorCounter errors,
            StallTracker stalls,
            EngineListeners listeners,
            ScheduleLag scheduleLag,
            IterationAccumulator iterations) {}

    /**
     * Where the sampling ended.
     *
     * @param lastBoundaryNanos where the last full interval ended
     * @param stopNanos         where the run was stopped
     */
    record Ends(long lastBoundaryNanos, long stopNanos) {}

    private final Parts parts;
    private final StatisticsAccumulator stats;
    private final Clock clock;
    /** The users active now: each interval carries the count at its end. */
    private final LiveUsers users;
    /** Wall-clock time of the load's start: interval timestamps are this plus their nominal end offset. */
    private final long loadStartEpochMillis;

    IntervalSampler(Parts parts, StatisticsAccumulator stats, Clock clock, LiveUsers users, long loadStartEpochMillis) {
        this.parts = parts;
        this.stats = stats;
        this.clock = clock;
        this.users = users;
        this.loadStartEpochMillis = loadStartEpochMillis;
    }

    /**
     * The sampler loop, until the run time passes or the run is stopped.
     *
     * @param runTimeNanos the run time, or 0 for none
     */
    Ends sample(long loadStart, long intervalNanos, long runTimeNanos) throws InterruptedException {
        RunState state = parts.state();
        long deadline = runTimeNanos > 0 ? loadStart + runTimeNanos : Long.MAX_VALUE;
        long intervalStart = loadStart;
        while (true) {
            long intervalEnd = Math.min(intervalStart + intervalNanos, deadline);
            long wait = intervalEnd - clock.nanoTime();
            boolean stopped = wait > 0 ? clock.await(state.stoppedLatch(), wait) : state.isStopped();
            long lateNanos = clock.nanoTime() - intervalEnd;
            long drainedLateNanos = 0;
            if (!stopped && lateNanos > intervalNanos / LATE_SHARE) {
                // the sampler could not run on time (a machine saturated by logons): what it drains now is
                // the work of the whole stretch since the last drain, so that stretch is the interval's
                // length; a nominal one-second stamp would turn 37 s of work into one second's TPS
                intervalEnd += lateNanos;
                drainedLateNanos = lateNanos;
            }
            if (stopped) {
                // ended at the boundary just drained: nothing since then is a timed interval
                if (state.stoppedAtBoundary()) return new Ends(intervalStart - loadStart, intervalStart - loadStart);
                long stopOffset = Math.min(clock.nanoTime(), intervalEnd) - loadStart;
                return new Ends(intervalStart - loadStart, Math.max(stopOffset, intervalStart - loadStart));
            }
            // at the run time's end, stop first and drain after: what finishes while the last interval is
            // drained belongs to it, and only transactions already in flight (one per user at most) are left
            boolean last = intervalEnd >= deadline;
            if (last) state.requestStop(EndReason.RUN_TIME);
            addInterval(
                    new StatisticsAccumulator.Span(
                            intervalStart - loadStart, intervalEnd - loadStart, drainedLateNanos),
                    deadline == Long.MAX_VALUE ? -1 : deadline - intervalEnd,
                    true);
            intervalStart = intervalEnd;
            if (last) return new Ends(intervalStart - loadStart, intervalStart - loadStart);
        }
    }

    /**
     * After the users stopped: the stretch from the last full interval to the stop request is a real, shorter
     * interval; transactions that were in flight then and finished afterwards are merged into it.
     */
    void addLast(Ends ends) {
        addInterval(
                new StatisticsAccumulator.Span(ends.lastBoundaryNanos(), ends.stopNanos(), 0),
                -1,
                ends.stopNanos() > ends.lastBoundaryNanos());
    }

    /** @param timed false for the stragglers after a stop at an interval boundary: counted, not timed */
    private void addInterval(StatisticsAccumulator.Span span, long remaining, boolean timed) {
        RunState state = parts.state();
        long startOffset = span.startNanos();
        long endOffset = span.endNanos();
        boolean inWindow = stats.inWindow(span);
        List<TransactionRecorder.Interval> intervals = parts.recorders().drain(inWindow);
        // the nominal end of the interval, not when the sampler got to it: a sampler delayed by a busy
        // machine must not shift readings (two lines stamped with the same second)
        long epochMillis = loadStartEpochMillis + endOffset / 1_000_000L;
        if (parts.scheduleLag() != null) parts.scheduleLag().drain(inWindow);
        if (parts.iterations() != null) parts.iterations().add(startOffset, endOffset, timed, intervals);
        Map<String, Long> failures = parts.errors().drain();
        ProgressSnapshot snapshot = stats.add(
                span,
                timed,
                epochMillis,
                new StatisticsAccumulator.Users(state.loggedOn(), users.active()),
                remaining,
                intervals,
                failures);
        // the live listeners see the codes too (the web console's errors by code), on this sampler thread
        if (!failures.isEmpty()) snapshot = snapshot.withFailuresByCode(failures);
        if (timed) {
            long completed = snapshot.transactions().stream()
                    .filter(t -> !t.statement())
                    .mapToLong(ProgressSnapshot.TransactionProgress::completed)
                    .sum();
            parts.stalls()
                    .interval(
                            Duration.ofNanos(endOffset).toMillis(),
                            completed,
                            !failures.isEmpty(),
                            state.sessionsWithoutDatabase(),
                            state.isStopped());
        }
        if (parts.shape().policy() == ConnectionPolicy.BORROW
                && parts.listeners().wantHistograms()) snapshot = snapshot.withPoolWaitNanos(poolWait());
        notifyListeners(snapshot, timed);
    }

    /** This interval's pool wait of every service together, a copy for the listeners. */
    private Histogram poolWait() {
        Histogram all = TransactionRecorder.newHistogram();
        for (ServicePool s : parts.shape().services()) if (s.lastPoolWait() != null) all.add(s.lastPoolWait());
        return all;
    }

    /** @param timed false for the late transactions after a stop at an interval boundary: no interval of their own */
    private void notifyListeners(ProgressSnapshot snapshot, boolean timed) {
        RunState state = parts.state();
        List<String> notices = new ArrayList<>();
        long lost = state.drainConnectionsLost();
        if (lost > 0) notices.add(lost + " session(s) lost their connection; reconnecting");
        state.takeNewFailures().forEach((code, msg) -> notices.add("first failure with " + code + ": " + msg));
        parts.listeners().interval(notices, snapshot, timed);
    }
}
