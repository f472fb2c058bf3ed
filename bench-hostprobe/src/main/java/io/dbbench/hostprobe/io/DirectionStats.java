package io.dbbench.hostprobe.io;

import org.HdrHistogram.Histogram;

/**
 * What one direction (read or write) did in the measured window.
 *
 * @param ios completed requests
 * @param ioBytes bytes moved
 * @param clatNanos completion latency of every request (for our synchronous requests also the total
 *     latency: there is no separate submission step)
 */
public record DirectionStats(long ios, long ioBytes, Histogram clatNanos) {
    /**
     * @param runtimeNanos the measured window
     * @return requests per second over the window
     */
    public double iops(long runtimeNanos) {
        return runtimeNanos == 0 ? 0 : ios * 1e9 / runtimeNanos;
    }

    /**
     * @param runtimeNanos the measured window
     * @return bytes per second over the window
     */
    public double bytesPerSecond(long runtimeNanos) {
        return runtimeNanos == 0 ? 0 : ioBytes * 1e9 / runtimeNanos;
    }
}
