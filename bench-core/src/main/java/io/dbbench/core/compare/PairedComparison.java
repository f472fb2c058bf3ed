package io.dbbench.core.compare;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.stats.PairedRatioTest;
import java.util.Objects;

/**
 * B against A over interleaved runs (A B B A ...), judged by the paired test of their log ratios
 * ({@link PairedRatioTest}): the verdict an A/B in one job gives, where Welch's test over the two sides
 * would also count the machine's drift between the runs as noise.
 *
 * @param higherIsFaster whether a higher score is better (TPS) or worse (a latency)
 * @param test           the paired test; null exactly when the verdict is {@link Verdict#NOT_COMPARABLE}
 * @param verdict        B against A at the test's confidence: {@link Verdict#FASTER}, {@link Verdict#SLOWER},
 *                       {@link Verdict#NO_DIFFERENCE} (not significant) or {@link Verdict#NOT_COMPARABLE}
 * @param reason         why it is not comparable, one line; null otherwise
 */
public record PairedComparison(boolean higherIsFaster, PairedRatioTest test, Verdict verdict, String reason) {
    public PairedComparison {
        Objects.requireNonNull(verdict, "verdict");
        if ((test == null) != (verdict == Verdict.NOT_COMPARABLE))
            throw new IllegalArgumentException("a test exactly when the verdict is not NOT_COMPARABLE");
        if (verdict == Verdict.NOT_COMPARABLE) Objects.requireNonNull(reason, "reason");
    }

    /**
     * Compares the pairs (a[i], b[i]) at {@code confidence} (a gate passes its comparison options' confidence).
     * Pairs that cannot be tested (fewer than 2, a score that is not positive) give
     * {@link Verdict#NOT_COMPARABLE} with the reason, never a NaN in a verdict.
     */
    public static PairedComparison of(double[] a, double[] b, double confidence, boolean higherIsFaster) {
        String why = PairedRatioTest.whyNotTestable(a, b).orElse(null);
        if (why != null) return new PairedComparison(higherIsFaster, null, Verdict.NOT_COMPARABLE, why);
        PairedRatioTest test = PairedRatioTest.of(a, b, confidence);
        Verdict verdict = !test.significant()
                ? Verdict.NO_DIFFERENCE
                : (test.meanLogRatio() > 0) == higherIsFaster ? Verdict.FASTER : Verdict.SLOWER;
        return new PairedComparison(higherIsFaster, test, verdict, null);
    }

    /** B / A of the geometric means of the pairs' ratios; NaN when not comparable. */
    public double ratio() {
        return test == null ? Double.NaN : test.ratio();
    }

    /** (B / A − 1) × 100; NaN when not comparable. */
    public double changePercent() {
        return (ratio() - 1) * 100;
    }

    /** How much slower B is, in percent: positive when worse, whichever way "worse" points; NaN when not comparable. */
    public double slowdownPercent() {
        if (test == null) return Double.NaN;
        // on the ratio itself: B at 0.8 × A's TPS is 20% slower; B at 1.25 × A's latency is 25% slower
        return higherIsFaster ? (1 - test.ratio()) * 100 : changePercent();
    }

    /**
     * One line: {@code "B/A 0.905 (99% interval 0.893 .. 0.917), -9.5%, p<0.0001 over 6 pairs: slower"}, or
     * {@code "not comparable: needs at least 2 pairs to estimate the noise, has 1"}.
     */
    public String describe() {
        if (test == null) return "not comparable: " + reason;
        String line = "B/A " + StatsFormat.number(test.ratio(), 3) + " ("
                + StatsFormat.percentLabel(test.confidence()) + " interval "
                + StatsFormat.number(test.lowRatio(), 3) + " .. " + StatsFormat.number(test.highRatio(), 3) + "), "
                + StatsFormat.signedPercent(changePercent()) + ", " + StatsFormat.pEquals(test.pValue()) + " over "
                + test.pairs() + " pairs: " + verdictWord();
        if (test.withoutNoise())
            line += " (every pair had the same ratio: no noise, the verdict rests on the ratio alone)";
        return line;
    }

    private String verdictWord() {
        return switch (verdict) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case NO_DIFFERENCE -> "not significant at " + StatsFormat.percentLabel(test.confidence());
            case NOT_COMPARABLE -> "not comparable";
        };
    }
}
