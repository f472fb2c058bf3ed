package io.dbbench.netprobe.protocol;

/**
 * What one side of a throughput stream measured: payload bytes after the warm-up MARK and the time
 * from the MARK to END. {@code marked} is false when the stream ended inside the warm-up (nothing measured).
 */
public record StreamTotalsMeasured(long bytes, long nanos, boolean marked) {
    public static final StreamTotalsMeasured NOTHING = new StreamTotalsMeasured(0, 0, false);
}
