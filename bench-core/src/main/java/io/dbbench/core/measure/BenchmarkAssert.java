package io.dbbench.core.measure;

import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.RegressionGate;
import io.dbbench.core.internal.stats.StatsFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Assertions on a {@link BenchmarkResult} for any test framework: a failed check throws an
 * {@link AssertionError} whose message says what was exceeded and then shows every transaction's
 * figures, e.g.
 *
 * <pre>
 * p99 of 'find order' 23.400 ms &gt; 20.000 ms limit
 *
 * TPS 812.4, 8124 completed, 0 failed
 * transaction  count  failed  rolled back  mean ms  p50 ms  ...
 * </pre>
 *
 * <pre>{@code
 * BenchmarkAssert.that(result)
 *         .hasNoFailures()
 *         .percentileAtMost("find order", 99, Duration.ofMillis(20))
 *         .tpsAtLeast(100);
 * }</pre>
 */
public final class BenchmarkAssert {
    private final BenchmarkResult result;

    private BenchmarkAssert(BenchmarkResult result) {
        this.result = Objects.requireNonNull(result, "result");
    }

    /**
     * Every check but {@link #hasNoFailures()} (which covers all runs) is on the only run: for a benchmark
     * of several topologies, check each with {@code that(result.run("8x2"))}; a check of the whole result
     * then throws an IllegalStateException naming them.
     */
    public static BenchmarkAssert that(BenchmarkResult result) {
        return new BenchmarkAssert(result);
    }

    /**
     * Assertions on an A/B in one job ({@link BenchmarkBuilder#compare}): B's throughput against A's, by the
     * paired verdict, e.g. {@code BenchmarkAssert.that(ab).noSlowerThan(5)}.
     */
    public static ABAssert that(ABResult result) {
        return new ABAssert(result);
    }

    /** No transaction of any run threw. */
    public BenchmarkAssert hasNoFailures() {
        long failures = result.failures();
        if (failures > 0) fail(failures + " transaction(s) failed");
        return this;
    }

    /** The {@code percentile} (0..100) response time of transaction {@code name} is at most {@code limit}. */
    public BenchmarkAssert percentileAtMost(String name, double percentile, Duration limit) {
        Duration actual = result.transaction(name).percentile(percentile);
        if (actual.compareTo(limit) > 0)
            fail(percentileLabel(percentile) + " of '" + name + "' " + over(actual, limit));
        return this;
    }

    /** The mean response time of transaction {@code name} is at most {@code limit}. */
    public BenchmarkAssert meanAtMost(String name, Duration limit) {
        Duration actual = result.transaction(name).mean();
        if (actual.compareTo(limit) > 0) fail("mean of '" + name + "' " + over(actual, limit));
        return this;
    }

    /** Transaction {@code name} completed at least {@code minimum} times. */
    public BenchmarkAssert countAtLeast(String name, long minimum) {
        long actual = result.transaction(name).count();
        if (actual < minimum) fail("'" + name + "' completed " + actual + " time(s) < " + minimum + " minimum");
        return this;
    }

    /** Completed transactions per second (of the only run) are at least {@code minimum}. */
    public BenchmarkAssert tpsAtLeast(double minimum) {
        double actual = result.tps();
        if (actual < minimum)
            fail("TPS " + StatsFormat.number(actual, 1) + " < " + StatsFormat.number(minimum, 1) + " minimum");
        return this;
    }

    /**
     * The nightly gate: no metric (TPS, p50 of each transaction) is significantly slower than in
     * {@code baselineJson} (a results.json this benchmark wrote before) by more than
     * {@code failIfSlowerPercent}; both runs need 2 or more measured iterations. A gate that cannot
     * test fails too. The message shows the comparison table.
     */
    public BenchmarkAssert noSlowerThan(Path baselineJson, double failIfSlowerPercent) {
        RegressionGate.Verdict verdict;
        try {
            verdict = new RegressionGate(ComparisonOptions.defaults().withFailIfSlowerPercent(failIfSlowerPercent))
                    .check(baselineJson, result.single());
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        if (!verdict.passed())
            throw new AssertionError("regression gate against " + baselineJson + ": " + verdict.report());
        return this;
    }

    private void fail(String what) {
        throw new AssertionError(what + System.lineSeparator() + System.lineSeparator() + result.summary());
    }

    private static String over(Duration actual, Duration limit) {
        return ResultSummary.millis(actual) + " > " + ResultSummary.millis(limit) + " limit";
    }

    private static String percentileLabel(double percentile) {
        return percentile == Math.rint(percentile) ? "p" + (long) percentile : "p" + StatsFormat.number(percentile, 1);
    }
}
