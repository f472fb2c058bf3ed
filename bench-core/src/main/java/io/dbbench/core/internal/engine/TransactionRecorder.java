package io.dbbench.core.internal.engine;

import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.workload.DmlCounts;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Live statistics of one transaction type, written by every session and drained once per interval by
 * the sampler. Recording is lock-free (HdrHistogram {@link Recorder}, {@link LongAdder}, each session's own
 * {@link TrafficCell}) so sessions
 * never contend on it.
 */
final class TransactionRecorder {
    /** 1 µs resolution, up to one hour, 3 significant digits: about 200 KB per histogram. */
    static final long LOWEST_DISCERNIBLE_NANOS = 1_000;

    static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;
    static final int SIGNIFICANT_DIGITS = 3;

    private final Recorder latencyNanos = newRecorder();
    private final LongAdder failed = new LongAdder();
    private final LongAdder rolledBack = new LongAdder();
    private final LongAdder selects = new LongAdder();
    private final LongAdder inserts = new LongAdder();
    private final LongAdder updates = new LongAdder();
    private final LongAdder deletes = new LongAdder();
    private final LongAdder commits = new LongAdder();
    private final LongAdder rollbacks = new LongAdder();
    /** Each counted session's own traffic totals for this type; read, never reset, by the one drainer. */
    private final List<TrafficCell> trafficCells = new CopyOnWriteArrayList<>();

    private TrafficTotals trafficDrained = TrafficTotals.ZERO;
    private Histogram recycled;

    static Histogram newHistogram() {
        return new Histogram(LOWEST_DISCERNIBLE_NANOS, HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    }

    /** A recorder of the engine's range and precision, for every duration the engine records. */
    static Recorder newRecorder() {
        return new Recorder(LOWEST_DISCERNIBLE_NANOS, HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    }

    /**
     * A duration as the engine records it: a negative one (a clock step) as 0, one beyond an hour as an
     * hour, rather than dropped, so counts stay right.
     */
    static long recordable(long nanos) {
        return Math.min(Math.max(nanos, 0), HIGHEST_TRACKABLE_NANOS);
    }

    void completed(long latencyNanos, DmlCounts dml, boolean wasRolledBack) {
        this.latencyNanos.recordValue(recordable(latencyNanos));
        if (wasRolledBack) rolledBack.increment();
        addDml(dml);
    }

    void failed(DmlCounts dml) {
        failed.increment();
        addDml(dml);
    }

    /**
     * A new cell for one session to add this type's traffic to (what each execution sent, received and
     * its round trips, on a counted connection); only that session's thread may write it.
     */
    TrafficCell newTrafficCell() {
        TrafficCell cell = new TrafficCell();
        trafficCells.add(cell);
        return cell;
    }

    /** The traffic added to the cells since the last call: their totals now minus those then. */
    private TrafficTotals drainTraffic() {
        long out = 0;
        long in = 0;
        long turns = 0;
        for (TrafficCell cell : trafficCells) {
            out += cell.bytesOut();
            in += cell.bytesIn();
            turns += cell.roundTrips();
        }
        TrafficTotals before = trafficDrained;
        trafficDrained = new TrafficTotals(out, in, turns);
        return new TrafficTotals(out - before.bytesOut(), in - before.bytesIn(), turns - before.roundTrips());
    }

    private void addDml(DmlCounts dml) {
        if (dml.selects() != 0) selects.add(dml.selects());
        if (dml.inserts() != 0) inserts.add(dml.inserts());
        if (dml.updates() != 0) updates.add(dml.updates());
        if (dml.deletes() != 0) deletes.add(dml.deletes());
        if (dml.commits() != 0) commits.add(dml.commits());
        if (dml.rollbacks() != 0) rollbacks.add(dml.rollbacks());
    }

    /**
     * Takes what was recorded since the last call. Only the sampler thread calls this, and the returned
     * histogram is valid until its next call (it is recycled), so the sampler merges it at once.
     */
    Interval drain() {
        Histogram h = latencyNanos.getIntervalHistogram(recycled);
        recycled = h;
        return new Interval(
                h,
                failed.sumThenReset(),
                rolledBack.sumThenReset(),
                new DmlTotals(
                        selects.sumThenReset(),
                        inserts.sumThenReset(),
                        updates.sumThenReset(),
                        deletes.sumThenReset(),
                        commits.sumThenReset(),
                        rollbacks.sumThenReset()),
                drainTraffic());
    }

    /** One interval of one transaction type; {@code traffic} is zero when its connections are not counted. */
    record Interval(Histogram latencyNanos, long failed, long rolledBack, DmlTotals dml, TrafficTotals traffic) {
        Interval(Histogram latencyNanos, long failed, long rolledBack, DmlTotals dml) {
            this(latencyNanos, failed, rolledBack, dml, TrafficTotals.ZERO);
        }

        long completed() {
            return latencyNanos.getTotalCount();
        }
    }
}
