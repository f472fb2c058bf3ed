package io.dbbench.workloads.lio;

import java.util.Map;

/**
 * One measured window: operations done by the clients, the server's counter deltas, and what follows.
 *
 * @param windowNanos from the first counter snapshot to the second (every session was working in between)
 * @param operations  operations per type completed inside the window, all sessions
 * @param latency     client-side latency per operation type (types that ran); empty for the server loop,
 *                    whose operations no client times
 * @param inDatabaseMeanMicros mean time per operation type on the database's clock, from the in-database
 *                    block's own sums and counts (types that ran); empty for the client loop
 * @param counters    server counter deltas over the window, by name
 */
public record LioResult(
        LioRunConfig config,
        long windowNanos,
        Map<LioOperation, Long> operations,
        Map<LioOperation, LatencySummary> latency,
        Map<LioOperation, Double> inDatabaseMeanMicros,
        ServerCounters counters) {
    public LioResult {
        operations = Map.copyOf(operations);
        latency = Map.copyOf(latency);
        inDatabaseMeanMicros = Map.copyOf(inDatabaseMeanMicros);
    }

    /** A client-loop result. */
    public LioResult(
            LioRunConfig config,
            long windowNanos,
            Map<LioOperation, Long> operations,
            Map<LioOperation, LatencySummary> latency,
            ServerCounters counters) {
        this(config, windowNanos, operations, latency, Map.of(), counters);
    }

    public LioLoop loop() {
        return config.loop();
    }

    public int sessions() {
        return config.sessions();
    }

    public long totalOperations() {
        return operations.values().stream().mapToLong(Long::longValue).sum();
    }

    public double windowSeconds() {
        return windowNanos / 1e9;
    }

    public double logicalReadsPerSecond() {
        return counters.logicalReads() / windowSeconds();
    }

    public double physicalReadsPerSecond() {
        return counters.physicalReads() / windowSeconds();
    }

    public double operationsPerSecond() {
        return totalOperations() / windowSeconds();
    }

    /** Logical reads per operation: about WORK_UNIT plus the index blocks for range counts; NaN without operations. */
    public double logicalReadsPerOperation() {
        long ops = totalOperations();
        return ops == 0 ? Double.NaN : (double) counters.logicalReads() / ops;
    }

    /** Share of block requests served from the buffer cache; 1 for a valid logical-I/O test. */
    public double bufferHitRatio() {
        long logical = counters.logicalReads();
        return logical == 0 ? Double.NaN : 1 - (double) counters.physicalReads() / logical;
    }

    /** True when blocks came from disk (or the OS cache): the LIO figure then mixes in physical I/O. */
    public boolean hadPhysicalReads() {
        return counters.physicalReads() > 0;
    }
}
