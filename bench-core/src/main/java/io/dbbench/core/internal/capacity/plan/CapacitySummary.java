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
        return of(steps, decisions, last == null ? null : last.primaryCause());
    }

    /** As {@link #of(List, List)}, stopped for {@code stop} (a search in rounds: why round 1 ended the ladder). */
    static CapacitySummary of(List<StepFigures> steps, List<StepDecision> decisions, StopCause stop) {
        return of(steps, decisions, stop, null);
    }

    /**
     * As {@link #of(List, List, StopCause)}, with the maximum only a lower bound for {@code unconfirmedStop} when not
     * null: why the ladder's end is not a stop the rounds together confirmed.
     */
    static CapacitySummary of(
            List<StepFigures> steps, List<StepDecision> decisions, StopCause stop, String unconfirmedStop) {
        BreakingStep breaking = breaking(decisions);
        return new CapacitySummary(
                steps,
                decisions,
                stop,
                maximum(steps, decisions, breaking, stop, unconfirmedStop),
                breaking,
                Knee.of(steps),
                steps.stream().map(LittleLawCheck::of).toList());
    }

    /**
     * The same summary with {@code figures} in place of its steps' figures: the same steps with figures known only
     * after the run (the server's counters, whether traffic was counted), which no decision was taken on.
     */
    public CapacitySummary withSteps(List<StepFigures> figures) {
        if (figures.size() != steps.size())
            throw new IllegalArgumentException(
                    "expected the figures of " + steps.size() + " steps, got " + figures.size());
        for (int i = 0; i < figures.size(); i++) {
            if (!figures.get(i).load().equals(steps.get(i).load()))
                throw new IllegalArgumentException(
                        "step " + (i + 1) + " is at " + steps.get(i).load().label() + ", not "
                                + figures.get(i).load().label());
        }
        return new CapacitySummary(figures, decisions, stop, maximum, breaking, knee, littleLaw);
    }

    /** The steps whose Little's-law check is flagged, as indices. */
    public List<Integer> flaggedByLittleLaw() {
        return IntStream.range(0, littleLaw.size())
                .filter(i -> littleLaw.get(i).flagged())
                .boxed()
                .toList();
    }

    /**
     * Checks that the steps' counts (warm-up included) plus what the engine counted in no step add up to
     * the run's totals: {@code Σ steps + outside steps == run}, for completed and failed alike.
     *
     * <p>The run's totals hold transactions that no step's iterations hold, which the caller must
     * count and pass as {@code completedOutsideSteps} / {@code failedOutsideSteps}: those that ended
     * after the run's end (the engine's iterations ignore untimed intervals, its statistics count
     * them), and those of an iteration cut short by a stop (dropped from the results, kept in the
     * totals). Both counts must not be negative.
     *
     * <p>What it can prove: that the engine's bookkeeping splits its drained intervals between steps
     * without dropping or repeating one, which is what adding and retiring users within a run puts at
     * risk. What it cannot prove: that no transaction was lost before it reached the engine's
     * recorders, since both sides are sums of the same drained intervals; the database's committed
     * count delta over the run, compared with ours, is the real proof of "no transaction lost".
     *
     * <p>For the wiring: a {@code StatsCollectionStart}/{@code End} window leaves out of the run's
     * totals what the iterations keep, so the {@code capacity} command must force the statistics
     * window to the whole run, or this check fails on every windowed run.
     *
     * @param runCompleted          the run's completed total
     * @param runFailed             the run's failed total
     * @param completedOutsideSteps completed transactions the run counted in no step's iterations
     * @param failedOutsideSteps    failed transactions the run counted in no step's iterations
     * @throws StepCountMismatchException naming the sums and the difference when they do not add up
     */
    public void requireCountsAddUp(
            long runCompleted, long runFailed, long completedOutsideSteps, long failedOutsideSteps) {
        if (completedOutsideSteps < 0 || failedOutsideSteps < 0)
            throw new IllegalArgumentException("counts outside the steps must not be negative: " + completedOutsideSteps
                    + ", " + failedOutsideSteps);
        long completed = steps.stream().mapToLong(StepFigures::stepCompleted).sum();
        if (completed + completedOutsideSteps != runCompleted)
            throw new StepCountMismatchException("completed", completed, completedOutsideSteps, runCompleted);
        long failed = steps.stream().mapToLong(StepFigures::stepFailed).sum();
        if (failed + failedOutsideSteps != runFailed)
            throw new StepCountMismatchException("failed", failed, failedOutsideSteps, runFailed);
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
            List<StepFigures> steps,
            List<StepDecision> decisions,
            BreakingStep breaking,
            StopCause stop,
            String unconfirmedStop) {
        int end = breaking == null ? steps.size() : breaking.stepIndex();
        // the highest mean TPS; on a tie the lighter load, which reaches it with less
        StepDecision best = decisions.subList(0, end).stream()
                .filter(d -> d.slos().allHold())
                // a step without measured iterations has no TPS to be the maximum of (its mean is NaN)
                .filter(d -> steps.get(d.stepIndex()).transactionsPerSecond().n() > 0)
                // nor has a stalled one, whose 0 TPS would be "sustained" when every step held vacuously
                .filter(d -> !CapacitySearch.stalled(steps.get(d.stepIndex())))
                // nor an open-loop step that fell behind its rate: its backlog grows for as long as the rate is offered
                .filter(d -> !OfferedRate.of(steps.get(d.stepIndex()))
                        .map(OfferedRate::fellBehind)
                        .orElse(false))
                .max(Comparator.comparingDouble((StepDecision d) ->
                                steps.get(d.stepIndex()).transactionsPerSecond().mean())
                        .thenComparing(d -> -d.stepIndex()))
                .orElse(null);
        if (best == null) return null;
        StepFigures step = steps.get(best.stepIndex());
        String held = best.slos().outcomes().isEmpty() ? "no SLO given" : "every SLO held";
        String bound = unconfirmedStop != null ? unconfirmedStop : lowerBound(steps, stop, best.stepIndex());
        return new SustainableMaximum(
                best.stepIndex(),
                step.load(),
                step.transactionsPerSecond(),
                "maximum sustainable throughput " + (bound == null ? "" : "at least ")
                        + step.transactionsPerSecond().format(1, 1) + " TPS at "
                        + step.load().label() + ", " + held
                        + (bound == null ? "" : " (" + bound + ")"),
                bound);
    }

    /**
     * Why the best step's TPS is only a lower bound of the maximum, or null when it is the maximum the search found: the
     * search was interrupted before a stop rule fired, or it ran out of steps (list's end, --max-users) while TPS
     * still rose at the best step, its last.
     */
    private static String lowerBound(List<StepFigures> steps, StopCause stop, int best) {
        if (stop == null) return "search interrupted";
        StopReason reason = stop.reason();
        if (reason != StopReason.LIST_END && reason != StopReason.MAX_USERS) return null;
        if (best != steps.size() - 1 || best == 0) return null;
        if (!steps.get(best).transactionsPerSecond().hasError()
                || !steps.get(best - 1).transactionsPerSecond().hasError()) return null;
        TpsGrowth growth = Knee.growthOverHighest(steps, best);
        String end = reason == StopReason.LIST_END ? "the list ended" : "--max-users ended the search";
        if (growth.grew()) return end + " while TPS still rose significantly";
        if (growth.status() == GrowthStatus.INCONCLUSIVE)
            return end + " while TPS still rose more than " + Math.round(TpsGrowth.INCONCLUSIVE_GAIN * 100)
                    + " %, inconclusively";
        return null;
    }
}
