package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The decision logic of a capacity search, free of the engine: given the steps measured so far it says
 * whether to go on and to which load, and at the end it sums the search up. It holds no state, so a
 * caller may ask again with the same steps and get the same answer.
 *
 * <p>The loop a caller runs: measure {@link #firstLoad()}, turn its iterations into {@link StepFigures},
 * call {@link #decide} with all steps so far, and measure {@link StepDecision#next()} until {@link
 * StepDecision#stop()}; then {@link #summarize} the steps.
 *
 * <p>The stop rules, checked after every step, any of which stops the search:
 * <ol>
 *   <li>stalled: the step had at least one measured iteration but completed no transaction, whether
 *       nothing ended or everything failed; an SLO on response times has no data then and would not
 *       stop the search by itself;</li>
 *   <li>an SLO broke at this step ({@link SloEvaluation#anyBroken()});</li>
 *   <li>saturation: for an open-loop step, its achieved rate fell significantly below the rate it offered
 *       ({@link OfferedRate}: the database no longer keeps up; TPS that follows the offered rate is no saturation,
 *       however little the rates rise); for a closed-loop step, this step's TPS was not significantly above the previous step's, and neither was
 *       the previous step's above its own predecessor's — two flat steps in a row, by the one-sided Welch
 *       test of {@link TpsGrowth} at {@link #SATURATION_CONFIDENCE}; a step that cannot be tested
 *       (fewer than two measured iterations) or whose rise is {@link GrowthStatus#INCONCLUSIVE} (above
 *       {@link TpsGrowth#INCONCLUSIVE_GAIN} but not significant) never counts as flat;</li>
 *   <li>{@code --max-users}: the list went on beyond it;</li>
 *   <li>the list's end.</li>
 * </ol>
 *
 * <p>The growth rules (saturation, the knee) need at least {@link TpsGrowth#MEANINGFUL_ITERATIONS}
 * measured iterations per step to mean something; {@link #iterationsWarning} says so for the CLI to
 * print before the search starts.
 */
public final class CapacitySearch {
    /** Confidence of the growth test behind saturation and the knee: 99 %, as the issue asks. */
    public static final double SATURATION_CONFIDENCE = 0.99;

    /** Flat steps in a row that mean saturation: one flat step may be noise, two rarely are. */
    public static final int FLAT_STEPS_TO_STOP = 2;

    private final LoadSteps plan;
    private final List<Slo> slos;

    public CapacitySearch(LoadSteps plan, List<Slo> slos) {
        this.plan = Objects.requireNonNull(plan, "plan");
        this.slos = List.copyOf(slos);
    }

    /** The load plan searched. */
    public LoadSteps plan() {
        return plan;
    }

    /** The SLOs every step is held to, in the order given. */
    public List<Slo> slos() {
        return slos;
    }

    /**
     * The warning to print before a search whose steps each have {@code measuredIterationsPerStep}
     * measured iterations, when that is too few for the growth rules; empty when enough.
     */
    public static Optional<String> iterationsWarning(int measuredIterationsPerStep) {
        return iterationsWarning(measuredIterationsPerStep, LoadKind.USERS);
    }

    /**
     * As {@link #iterationsWarning(int)}, for steps of {@code kind}: rate steps stop on falling behind their rate, not
     * on TPS growth, and have no knee, so for them few iterations only mean a step's rate rests on few windows.
     */
    public static Optional<String> iterationsWarning(int measuredIterationsPerStep, LoadKind kind) {
        if (measuredIterationsPerStep >= TpsGrowth.MEANINGFUL_ITERATIONS) return Optional.empty();
        String advice = "; use at least " + TpsGrowth.MEANINGFUL_ITERATIONS + " measured iterations per step";
        if (kind == LoadKind.RATE) {
            return Optional.of("with " + Math.max(measuredIterationsPerStep, 0) + " measured iteration(s) per step"
                    + " each step's achieved rate rests on that many windows: a slot lost at a window's edge weighs"
                    + " more, and the latencies' spread is barely known" + advice);
        }
        if (measuredIterationsPerStep < 2) {
            return Optional.of("with " + Math.max(measuredIterationsPerStep, 0) + " measured iteration(s) per step TPS"
                    + " growth cannot be tested: saturation never stops the search and no knee is found" + advice);
        }
        return Optional.of("with " + measuredIterationsPerStep + " measured iterations per step the growth test has"
                + " 1 to 2 degrees of freedom: saturation and the knee see only huge, steady rises" + advice);
    }

    /**
     * The warning to print before a users search in {@code rounds} rounds ({@code --repeats}) whose final verdicts (each
     * step scored over its rounds) rest on too few rounds for the growth test; empty with one round (no rounds) or
     * enough of them. Round 1 still decides where the ladder ends on its iterations ({@link #iterationsWarning}).
     */
    public static Optional<String> roundsWarning(int rounds) {
        if (rounds < 2 || rounds >= TpsGrowth.MEANINGFUL_ITERATIONS) return Optional.empty();
        return Optional.of("with --repeats " + rounds + " each step's TPS is scored over " + rounds + " rounds: the"
                + " growth test has 1 to 2 degrees of freedom, so the verdicts over the rounds see only huge, steady rises;"
                + " use --repeats " + TpsGrowth.MEANINGFUL_ITERATIONS + " or more for them");
    }

    /** The load of the first step. */
    public LoadLevel firstLoad() {
        return plan.level(0);
    }

    /**
     * Decides after the last of {@code stepsSoFar}.
     *
     * @param stepsSoFar every step measured, in order; step i must have the plan's i-th load
     */
    public StepDecision decide(List<StepFigures> stepsSoFar) {
        if (stepsSoFar.isEmpty()) throw new IllegalArgumentException("no step measured yet: run firstLoad() first");
        if (stepsSoFar.size() > plan.size())
            throw new IllegalArgumentException(
                    stepsSoFar.size() + " steps measured but the plan has only " + plan.size());
        for (int i = 0; i < stepsSoFar.size(); i++) {
            if (!stepsSoFar.get(i).load().equals(plan.level(i))) {
                throw new IllegalArgumentException(
                        "step " + i + " ran " + stepsSoFar.get(i).load().label() + " but the plan says "
                                + plan.level(i).label());
            }
        }
        int k = stepsSoFar.size() - 1;
        StepFigures step = stepsSoFar.get(k);
        SloEvaluation evaluation = SloEvaluation.of(slos, step);
        TpsGrowth growth = growth(stepsSoFar, k);
        List<StopCause> causes = new ArrayList<>();
        if (stalled(step)) {
            int iterations = step.transactionsPerSecond().n();
            causes.add(new StopCause(
                    StopReason.STALLED,
                    "stalled: no transaction completed in " + iterations + " measured iteration"
                            + (iterations == 1 ? "" : "s") + ", "
                            + (step.all().failed() == 0
                                    ? "none failed either"
                                    : step.all().failed() + " failed")));
        }
        if (evaluation.anyBroken()) {
            causes.add(new StopCause(StopReason.SLO_BREACHED, evaluation.brokenSentence()));
        }
        Optional<OfferedRate> rate = OfferedRate.of(step);
        if (rate.isPresent() && rate.get().fellBehind()) {
            // open loop: the database no longer serves the rate offered, whatever the steps before did
            causes.add(new StopCause(
                    StopReason.SATURATED, "saturated: " + rate.get().sentence()));
        } else if (step.load().kind() == LoadKind.USERS && k >= FLAT_STEPS_TO_STOP && flatRun(stepsSoFar, k)) {
            causes.add(new StopCause(
                    StopReason.SATURATED,
                    "saturated: TPS not significantly above the previous step's two steps in a row at "
                            + StatsFormat.percentLabel(SATURATION_CONFIDENCE) + " (" + growth.sentence() + ")"));
        }
        if (k == plan.size() - 1) {
            causes.add(
                    plan.cutByMaxUsers()
                            ? new StopCause(
                                    StopReason.MAX_USERS, "the next step would exceed --max-users " + plan.maxUsers())
                            : new StopCause(
                                    StopReason.LIST_END,
                                    "the last step of " + plan.kind().option() + " is done"));
        }
        return new StepDecision(
                k, step.load(), evaluation, growth, causes, causes.isEmpty() ? plan.level(k + 1) : null);
    }

    /**
     * Sums up a finished (or interrupted) search: the decisions step by step, the maximum sustainable
     * throughput, the step that broke the SLOs, the knee and a Little's-law check per step.
     *
     * @param steps every step measured, in order; none may follow a step the search stopped at
     */
    public CapacitySummary summarize(List<StepFigures> steps) {
        List<StepDecision> decisions = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            StepDecision d = decide(steps.subList(0, i + 1));
            if (d.stop() && i < steps.size() - 1) {
                throw new IllegalArgumentException(
                        "step " + (i + 1) + " (" + steps.get(i + 1).load().label()
                                + ") was measured after the search stopped: " + d.explanation());
            }
            decisions.add(d);
        }
        return CapacitySummary.of(steps, decisions);
    }

    /**
     * Sums up a search run in rounds ({@code --repeats}): {@code merged} are the ladder's steps, each over all its
     * rounds ({@link StepRounds#merged}); every verdict (SLOs, growth and saturation, the maximum, the knee, Little's
     * law) is taken again on them, while the ladder itself was fixed by round 1, which {@code ladderStop} says why
     * ended where it did. So a step's decision over the rounds may say stop before the ladder's last step (the rounds
     * together broke an SLO there, or saw no growth): that is the verdict, and no later step is thrown away for it.
     *
     * <p>When the rounds together do not confirm round 1's stop (its last step held the SLOs, grew or completed over
     * the rounds), the last decision still stops, for round 1's cause with a sentence saying it was not confirmed, and
     * the maximum is only a lower bound: the next step was never measured, so nothing is said of it.
     *
     * @param ladderStop why round 1 stopped, which ended the ladder; null when the run was interrupted first
     */
    public CapacitySummary summarizeRounds(List<StepFigures> merged, StopCause ladderStop) {
        List<StepDecision> decisions = new ArrayList<>();
        for (int i = 0; i < merged.size(); i++) decisions.add(decide(merged.subList(0, i + 1)));
        StepDecision last = decisions.isEmpty() ? null : decisions.get(decisions.size() - 1);
        if (ladderStop == null || last == null || last.stop()) return CapacitySummary.of(merged, decisions, ladderStop);
        String unconfirmed = "round 1's stop (" + ladderStop.sentence() + " at "
                + last.load().label() + ") was not confirmed over the rounds; the ladder ended at "
                + last.load().label();
        decisions.set(
                decisions.size() - 1,
                new StepDecision(
                        last.stepIndex(),
                        last.load(),
                        last.slos(),
                        last.growth(),
                        List.of(new StopCause(ladderStop.reason(), unconfirmed)),
                        null));
        return CapacitySummary.of(merged, decisions, ladderStop, unconfirmed);
    }

    /** Whether the step had measured time (at least one measured iteration) but completed nothing. */
    static boolean stalled(StepFigures step) {
        return step.transactionsPerSecond().n() > 0 && step.all().completed() == 0;
    }

    private static TpsGrowth growth(List<StepFigures> steps, int k) {
        if (k == 0) return TpsGrowth.first();
        return TpsGrowth.between(
                steps.get(k - 1).transactionsPerSecond(), steps.get(k).transactionsPerSecond(), SATURATION_CONFIDENCE);
    }

    /** Whether steps k, k−1, ... (FLAT_STEPS_TO_STOP of them) each were flat against their predecessor. */
    private static boolean flatRun(List<StepFigures> steps, int k) {
        for (int i = k; i > k - FLAT_STEPS_TO_STOP; i--) {
            if (growth(steps, i).status() != GrowthStatus.FLAT) return false;
        }
        return true;
    }
}
