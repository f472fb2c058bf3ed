package io.dbbench.hostprobe.io;

import org.HdrHistogram.Histogram;

/**
 * One run of a job group, summed over its jobs (fio's --group_reporting).
 *
 * @param spec what ran
 * @param read reads
 * @param write writes
 * @param syncNanos latency of each fsync/fdatasync (fio's "sync" section)
 * @param runtimeNanos the measured window, after the ramp
 * @param userCpuNanos CPU time the I/O threads spent in user mode
 * @param systemCpuNanos CPU time the I/O threads spent in the kernel
 * @param details interval rates, queue depths, per-job shares, context switches; whether a signal stopped it
 */
public record IoResult(
        IoJobSpec spec,
        DirectionStats read,
        DirectionStats write,
        Histogram syncNanos,
        long runtimeNanos,
        long userCpuNanos,
        long systemCpuNanos,
        IoDetails details) {}
