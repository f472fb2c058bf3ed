package io.dbbench.core.internal.engine;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Cuts a run's sampled intervals into the iterations of a {@link MeasurementPlan}: each interval is
 * added to the iteration that contains it. Only iterations that ran to their end are reported: a run
 * stopped in the middle of one reports the iterations before it (the run's totals still count it).
 * Single-threaded: only the sampler calls it.
 */
final class IterationAccumulator {
    private final List<TransactionConfig> transactions;
    private final int repeat;
    private final List<Slot> slots = new ArrayList<>();
    private long coveredUntilNanos;

    IterationAccumulator(List<TransactionConfig> transactions, MeasurementPlan plan, int repeat) {
        this.transactions = List.copyOf(transactions);
        this.repeat = repeat;
        long offset = 0;
        for (int i = 0; i < plan.warmupIterations(); i++) {
            offset = addSlot(Phase.WARMUP, i, offset, plan.warmupLength());
        }
        for (int i = 0; i < plan.measurementIterations(); i++) {
            offset = addSlot(Phase.MEASUREMENT, i, offset, plan.iterationLength());
        }
    }

    private long addSlot(Phase phase, int index, long startNanos, Duration length) {
        long end = startNanos + length.toNanos();
        slots.add(new Slot(phase, index, startNanos, end, transactions.size()));
        return end;
    }

    /**
     * Adds the interval [startNanos, endNanos) of the load. {@code timed} is false for the transactions
     * that finished after the run ended: they are counted in the run's totals (as SwingBench counts
     * them) but in no iteration, whose throughput they would inflate (the last iteration would get up
     * to one transaction per user more than its length holds).
     */
    void add(long startNanos, long endNanos, boolean timed, List<TransactionRecorder.Interval> intervals) {
        if (!timed) return;
        for (Slot slot : slots) {
            if (startNanos >= slot.startNanos && startNanos < slot.endNanos) {
                slot.add(intervals);
                break;
            }
        }
        coveredUntilNanos = Math.max(coveredUntilNanos, endNanos);
    }

    /** The iterations that ran to their end, in run order. */
    List<IterationResult> results() {
        List<IterationResult> out = new ArrayList<>();
        for (Slot slot : slots) {
            if (slot.endNanos > coveredUntilNanos) break;
            List<TransactionResult> perTransaction = new ArrayList<>(transactions.size());
            for (int i = 0; i < transactions.size(); i++) {
                TransactionConfig t = transactions.get(i);
                Histogram h = slot.latency[i].copy();
                perTransaction.add(new TransactionResult(
                        t.id(),
                        t.shortName(),
                        t.className(),
                        h.getTotalCount(),
                        slot.failed[i],
                        slot.rolledBack[i],
                        h));
            }
            out.add(new IterationResult(
                    slot.phase, repeat, slot.index, Duration.ofNanos(slot.endNanos - slot.startNanos), perTransaction));
        }
        return out;
    }

    private static final class Slot {
        final Phase phase;
        final int index;
        final long startNanos;
        final long endNanos;
        final Histogram[] latency;
        final long[] failed;
        final long[] rolledBack;

        Slot(Phase phase, int index, long startNanos, long endNanos, int transactionCount) {
            this.phase = phase;
            this.index = index;
            this.startNanos = startNanos;
            this.endNanos = endNanos;
            this.latency = new Histogram[transactionCount];
            for (int i = 0; i < transactionCount; i++) latency[i] = TransactionRecorder.newHistogram();
            this.failed = new long[transactionCount];
            this.rolledBack = new long[transactionCount];
        }

        void add(List<TransactionRecorder.Interval> intervals) {
            for (int i = 0; i < intervals.size(); i++) {
                TransactionRecorder.Interval in = intervals.get(i);
                latency[i].add(in.latencyNanos());
                failed[i] += in.failed();
                rolledBack[i] += in.rolledBack();
            }
        }
    }
}
