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

    /**
     * The only run's result.
     *
     * @throws IllegalStateException when no run finished, or when there are several (one per topology):
     *                               pick one with {@link #run(String)}
     */
    public RunResult single() {
        if (runs.isEmpty()) throw new IllegalStateException("no run finished");
        if (runs.size() > 1) {
            List<String> labels = runs.stream()
                    .map(r -> String.valueOf(r.details().topology()))
                    .toList();
            throw new IllegalStateException(runs.size() + " runs, one per topology " + String.join(", ", labels)
                    + ": pick one with run(\"" + labels.get(0) + "\")");
        }
        return runs.get(0);
    }

    /**
     * The run of one topology, as a result of its own, so every single-run figure and assertion applies:
     * {@code BenchmarkAssert.that(result.run("8x2")).tpsAtLeast(100)}.
     *
     * @param topology as written in {@code topologies(...)}, e.g. {@code 8x2}
     * @throws IllegalArgumentException naming the topologies there are, when none is {@code topology}
     */
    public BenchmarkResult run(String topology) {
        return runs.stream()
                .filter(r -> topology.equals(r.details().topology()))
                .findFirst()
                .map(r -> new BenchmarkResult(List.of(r), resultFileErrors))
                .orElseThrow(() -> new IllegalArgumentException("no run of topology '" + topology + "'; there are "
                        + runs.stream()
                                .map(r -> String.valueOf(r.details().topology()))
                                .toList()));
    }

    /**
     * One transaction's figures in the only run: {@code result.transaction("find order").percentile(99)}.
     *
     * @throws IllegalArgumentException naming the transactions there are, when there is none called {@code name}
     */
    public TransactionFigures transaction(String name) {
        RunResult run = single();
        return run.transactions().stream()
                .filter(t -> t.id().equals(name))
                .findFirst()
                .map(TransactionFigures::new)
                .orElseThrow(() -> new IllegalArgumentException("no transaction '" + name + "'; there are "
                        + run.transactions().stream()
                                .map(t -> "'" + t.id() + "'")
                                .toList()));
    }

    /** Completed transactions per second over the statistics window of the only run. */
    public double tps() {
        return single().averageTransactionsPerSecond();
    }

    /** Transactions that failed in every run. */
    public long failures() {
        return runs.stream().mapToLong(RunResult::totalFailed).sum();
    }

    /**
     * The JMH-style scores of the only run: TPS and each transaction's latencies as mean ±
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
