package io.dbbench.core.measure;

import io.dbbench.core.result.RunResult;

import java.util.List;

/**
 * What a benchmark measured: one result per topology in the order run (its repeats merged), or one
 * result for a charbench-style run. A benchmark stopped early holds the runs finished so far and the
 * interrupted one.
 */
public record BenchmarkResult(List<RunResult> runs) {
    public BenchmarkResult {
        runs = List.copyOf(runs);
    }

    /** The only (or first) run's result. */
    public RunResult single() {
        if (runs.isEmpty()) throw new IllegalStateException("no run finished");
        return runs.get(0);
    }

    public boolean interrupted() {
        return runs.stream().anyMatch(r -> r.endReason().isInterrupted());
    }
}
