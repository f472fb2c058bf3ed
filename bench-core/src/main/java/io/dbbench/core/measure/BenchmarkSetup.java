package io.dbbench.core.measure;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.internal.engine.Clock;
import io.dbbench.core.workload.WorkloadRegistry;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.nio.file.Path;
import java.util.List;

/**
 * What a {@link Benchmark} runs, beside its options, and what its runs are wired to: the config, the
 * database, the workloads, who watches the runs, where their results go and whose time they keep.
 *
 * @param pools            opens the runs' pools; null for a code benchmark on the application's own connections
 * @param meterRegistry    where live figures are published, or null
 * @param meterTags        tags every published meter carries
 * @param resultsDirectory where run() writes the result files, or null
 * @param clock            the engine's time: the system's, or a test's manual clock
 */
record BenchmarkSetup(
        RunConfig config,
        Dialect dialect,
        Benchmark.PoolOpener pools,
        WorkloadRegistry registry,
        List<ProgressListener> progressListeners,
        List<BenchmarkListener> benchmarkListeners,
        MeterRegistry meterRegistry,
        Tags meterTags,
        Path resultsDirectory,
        Clock clock) {
    BenchmarkSetup {
        progressListeners = List.copyOf(progressListeners);
        benchmarkListeners = List.copyOf(benchmarkListeners);
    }
}
