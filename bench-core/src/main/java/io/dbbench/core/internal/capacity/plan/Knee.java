package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import java.util.List;
import java.util.Objects;

/**
 * Where throughput stops growing significantly: the last step whose TPS is significantly above the
 * current high, the earlier step with the highest mean TPS (a significant new high, by {@link TpsGrowth}
 * at {@link CapacitySearch#SATURATION_CONFIDENCE}), provided a later step was measured and none of the
 * later ones is a significant new high. The first step is a new high by definition.
 *
 * <p>Comparing with the highest earlier step, not only the previous one, keeps a recovery after a dip
 * from passing for growth (100, 200, 150, 210 TPS has its knee at the second step, not the fourth).
 * Comparing with that one step rather than with every earlier step keeps one noisy early step from
 * pinning the knee: its wide spread would make every later step "not significantly above" it, however
 * far TPS rose. The highest mean rather than the last significant new high is the reference because a
 * noisy step that was no significant high can still be the one to beat: with the last significant high
 * as reference that noisy first step would stay the reference for good. What remains: a noisy step that
 * also has the highest mean so far must still be beaten significantly, which is fair, since it is the
 * best throughput seen; and a slow creep (100, 104, 108 ...) of steps each within noise of the highest
 * before it puts the knee early, as the saturation rule would stop there too.
 *
 * <p>No knee is stated when TPS still rose significantly at the last step, when a step after the last significant
 * high rose more than {@link TpsGrowth#INCONCLUSIVE_GAIN} above the highest before it without the test confirming it
 * (inconclusive: the saturation rule does not count such a step as flat either), when only one step was
 * measured, or when a step has fewer than two measured iterations (nothing to test with). Trailing steps
 * without any measured iteration (a search interrupted in a step's warm-up) are left out first.
 *
 * @param stepIndex 0-based index of the knee step; -1 when there is none
 * @param load      its users or rate; null when there is none
 * @param sentence  for the report: where and why, or why there is none
 */
public record Knee(int stepIndex, LoadLevel load, String sentence) {
    public Knee {
        Objects.requireNonNull(sentence, "sentence");
        if ((stepIndex < 0) != (load == null))
            throw new IllegalArgumentException("a knee has both a step and a load, or neither");
    }

    /** Whether a knee was found. */
    public boolean found() {
        return stepIndex >= 0;
    }

    /** The knee of {@code steps}, in load order, trailing steps without measured iterations left out. */
    public static Knee of(List<StepFigures> steps) {
        // a last step interrupted before its first measured iteration has no TPS: the knee is of the others
        int measured = steps.size();
        while (measured > 0 && steps.get(measured - 1).transactionsPerSecond().n() == 0) measured--;
        return ofMeasured(steps.subList(0, measured));
    }

    private static Knee ofMeasured(List<StepFigures> steps) {
        if (steps.size() < 2) return none("one step only: no knee to find");
        for (StepFigures s : steps) {
            if (!s.transactionsPerSecond().hasError()) {
                return none("no knee: " + s.load().label() + " has "
                        + s.transactionsPerSecond().n()
                        + " measured iteration(s), the growth test needs at least 2 per step");
            }
        }
        int lastHigh = 0;
        for (int i = 1; i < steps.size(); i++) {
            if (growthOverHighest(steps, i).grew()) lastHigh = i;
        }
        StepFigures high = steps.get(lastHigh);
        String tps = high.transactionsPerSecond().format(1, 1) + " TPS";
        if (lastHigh == steps.size() - 1) {
            return none("no knee: TPS still rose significantly at the last step, "
                    + high.load().label() + " (" + tps + ")");
        }
        // a rise above 5 % the test cannot confirm is no flat step to the saturation rule: nor is it to the knee
        for (int i = lastHigh + 1; i < steps.size(); i++) {
            TpsGrowth growth = growthOverHighest(steps, i);
            if (growth.status() == GrowthStatus.INCONCLUSIVE) {
                return none("no knee: at " + steps.get(i).load().label() + " TPS rose more than "
                        + Math.round(TpsGrowth.INCONCLUSIVE_GAIN * 100) + " % above the highest step before it, which"
                        + " the test cannot confirm: " + growth.sentence());
            }
        }
        return new Knee(
                lastHigh,
                high.load(),
                "knee at " + high.load().label() + " (" + tps + "): no later step's TPS is significantly above the"
                        + " highest before it at " + StatsFormat.percentLabel(CapacitySearch.SATURATION_CONFIDENCE));
    }

    /** How step i's TPS compares with that of the earlier step with the highest mean. */
    static TpsGrowth growthOverHighest(List<StepFigures> steps, int i) {
        int high = 0;
        for (int j = 1; j < i; j++) {
            // on a tie the earlier step stays the high: it reached that TPS with less load
            if (steps.get(j).transactionsPerSecond().mean()
                    > steps.get(high).transactionsPerSecond().mean()) high = j;
        }
        return TpsGrowth.between(
                steps.get(high).transactionsPerSecond(),
                steps.get(i).transactionsPerSecond(),
                CapacitySearch.SATURATION_CONFIDENCE);
    }

    private static Knee none(String why) {
        return new Knee(-1, null, why);
    }
}
