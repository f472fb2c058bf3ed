package io.dbbench.core.measure;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.util.stream.Stream;

/**
 * One run in which A's and B's transactions were mixed in the same sessions ({@link BenchmarkBuilder#compareMixed}):
 * each measured iteration is a pair, A's and B's figures taken from the transaction named after each side.
 */
final class MixedIterations {
    private MixedIterations() {}

    /** The named transaction's mean response time in each measured iteration, in order; 0 where it completed none. */
    static double[] meanNanos(RunResult run, String name) {
        return run.details().iterations().stream()
                .filter(i -> i.phase() == Phase.MEASUREMENT)
                .mapToDouble(i -> of(i, name)
                        .filter(t -> t.completed() > 0)
                        .mapToDouble(TransactionResult::meanNanos)
                        .findFirst()
                        .orElse(0))
                .toArray();
    }

    /** The named transaction's completions in each measured iteration, in order. */
    static long[] completed(RunResult run, String name) {
        return run.details().iterations().stream()
                .filter(i -> i.phase() == Phase.MEASUREMENT)
                .mapToLong(
                        i -> of(i, name).mapToLong(TransactionResult::completed).sum())
                .toArray();
    }

    /** The named transaction's failures in the run's totals (what {@link RunResult#totalFailed()} adds up). */
    static long failures(RunResult run, String name) {
        return TransactionResult.transactionsOnly(run.transactions()).stream()
                .filter(t -> t.shortName().equals(name))
                .mapToLong(TransactionResult::failed)
                .sum();
    }

    /** 1 / each value: the response times as rates (a closed loop's throughput per session), 0 stays 0. */
    static double[] inverse(double[] values) {
        double[] r = new double[values.length];
        for (int i = 0; i < values.length; i++) r[i] = values[i] > 0 ? 1e9 / values[i] : 0;
        return r;
    }

    private static Stream<TransactionResult> of(IterationResult iteration, String name) {
        return TransactionResult.transactionsOnly(iteration.transactions()).stream()
                .filter(t -> t.shortName().equals(name));
    }
}
