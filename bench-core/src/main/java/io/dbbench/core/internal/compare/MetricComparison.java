package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.check.Require;
import io.dbbench.core.internal.stats.StudentT;
import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.WelchTest;

/**
 * One metric of two runs side by side.
 *
 * @param kind             what is measured
 * @param transactionId    the transaction type for latency kinds; null for TPS
 * @param transactionLabel its short name (or id) for tables; null for TPS
 * @param base             the base run's score over its measured iterations
 * @param candidate        the new run's score
 * @param changePercent    (new − base) / base × 100 of the means (of the geometric means on the log
 *                         scale); NaN when it cannot be stated
 * @param pValue           Welch's two-sided p-value; NaN when not comparable
 * @param verdict          at the comparison's confidence
 * @param reason           why it is {@link Verdict#NOT_COMPARABLE}; null otherwise
 * @param logBase          when compared on the log scale ({@link #onLogScale}): the score of the base's
 *                         logarithms, which the test, the change and its interval are computed from; null
 *                         when compared on the values themselves
 * @param logCandidate     the same for the new run; null exactly when {@code logBase} is
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
        String reason,
        Score logBase,
        Score logCandidate) {
    public MetricComparison {
        Require.nonNull("kind", kind, "base", base, "candidate", candidate, "verdict", verdict);
        if ((logBase == null) != (logCandidate == null))
            throw new IllegalArgumentException("logBase and logCandidate must both be given or both be null");
    }

    /** Two scores that cannot be tested against each other, and why. */
    private static MetricComparison notComparable(
            MetricKind kind,
            String transactionId,
            String transactionLabel,
            Score base,
            Score candidate,
            String reason) {
        return new MetricComparison(
                kind,
                transactionId,
                transactionLabel,
                base,
                candidate,
                Double.NaN,
                Double.NaN,
                Verdict.NOT_COMPARABLE,
                reason,
                null,
                null);
    }

    /**
     * Compares positive per-iteration values on the log scale: Welch's test over their logarithms, the
     * change as the ratio of the geometric means. Right for ratios of rates, such as a workload's TPS
     * divided by a control's: their noise is multiplicative (a busy minute halves a value, a quiet one
     * doubles it), so one quiet iteration would otherwise inflate the spread far more than a busy one.
     * The scores shown ({@code base}, {@code candidate}) stay those of the values.
     *
     * @param confidence e.g. 0.99: the verdict's
     */
    public static MetricComparison onLogScale(
            MetricKind kind,
            String transactionId,
            String transactionLabel,
            double[] base,
            double[] candidate,
            double confidence) {
        Score baseScore = Score.of(base, confidence);
        Score candidateScore = Score.of(candidate, confidence);
        String reason = null;
        if (base.length < Comparison.MIN_ITERATIONS || candidate.length < Comparison.MIN_ITERATIONS) {
            reason = "needs at least " + Comparison.MIN_ITERATIONS + " values per run, base has " + base.length
                    + ", new has " + candidate.length;
        } else if (!(baseScore.min() > 0 && candidateScore.min() > 0)) {
            reason = "an iteration has no positive value: no logarithm to test";
        }
        if (reason != null) {
            return notComparable(kind, transactionId, transactionLabel, baseScore, candidateScore, reason);
        }
        Score logBase = Score.of(logs(base), confidence);
        Score logCandidate = Score.of(logs(candidate), confidence);
        double change = (Math.exp(logCandidate.mean() - logBase.mean()) - 1) * 100;
        WelchTest test = WelchTest.of(logCandidate, logBase);
        Verdict verdict = !test.significantAt(confidence)
                ? Verdict.NO_DIFFERENCE
                : (logCandidate.mean() > logBase.mean()) == kind.higherIsFaster() ? Verdict.FASTER : Verdict.SLOWER;
        return new MetricComparison(
                kind,
                transactionId,
                transactionLabel,
                baseScore,
                candidateScore,
                change,
                test.pValue(),
                verdict,
                null,
                logBase,
                logCandidate);
    }

    private static double[] logs(double[] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) out[i] = Math.log(values[i]);
        return out;
    }

    /** Whether the test, the change and its interval were computed on the log scale ({@link #onLogScale}). */
    public boolean onLogScale() {
        return logBase != null;
    }

    /** How much slower the new run is, in percent: positive when worse, whichever way "worse" points. */
    public double slowdownPercent() {
        return kind.higherIsFaster() ? -changePercent : changePercent;
    }

    /**
     * The confidence interval of the change, in percent: what "not significant" leaves open (with 3
     * iterations a -50% change can be within it). Every metric compared is a positive quantity (a rate, a
     * latency), so the interval is one of the ratio new/base and stays above -100%: on the log scale, either
     * Welch's interval of the mean logarithms ({@link #onLogScale}) or, on the values themselves, the delta
     * method's interval of {@code ln(mean_new / mean_base)}, whose variance is
     * {@code s_new²/(n_new·mean_new²) + s_base²/(n_base·mean_base²)}, with Welch–Satterthwaite's degrees of
     * freedom. A difference of means over the base mean, as before, read "-159.6% .. +386.8%" for a noisy
     * latency: a latency cannot fall by more than all of it.
     *
     * @return {low, high}, or null when it cannot be stated (fewer than 2 values a side, a mean that is not
     *     positive)
     */
    public double[] changeInterval(double confidence) {
        if (logBase != null) {
            // the interval of the difference of the mean logarithms, as a ratio of geometric means
            double[] logs = logRatioInterval(
                    logCandidate.mean() - logBase.mean(),
                    logBase.variance() / Math.max(1, logBase.n()),
                    logBase.n(),
                    logCandidate.variance() / Math.max(1, logCandidate.n()),
                    logCandidate.n(),
                    confidence);
            return percent(logs);
        }
        if (!(base.mean() > 0 && candidate.mean() > 0)) return null;
        double[] logs = logRatioInterval(
                Math.log(candidate.mean() / base.mean()),
                base.variance() / (base.n() * base.mean() * base.mean()),
                base.n(),
                candidate.variance() / (candidate.n() * candidate.mean() * candidate.mean()),
                candidate.n(),
                confidence);
        return percent(logs);
    }

    private static double[] percent(double[] logs) {
        return logs == null ? null : new double[] {(Math.exp(logs[0]) - 1) * 100, (Math.exp(logs[1]) - 1) * 100};
    }

    /**
     * Welch's interval of a difference of two means on the log scale, {@code difference ± t(df) × √(e_base² +
     * e_new²)}, from each side's squared standard error; null with fewer than 2 values a side.
     */
    private static double[] logRatioInterval(
            double difference,
            double squaredErrorBase,
            int nBase,
            double squaredErrorNew,
            int nNew,
            double confidence) {
        if (nBase < 2 || nNew < 2) return null;
        double squaredError = squaredErrorBase + squaredErrorNew;
        double halfWidth = 0;
        if (squaredError > 0) {
            double df = squaredError
                    * squaredError
                    / (squaredErrorBase * squaredErrorBase / (nBase - 1)
                            + squaredErrorNew * squaredErrorNew / (nNew - 1));
            halfWidth = StudentT.quantile(1 - (1 - confidence) / 2, df) * Math.sqrt(squaredError);
        }
        return new double[] {difference - halfWidth, difference + halfWidth};
    }

    /**
     * A metric shown without a test because a run has a single value of it (a run without measured
     * iterations is one reading): its change is the ratio of two single readings, shown but untested.
     */
    public boolean singleReading() {
        return verdict == Verdict.NOT_COMPARABLE
                && base.n() > 0
                && candidate.n() > 0
                && (base.n() < Comparison.MIN_ITERATIONS || candidate.n() < Comparison.MIN_ITERATIONS)
                && Double.isFinite(changePercent);
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
