package io.dbbench.core.workload;

import java.util.Objects;

/**
 * How to create a workload's schema.
 *
 * @param scale    1.0 = the workload's nominal size; fractions allowed
 * @param threads  loader threads (data generation and loading run in parallel)
 * @param seed     the data generator's seed: the same seed and scale give the same rows
 * @param progress told how the load advances (a progress bar, plain lines, nothing)
 */
public record InstallOptions(double scale, int threads, long seed, LoadProgress progress) {
    public static final long DEFAULT_SEED = 20_260_101L;

    public InstallOptions {
        if (!(scale >= 0) || Double.isInfinite(scale))
            throw new IllegalArgumentException("scale must be a number >= 0, was " + scale);
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        Objects.requireNonNull(progress, "progress");
    }

    public static InstallOptions of(double scale) {
        return new InstallOptions(
                scale, Math.max(1, Runtime.getRuntime().availableProcessors()), DEFAULT_SEED, LoadProgress.NONE);
    }
}
