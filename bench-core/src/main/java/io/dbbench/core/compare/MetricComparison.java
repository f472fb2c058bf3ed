package io.dbbench.core.compare;

import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.StudentT;
import java.util.Objects;

/**
 * One metric of two runs side by side.
 *
 * @param kind             what is measured
 * @param transactionId    the transaction type for latency kinds; null for TPS
 * @param transactionLabel its short name (or id) for tables; null for TPS
 * @param base             the base run's score over its measured iterations
 * @param candidate        the new run's score
 * @param changePercent    (new − base) / base × 100 of the means; NaN when it cannot be stated
 * @param pValue           Welch's two-sided p-value; NaN when not comparable
 * @param verdict          at the comparison's confidence
 * @param reason           why it is {@link Verdict#NOT_COMPARABLE}; null otherwise
 */
public record MetricComparison(
        MetricKind kind,
        String transactionId,
        String transactionLabel,
        Score base,
        Score candidate,
        double changePercent,
        double pValue,
        Verdict verdict,
        String reason) {
    public MetricComparison {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** How much slower the new run is, in percent: positive when worse, whichever way "worse" points. */
    public double slowdownPercent() {
        return kind.higherIsFaster() ? -changePercent : changePercent;
    }

    /**
     * The confidence interval of the change, in percent of the base mean: Welch's interval of the difference
     * of the means, {@code (new − base) ± t(df) × √(s_base²/n_base + s_new²/n_new)}, over the base mean. What
     * "not significant" leaves open: with 3 iterations a -87% change can be within it.
     *
     * @return {low, high}, or null when it cannot be stated (fewer than 2 values a side, a base mean of 0)
     */
    public double[] changeInterval(double confidence) {
        if (base.n() < 2 || candidate.n() < 2 || base.mean() == 0) return null;
        double squaredErrorBase = base.variance() / base.n();
        double squaredErrorNew = candidate.variance() / candidate.n();
        double squaredError = squaredErrorBase + squaredErrorNew;
        double difference = candidate.mean() - base.mean();
        double halfWidth = 0;
        if (squaredError > 0) {
            double df = squaredError
                    * squaredError
                    / (squaredErrorBase * squaredErrorBase / (base.n() - 1)
                            + squaredErrorNew * squaredErrorNew / (candidate.n() - 1));
            halfWidth = StudentT.quantile(1 - (1 - confidence) / 2, df) * Math.sqrt(squaredError);
        }
        double scale = 100 / Math.abs(base.mean());
        return new double[] {(difference - halfWidth) * scale, (difference + halfWidth) * scale};
    }

    /**
     * "No difference" is a claim of equivalence: not merely "not significant", but the whole interval of
     * the change within ±{@code marginPercent}, so that any difference the data allow is smaller than that.
     */
    public boolean equivalentWithin(double confidence, double marginPercent) {
        if (verdict != Verdict.NO_DIFFERENCE) return false;
        double[] interval = changeInterval(confidence);
        return interval != null && interval[0] >= -marginPercent && interval[1] <= marginPercent;
    }

    /** "TPS" or e.g. "NCR p50". */
    public String name() {
        return kind == MetricKind.TPS ? "TPS" : transactionLabel + " " + kind.label();
    }
}
