package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.stats.Score;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether an open-loop step kept up with the rate it offered: the transactions that ended per second (completed and
 * failed: each is an arrival served) against the rate of intended starts.
 *
 * <p>A schedule the database keeps up with ends as many transactions in an iteration as the iteration has slots,
 * within the few in flight at its edges, and the edges of consecutive iterations cancel in their mean: the achieved
 * rate equals the offered one to well under {@link #SHORTFALL} (5 %), iteration after iteration, with next to no
 * spread. A database that cannot keep up ends fewer, and the slots it could not serve pile up as schedule lag: the
 * backlog of a fixed schedule grows by exactly (offered − achieved) per second, so the achieved rate says what the
 * lag's growth says, over the same measured iterations. The step <b>fell behind</b> when its mean achieved rate is
 * more than {@link #toleranceFor its tolerance} below the offered one: {@link #SHORTFALL} (5 %), or, when an
 * iteration holds few slots, what the edges can explain. An iteration of {@code N} slots (rate × measured window)
 * that keeps up ends {@code N} or {@code N − 1} of them inside its window: a slot that falls on its start or end may
 * be counted in the neighbouring interval, and one in flight at its end ends in the next. One slot at each edge is
 * {@code 2 / N} of the rate, more than 5 % when {@code N < 40}: with {@code --rates 2,4,8} and two-second
 * iterations (4 slots) one slot lost at an edge is 25 %, and a healthy step would read as saturated. So the
 * shortfall counts only beyond {@code max(5 %, 2 / N)}; the CLI warns before a run whose steps hold fewer than
 * {@link #FEW_SLOTS} slots per iteration, where that tolerance is wider than 5 %. Its confidence interval is not asked to agree: the spread of a
 * step that falls behind is the database's (bursts of a backlog served flat out), not noise around the offered rate,
 * and three iterations of such a step give an interval wide enough to hide any shortfall (measured: 18 000 ± 20 000
 * of 32 000/s). Too few users to serve the schedule look the same from here: each session runs one transaction at a
 * time, so the users cap the rate at users ÷ response time; Little's law's transactions in flight, against the run's
 * users, tells the two apart.
 *
 * @param offeredPerSecond  the step's rate
 * @param achievedPerSecond transactions ended per second, mean over the measured iterations
 * @param fellBehind        whether it is more than its tolerance below the offered rate
 * @param sentence          for the report
 */
public record OfferedRate(double offeredPerSecond, double achievedPerSecond, boolean fellBehind, String sentence) {
    /** How far below the offered rate the achieved one must be to count as falling behind, at least. */
    public static final double SHORTFALL = 0.05;
    /** The slots the edges of a measured window can take from it: one at each. */
    public static final double EDGE_SLOTS = 2;
    /** Slots per measured iteration below which the edges' {@code 2 / N} exceeds {@link #SHORTFALL}. */
    public static final double FEW_SLOTS = EDGE_SLOTS / SHORTFALL;

    /**
     * The shortfall that counts as falling behind for iterations of {@code slotsPerIteration} slots (offered rate ×
     * measured window): {@code max(5 %, 2 / N)}; 5 % when unknown (NaN or not positive).
     */
    public static double toleranceFor(double slotsPerIteration) {
        if (!(slotsPerIteration > 0)) return SHORTFALL;
        return Math.max(SHORTFALL, EDGE_SLOTS / slotsPerIteration);
    }

    public OfferedRate {
        Objects.requireNonNull(sentence, "sentence");
    }

    /** The step's achieved against its offered rate; empty for a users step or one without a measured iteration. */
    public static Optional<OfferedRate> of(StepFigures step) {
        Score tps = step.transactionsPerSecond();
        if (step.load().kind() != LoadKind.RATE || tps.n() == 0) return Optional.empty();
        TransactionFigures all = step.all();
        // failures are arrivals served too: scale the completed rate by the ended over the completed counts (a step
        // that completed nothing achieved nothing the scores can tell: it is stalled, a stop of its own)
        double endedPerCompleted =
                all.completed() == 0 ? 1 : (double) (all.completed() + all.failed()) / all.completed();
        double achieved = tps.mean() * endedPerCompleted;
        double offered = step.load().value();
        // the measured window, from the counts: completed per iteration over completed per second (unknown when
        // nothing completed: such a step is behind whatever the tolerance)
        double windowSeconds = tps.mean() > 0 ? (double) all.completed() / tps.n() / tps.mean() : Double.NaN;
        double tolerance = toleranceFor(offered * windowSeconds);
        boolean behind = !(achieved >= offered * (1 - tolerance));
        String shortfall = StatsFormat.number(Math.max(0, 100 * (1 - achieved / offered)), 1) + "%";
        String sentence = "achieved " + StatsFormat.number(achieved, 1) + "/s of the offered "
                + step.load().label()
                + (behind
                        ? ", " + shortfall + " below it, more than " + StatsFormat.percentLabel(tolerance)
                                + ": the database no longer keeps up with the rate (or the users serving the schedule"
                                + " are too few: see Little's law)"
                        : ": kept up");
        return Optional.of(new OfferedRate(offered, achieved, behind, sentence));
    }
}
