package io.dbbench.core.measure;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.stats.StatsFormat;
import java.util.Objects;

/**
 * Assertions on an A/B in one job ({@link BenchmarkAssert#that(ABResult)}): a failed check throws an
 * {@link AssertionError} that says what was exceeded and then shows every pair and the paired verdict.
 *
 * <pre>{@code
 * BenchmarkAssert.that(ab)
 *         .hasNoFailures()
 *         .noSlowerThan(5)       // B's TPS and mean not significantly worse than A's by more than 5%
 *         .ratioAtLeast(0.95);   // B's TPS at least 95% of A's
 * }</pre>
 */
public final class ABAssert {
    private final ABResult result;

    ABAssert(ABResult result) {
        this.result = Objects.requireNonNull(result, "result");
    }

    /** No transaction of either side threw. */
    public ABAssert hasNoFailures() {
        long a = result.failuresA();
        long b = result.failuresB();
        if (a + b > 0) fail(a + " transaction(s) of A and " + b + " of B failed");
        return this;
    }

    /**
     * The gate: neither B's TPS nor its mean response time is significantly worse than A's (paired test
     * at the result's confidence) by more than {@code failIfSlowerPercent}, as {@code compare}'s default gate
     * looks at TPS and a latency. Significant but smaller slow-downs pass, as do large ones within the
     * noise; pairs that cannot be tested fail (a gate that cannot test must not pass).
     */
    public ABAssert noSlowerThan(double failIfSlowerPercent) {
        if (!(failIfSlowerPercent >= 0 && failIfSlowerPercent <= 100))
            throw new IllegalArgumentException("failIfSlowerPercent must be 0..100, was " + failIfSlowerPercent);
        gate("TPS", result.tps(), failIfSlowerPercent);
        gate("mean response time", result.meanLatency(), failIfSlowerPercent);
        return this;
    }

    private void gate(String metric, PairedComparison c, double failIfSlowerPercent) {
        testable(metric, c);
        if (c.verdict() == Verdict.SLOWER && c.slowdownPercent() > failIfSlowerPercent)
            fail("B's " + metric + " is worse than A's by " + StatsFormat.number(c.slowdownPercent(), 1) + "% > "
                    + StatsFormat.number(failIfSlowerPercent, 1) + "% limit");
    }

    /**
     * B's TPS over A's (the geometric mean of the pairs' ratios) is at least {@code minimum}, e.g. 0.95:
     * a check of the measured ratio itself, whatever its significance; pairs that cannot be tested fail.
     */
    public ABAssert ratioAtLeast(double minimum) {
        PairedComparison tps = result.tps();
        testable("TPS", tps);
        if (tps.ratio() < minimum)
            fail("TPS ratio B/A " + StatsFormat.number(tps.ratio(), 3) + " < " + StatsFormat.number(minimum, 3)
                    + " minimum");
        return this;
    }

    private void testable(String metric, PairedComparison c) {
        if (c.verdict() == Verdict.NOT_COMPARABLE) fail("A and B's " + metric + " cannot be compared: " + c.reason());
    }

    private void fail(String what) {
        throw new AssertionError(what + System.lineSeparator() + System.lineSeparator() + result.summary());
    }
}
