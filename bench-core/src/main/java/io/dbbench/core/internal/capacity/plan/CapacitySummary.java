package io.dbbench.core.internal.capacity.plan;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * The result of a capacity search's decision logic: every step with its decision, why the search
 * stopped, the maximum sustainable throughput, the step that broke the SLOs, the knee, and Little's law
 * per step. Made by {@link CapacitySearch#summarize}; the report prints it and results.json stores it.
 *
 * @param steps       the steps measured, in order
 * @param decisions   one per step, in order
 * @param stop        why the search stopped (the last decision's first cause); null when it ended
 *                    before a stop rule fired (interrupted)
 * @param maximum     the maximum sustainable throughput; null when no step held every SLO
 * @param breaking    the first step that broke an SLO; null when none did
 * @param knee        where TPS stopped growing significantly, or why none is stated
 * @param littleLaw   one check per step, in order
 */
public record CapacitySummary(
        List<StepFigures> steps,
        List<StepDecision> decisions,
        StopCause stop,
        SustainableMaximum maximum,
        BreakingStep breaking,
        Knee knee,
        List<LittleLawCheck> littleLaw) {
    public CapacitySummary {
        steps = List.copyOf(steps);
        decisions = List.copyOf(decisions);
        Objects.requireNonNull(knee, "knee");
        littleLaw = List.copyOf(littleLaw);
        if (decisions.size() != steps.size() || littleLaw.size() != steps.size())
            throw new IllegalArgumentException("one decision and one Little's-law check per step");
    }

    static CapacitySummary of(List<StepFigures> steps, List<StepDecision> decisions) {
        StepDecision last = decisions.isEmpty() ? null : decisions.get(decisions.size() - 1);
        BreakingStep breaking = breaking(decisions);
        return new CapacitySummary(
                steps,
                decisions,
                last == null ? null : last.primaryCause(),
                maximum(steps, decisions, breaking),
                breaking,
                Knee.of(steps),
                steps.stream().map(LittleLawCheck::of).toList());
    }

    /** The steps whose Little's-law check is flagged, as indices. */
    public List<Integer> flaggedByLittleLaw() {
        return IntStream.range(0, littleLaw.size())
                .filter(i -> littleLaw.get(i).flagged())
                .boxed()
                .toList();
    }

    /**
     * Checks that the steps' counts (warm-up included) add up to the run's totals: with users added and
     * retired within one run, no transaction may be lost or counted twice.
     *
     * @throws StepCountMismatchException naming the sums and the difference when they do not
     */
    public void requireCountsAddUp(long runCompleted, long runFailed) {
        long completed = steps.stream().mapToLong(StepFigures::stepCompleted).sum();
        if (completed != runCompleted) throw new StepCountMismatchException("completed", completed, runCompleted);
        long failed = steps.stream().mapToLong(StepFigures::stepFailed).sum();
        if (failed != runFailed) throw new StepCountMismatchException("failed", failed, runFailed);
    }

    private static BreakingStep breaking(List<StepDecision> decisions) {
        for (StepDecision d : decisions) {
            if (d.slos().anyBroken()) {
                return new BreakingStep(
                        d.stepIndex(),
                        d.load(),
                        d.slos().broken(),
                        d.load().label() + " broke the SLOs: " + d.slos().brokenSentence());
            }
        }
        return null;
    }

    private static SustainableMaximum maximum(
            List<StepFigures> steps, List<StepDecision> decisions, BreakingStep breaking) {
        int end = breaking == null ? steps.size() : breaking.stepIndex();
        // the highest mean TPS; on a tie the lighter load, which reaches it with less
        StepDecision best = decisions.subList(0, end).stream()
                .filter(d -> d.slos().allHold())
                // a step without measured iterations has no TPS to be the maximum of (its mean is NaN)
                .filter(d -> steps.get(d.stepIndex()).transactionsPerSecond().n() > 0)
                .max(Comparator.comparingDouble((StepDecision d) ->
                                steps.get(d.stepIndex()).transactionsPerSecond().mean())
                        .thenComparing(d -> -d.stepIndex()))
                .orElse(null);
        if (best == null) return null;
        StepFigures step = steps.get(best.stepIndex());
        String held = best.slos().outcomes().isEmpty() ? "no SLO given" : "every SLO held";
        return new SustainableMaximum(
                best.stepIndex(),
                step.load(),
                step.transactionsPerSecond(),
                "maximum sustainable throughput " + step.transactionsPerSecond().format(1, 1) + " TPS at "
                        + step.load().label() + ", " + held);
    }
}
