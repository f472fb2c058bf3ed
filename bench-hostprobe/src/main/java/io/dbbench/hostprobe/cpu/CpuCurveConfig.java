package io.dbbench.hostprobe.cpu;

import java.util.ArrayList;
import java.util.List;

/**
 * One CPU-parallelism test: the original's options plus the kernel and the warm-up.
 *
 * @param workers     -w: the highest (or only) load level
 * @param full        sweep 1..workers instead of workers alone
 * @param loops       batches per level; every job of every batch is one sample
 * @param inner       the job's length (worker_inner_loop_size)
 * @param memMegabytes the mem kernel's array, exactly this many MiB (at most {@link #MAX_MEM_MEGABYTES})
 * @param pauseMillis sleep before each batch, so the previous batch's threads are gone and the CPUs cool
 * @param warmup      run one discarded batch first (JIT compilation happens there, not in a sample)
 */
public record CpuCurveConfig(
        int workers,
        boolean full,
        int loops,
        int inner,
        CpuKernel kernel,
        int memMegabytes,
        long pauseMillis,
        boolean warmup) {
    /** The largest array Java allocates is just under 2^31 elements: 16383 MiB of longs. */
    public static final int MAX_MEM_MEGABYTES = 16_383;

    public CpuCurveConfig {
        if (workers < 1) throw new IllegalArgumentException("workers must be >= 1, was " + workers);
        if (loops < 1) throw new IllegalArgumentException("loops must be >= 1, was " + loops);
        if (inner < 2) throw new IllegalArgumentException("inner must be >= 2, was " + inner);
        if (kernel == null) throw new IllegalArgumentException("kernel is required");
        if (memMegabytes < 1 || memMegabytes > MAX_MEM_MEGABYTES) {
            throw new IllegalArgumentException(
                    "memMegabytes must be between 1 and " + MAX_MEM_MEGABYTES + ", was " + memMegabytes);
        }
        if (pauseMillis < 0) throw new IllegalArgumentException("pauseMillis must be >= 0, was " + pauseMillis);
    }

    /** The load levels in the order they run. */
    public List<Integer> levels() {
        List<Integer> levels = new ArrayList<>();
        for (int n = full ? 1 : workers; n <= workers; n++) levels.add(n);
        return levels;
    }

    /** Array length for the mem kernel: exactly memMegabytes MiB of longs (no rounding, no cap). */
    public int memLongs() {
        return Math.toIntExact((long) memMegabytes * 1024 * 1024 / Long.BYTES);
    }
}
