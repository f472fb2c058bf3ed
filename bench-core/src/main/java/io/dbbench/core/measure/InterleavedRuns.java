package io.dbbench.core.measure;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Transaction;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs two benchmarks alternately, A B B A A B ...: pair i runs A first when i is even and B first when
 * it is odd, so that neither side is always the first of its pair (a slope in the machine's speed, or
 * the second run inheriting the first's warm caches, favours each side equally often).
 */
final class InterleavedRuns {
    private InterleavedRuns() {}

    /**
     * {@link BenchmarkBuilder#compare} and {@link BenchmarkBuilder#compareMixed}. RUNS: n pairs from
     * {@code iterations(n, length)}, each run one measured iteration after the warm-up. TRANSACTIONS: one run
     * of both transactions at weight 1 each, so every session draws A or B at random for each transaction;
     * its n measured iterations are the n pairs.
     */
    static ABResult compare(
            BenchmarkBuilder builder,
            boolean transactionsOrFilesGiven,
            BenchmarkOptions effective,
            ABResult.Interleaving how,
            String nameA,
            Transaction a,
            String nameB,
            Transaction b)
            throws BenchmarkException, InterruptedException {
        MeasurementPlan plan = checked(method(how), transactionsOrFilesGiven, effective, nameA, nameB);
        if (how == ABResult.Interleaving.TRANSACTIONS) {
            CodeWorkload both = new CodeWorkload();
            both.add(nameA, 1, a);
            both.add(nameB, 1, b);
            RunResult run = builder.side("A+B", both, effective).runRepeat(0);
            return new ABResult(nameA, nameB, List.of(run), List.of(run), ComparisonOptions.DEFAULT_CONFIDENCE, how);
        }
        BenchmarkOptions onePerRun = effective.withPlan(
                new MeasurementPlan(plan.warmupIterations(), plan.warmupLength(), 1, plan.iterationLength(), 1));
        return run(
                nameA,
                builder.side("A", alone(nameA, a), onePerRun),
                nameB,
                builder.side("B", alone(nameB, b), onePerRun),
                plan.measurementIterations());
    }

    /** The builder method that asks for {@code how}, as messages name it. */
    static String method(ABResult.Interleaving how) {
        return how == ABResult.Interleaving.RUNS ? "compare" : "compareMixed";
    }

    /** The settings both kinds of A/B need, or an exception naming the one that is wrong. */
    private static MeasurementPlan checked(
            String method, boolean transactionsOrFilesGiven, BenchmarkOptions effective, String nameA, String nameB) {
        if (transactionsOrFilesGiven)
            throw new IllegalArgumentException(method + "(...) runs only its two transactions and writes no result "
                    + "files (both sides' runs are in its ABResult); drop the transaction(...) and resultsDirectory(...) "
                    + "calls");
        MeasurementPlan plan = effective.plan();
        if (plan == null || plan.measurementIterations() < 2)
            throw new IllegalArgumentException(method + "(...) needs iterations(n, length) with n >= 2: each "
                    + "iteration is one pair, and the paired test needs 2 pairs or more");
        if (plan.repeats() != 1)
            throw new IllegalArgumentException(method + "(...) makes one pair per iteration; repeats(...) does not "
                    + "apply: set more iterations instead");
        if (effective.topologies().size() > 1)
            throw new IllegalArgumentException(
                    method + "(...) runs on one topology at a time; give at most one to topologies(...)");
        if (Objects.equals(nameA, nameB))
            throw new IllegalArgumentException(
                    method + "(...): A and B are both named '" + nameA + "'; name them apart");
        return plan;
    }

    static ABResult run(String nameA, Benchmark a, String nameB, Benchmark b, int pairs)
            throws BenchmarkException, InterruptedException {
        List<RunResult> runsA = new ArrayList<>();
        List<RunResult> runsB = new ArrayList<>();
        for (int pair = 0; pair < pairs; pair++) {
            if (aFirst(pair)) {
                runsA.add(a.runRepeat(pair));
                runsB.add(b.runRepeat(pair));
            } else {
                runsB.add(b.runRepeat(pair));
                runsA.add(a.runRepeat(pair));
            }
        }
        return new ABResult(nameA, nameB, runsA, runsB, ComparisonOptions.DEFAULT_CONFIDENCE);
    }

    private static CodeWorkload alone(String name, Transaction transaction) {
        CodeWorkload workload = new CodeWorkload();
        workload.add(name, 1, transaction);
        return workload;
    }

    /** A B, B A, A B, B A ...: the order of pair {@code pair} (0-based). */
    static boolean aFirst(int pair) {
        return pair % 2 == 0;
    }
}
