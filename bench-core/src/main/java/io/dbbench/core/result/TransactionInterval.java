package io.dbbench.core.result;

/** One transaction type within one sampling interval. */
public record TransactionInterval(long completed, long failed, double meanLatencyNanos, long maxLatencyNanos) {
    public static final TransactionInterval EMPTY = new TransactionInterval(0, 0, 0, 0);
}
