package io.dbbench.core.measure;

import io.dbbench.core.config.Topology;
import io.dbbench.core.result.RunResult;

/** Told when each run of a benchmark (a topology's repeat) starts and ends; called from the caller's thread. */
public interface BenchmarkListener {
    /** @param topology null for a charbench-style run */
    default void runStarting(Topology topology, int users, int repeat, int repeats) {}

    /** One repeat's own result, before repeats are merged. */
    default void runFinished(Topology topology, int repeat, RunResult result) {}
}
