package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Cuts one capacity step's intervals into the iterations of the measurement plan: its warm-up iterations, then its
 * measured ones, each as long as the plan says, counted from its own start (where the iteration before it ended): the
 * time its intervals covered is summed until it reaches the plan's length. An interval belongs to the iteration it
 * starts in; an iteration ends with the first interval that reaches its nominal length, and lasts what its intervals
 * really covered (a sampler drained late stretches an interval, and the TPS must divide by the time it covered).
 * Single-threaded: only the sampler feeds it.
 */
final class StepRecorder {
    private final MeasurementPlan plan;
    private final List<IterationResult> done = new ArrayList<>();
    /** The iteration being filled, by transaction id in the order first seen. */
    private final Map<String, Cell> current = new LinkedHashMap<>();
    /** The traffic of each iteration that ran to its end, as {@link #done}. */
    private final List<StepTraffic> doneTraffic = new ArrayList<>();

    private long currentExecutions;
    private TrafficTotals currentTraffic = TrafficTotals.ZERO;

    private long coveredNanos;
    private long completedInStep;
    private long failedInStep;
    private long busiestIntervalCompleted;

    StepRecorder(MeasurementPlan plan) {
        this.plan = plan;
    }

    /** Adds one interval of {@code lengthNanos}; returns true when it completed the step's last iteration. */
    boolean add(ProgressSnapshot snapshot, long lengthNanos) {
        if (isDone()) throw new IllegalStateException("the step is done: start the next one");
        long completedInInterval = 0;
        for (ProgressSnapshot.TransactionProgress t : snapshot.transactions()) {
            if (t.statement()) continue; // already inside its transaction's figures
            completedInInterval += t.completed();
            current.computeIfAbsent(t.id(), id -> new Cell(t.shortName())).add(t);
            completedInStep += t.completed();
            failedInStep += t.failed();
            currentExecutions += t.completed() + t.failed();
            currentTraffic = currentTraffic.plus(t.traffic());
        }
        busiestIntervalCompleted = Math.max(busiestIntervalCompleted, completedInInterval);
        coveredNanos += Math.max(0, lengthNanos);
        if (coveredNanos < nominalLength(done.size()).toNanos()) return false;
        done.add(closeIteration());
        return isDone();
    }

    /** Whether every iteration of the step ran to its end. */
    boolean isDone() {
        return done.size() == plan.warmupIterations() + plan.measurementIterations();
    }

    /** How many of the step's iterations ran to their end. */
    int finished() {
        return done.size();
    }

    /** The iterations that ran to their end, warm-up first. */
    List<IterationResult> iterations() {
        return List.copyOf(done);
    }

    /**
     * The traffic of the measured iterations that ran to their end, all types together (statements left out: their
     * transaction holds theirs); null when they ran no transaction. Zero bytes when the run's connections are not
     * counted: the caller knows whether they are.
     */
    StepTraffic measuredTraffic() {
        StepTraffic sum = new StepTraffic(0, TrafficTotals.ZERO, 0);
        for (int k = plan.warmupIterations(); k < doneTraffic.size(); k++) sum = sum.plus(doneTraffic.get(k));
        return sum.executions() == 0 ? null : sum;
    }

    /** Completed transactions of every interval added, finished iterations or not. */
    long completed() {
        return completedInStep;
    }

    /** The most transactions one interval of the step completed (the engine's intervals are one second). */
    long busiestIntervalCompleted() {
        return busiestIntervalCompleted;
    }

    /** Failed transactions of every interval added, finished iterations or not. */
    long failed() {
        return failedInStep;
    }

    private Duration nominalLength(int iteration) {
        return iteration < plan.warmupIterations() ? plan.warmupLength() : plan.iterationLength();
    }

    private IterationResult closeIteration() {
        int k = done.size();
        boolean warmup = k < plan.warmupIterations();
        List<TransactionResult> transactions = new ArrayList<>(current.size());
        current.forEach((id, cell) -> transactions.add(cell.result(id)));
        IterationResult result = new IterationResult(
                warmup ? Phase.WARMUP : Phase.MEASUREMENT,
                0,
                warmup ? k : k - plan.warmupIterations(),
                Duration.ofNanos(coveredNanos),
                transactions);
        current.clear();
        doneTraffic.add(new StepTraffic(currentExecutions, currentTraffic, coveredNanos));
        currentExecutions = 0;
        currentTraffic = TrafficTotals.ZERO;
        coveredNanos = 0;
        return result;
    }

    /** One transaction type within the iteration being filled. */
    private static final class Cell {
        private final String shortName;
        // auto-resizing, as the intervals' copies are: it holds whatever range they were recorded with
        private final Histogram latencyNanos = new Histogram(3);
        private long failed;

        Cell(String shortName) {
            this.shortName = shortName;
        }

        void add(ProgressSnapshot.TransactionProgress t) {
            if (t.latencyNanos() == null)
                throw new IllegalStateException(
                        "the interval of " + t.id() + " has no histogram: the listener must " + "want histograms");
            latencyNanos.add(t.latencyNanos());
            failed += t.failed();
        }

        TransactionResult result(String id) {
            return new TransactionResult(id, shortName, null, latencyNanos.getTotalCount(), failed, 0, latencyNanos);
        }
    }
}
