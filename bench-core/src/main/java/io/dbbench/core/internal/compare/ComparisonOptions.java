package io.dbbench.core.internal.compare;

import java.util.EnumSet;
import java.util.Set;

/**
 * How to compare two runs and when the comparison is a regression.
 *
 * <p>Only TPS and p50 are gated by default: with the handful of iterations a run usually has, a
 * per-iteration p99 rests on 1 % of each iteration's transactions and jumps from one iteration to the
 * next, so a gate on it fails builds on noise as often as on real regressions. Gate p90/p99 on purpose,
 * with more iterations, when tail latency is the point.
 *
 * @param confidence          the confidence of Welch's test and of the score intervals shown, in (0, 1)
 * @param failIfSlowerPercent a gated metric significantly slower by more than this many percent is a
 *                            regression; NaN for no gate; else 0..100
 * @param gatedMetrics        the metric kinds the gate looks at (for latency kinds: of every transaction)
 */
public record ComparisonOptions(double confidence, double failIfSlowerPercent, Set<MetricKind> gatedMetrics) {
    public static final double DEFAULT_CONFIDENCE = 0.99;
    public static final Set<MetricKind> DEFAULT_GATED_METRICS = Set.of(MetricKind.TPS, MetricKind.P50);

    public ComparisonOptions {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
        if (!Double.isNaN(failIfSlowerPercent) && !(failIfSlowerPercent >= 0 && failIfSlowerPercent <= 100)) {
            throw new IllegalArgumentException("fail-if-slower must be 0..100 %, was " + failIfSlowerPercent);
        }
        gatedMetrics = gatedMetrics.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(gatedMetrics));
    }

    /** 99 % confidence, no gate, the default gated metrics. */
    public static ComparisonOptions defaults() {
        return new ComparisonOptions(DEFAULT_CONFIDENCE, Double.NaN, DEFAULT_GATED_METRICS);
    }

    public ComparisonOptions withFailIfSlowerPercent(double percent) {
        return new ComparisonOptions(confidence, percent, gatedMetrics);
    }

    /** Without a gate, the margin within which a change's interval must lie to be called "no difference". */
    public static final double DEFAULT_EQUIVALENCE_PERCENT = 5;

    /** The equivalence margin: the gate's threshold when there is one, else {@link #DEFAULT_EQUIVALENCE_PERCENT}. */
    public double equivalencePercent() {
        return gateEnabled() ? failIfSlowerPercent : DEFAULT_EQUIVALENCE_PERCENT;
    }

    public boolean gateEnabled() {
        return !Double.isNaN(failIfSlowerPercent);
    }

    /** The gated kinds in declaration order: tps, mean, p50, p90, p99. */
    public EnumSet<MetricKind> gatedInOrder() {
        return gatedMetrics.isEmpty() ? EnumSet.noneOf(MetricKind.class) : EnumSet.copyOf(gatedMetrics);
    }
}
