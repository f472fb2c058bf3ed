package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.Score;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Turns the engine's iterations of one capacity step (its warm-up and measured {@link IterationResult}s)
 * into the {@link StepFigures} the search decides on.
 *
 * <p>TPS is scored over the measured iterations as {@link IterationScores} scores a run. Response times
 * come from each type's histograms merged over the measured iterations; "all" merges every type's.
 * Counts for the SLOs are the measured iterations'; the step's counts for the sum check take warm-up
 * too, since the run's total counts every transaction. They are the iterations' counts only: what ended
 * after the run's end, or in an iteration a stop cut short (the engine drops it from the results), is in
 * the run's totals but in no iteration, and the caller passes it to {@link
 * CapacitySummary#requireCountsAddUp} separately. A statement runner's per-statement entries are
 * left out everywhere: their executions are already inside their transaction's figures.
 */
public final class StepFiguresFromIterations {
    private StepFiguresFromIterations() {}

    /**
     * @param load             the step's users or rate
     * @param stepIterations   every iteration of the step, warm-up and measured, in run order
     * @param confidence       of the TPS score's interval, e.g. 0.99
     * @param meanThinkNanosPerTransaction the users' measured sleep per transaction ended, inside and
     *                         between transactions, that the response times leave out (see {@link
     *                         StepFigures#meanThinkNanosPerTransaction()}); NaN when unknown
     * @param clientCpuPercent client CPU busy over the step; NaN when not measured
     */
    public static StepFigures of(
            LoadLevel load,
            List<IterationResult> stepIterations,
            double confidence,
            double meanThinkNanosPerTransaction,
            double clientCpuPercent) {
        List<IterationResult> measured = stepIterations.stream()
                .filter(i -> i.phase() == Phase.MEASUREMENT)
                .toList();
        Score tps = IterationScores.of(measured, confidence).transactionsPerSecond();
        List<Double> tpsValues =
                measured.stream().map(IterationResult::transactionsPerSecond).toList();
        Map<String, Merged> byId = new LinkedHashMap<>();
        Merged all = new Merged(TransactionFigures.ALL, null);
        for (IterationResult iteration : measured) {
            for (TransactionResult tx : TransactionResult.transactionsOnly(iteration.transactions())) {
                byId.computeIfAbsent(tx.id(), id -> new Merged(id, tx.shortName()))
                        .add(tx);
                all.add(tx);
            }
        }
        long stepCompleted =
                stepIterations.stream().mapToLong(IterationResult::completed).sum();
        long stepFailed =
                stepIterations.stream().mapToLong(IterationResult::failed).sum();
        return new StepFigures(
                load,
                tps,
                all.figures(),
                byId.values().stream().map(Merged::figures).toList(),
                stepCompleted,
                stepFailed,
                meanThinkNanosPerTransaction,
                clientCpuPercent,
                tpsValues);
    }

    /** One type's counts and merged response times, gathered over iterations. */
    private static final class Merged {
        private final String id;
        private final String shortName;
        private Histogram latencyNanos;
        private long completed;
        private long failed;

        Merged(String id, String shortName) {
            this.id = id;
            this.shortName = shortName;
        }

        void add(TransactionResult tx) {
            completed += tx.completed();
            failed += tx.failed();
            if (latencyNanos == null) {
                // auto-resizing: types may be recorded with different ranges, and the sum must hold them all
                latencyNanos = new Histogram(tx.latencyNanos().getNumberOfSignificantValueDigits());
            }
            latencyNanos.add(tx.latencyNanos());
        }

        TransactionFigures figures() {
            if (latencyNanos == null || latencyNanos.getTotalCount() == 0) {
                double none = Double.NaN;
                return new TransactionFigures(id, shortName, completed, failed, none, none, none, none, none, none);
            }
            return new TransactionFigures(
                    id,
                    shortName,
                    completed,
                    failed,
                    latencyNanos.getMean(),
                    latencyNanos.getValueAtPercentile(50),
                    latencyNanos.getValueAtPercentile(90),
                    latencyNanos.getValueAtPercentile(95),
                    latencyNanos.getValueAtPercentile(99),
                    latencyNanos.getValueAtPercentile(99.9));
        }
    }
}
