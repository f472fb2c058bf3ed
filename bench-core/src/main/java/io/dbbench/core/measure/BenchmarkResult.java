package io.dbbench.core.measure;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.IterationScores;

import java.util.List;

/**
 * What a benchmark measured: one result per topology in the order run (its repeats merged), or one
 * result for a charbench-style run. A benchmark stopped early holds the runs finished so far and the
 * interrupted one.
 */
public record BenchmarkResult(List<RunResult> runs, List<String> resultFileErrors) {
    /**
     * @param resultFileErrors one message per result file that could not be written (naming the file);
     *                         the figures are whole all the same
     */
    public BenchmarkResult {
        runs = List.copyOf(runs);
        resultFileErrors = List.copyOf(resultFileErrors);
    }

    public BenchmarkResult(List<RunResult> runs) {
        this(runs, List.of());
    }

    /** The only (or first) run's result. */
    public RunResult single() {
        if (runs.isEmpty()) throw new IllegalStateException("no run finished");
        return runs.get(0);
    }

    /**
     * One transaction's figures in the only (or first) run: {@code result.transaction("find order").percentile(99)}.
     *
     * @throws IllegalArgumentException naming the transactions there are, when there is none called {@code name}
     */
    public TransactionFigures transaction(String name) {
        RunResult run = single();
        return run.transactions().stream().filter(t -> t.id().equals(name)).findFirst().map(TransactionFigures::new)
                .orElseThrow(() -> new IllegalArgumentException("no transaction '" + name + "'; there are "
                        + run.transactions().stream().map(t -> "'" + t.id() + "'").toList()));
    }

    /** Completed transactions per second over the statistics window of the only (or first) run. */
    public double tps() {
        return single().averageTransactionsPerSecond();
    }

    /** Transactions that failed in every run. */
    public long failures() {
        return runs.stream().mapToLong(RunResult::totalFailed).sum();
    }

    /**
     * The JMH-style scores of the only (or first) run: TPS and each transaction's latencies as mean ±
     * error at 99.9% over the measured iterations ({@code scores().transactionsPerSecond().error()}).
     * Without iterations there is nothing to score (n = 0).
     */
    public IterationScores scores() {
        return IterationScores.of(single());
    }

    /** Every run's figures as text: what a failed {@link BenchmarkAssert} shows. */
    public String summary() {
        return ResultSummary.render(this);
    }

    public boolean interrupted() {
        return runs.stream().anyMatch(r -> r.endReason().isInterrupted());
    }
}
