package io.dbbench.hostprobe.cpu;

/**
 * One job's own times: wall clock, and the CPU time its thread was given ({@code -1} when the JVM cannot
 * measure thread CPU time).
 */
public record CpuSample(long wallNanos, long cpuNanos) {
    public CpuSample {
        if (wallNanos < 0) throw new IllegalArgumentException("wallNanos must be >= 0, was " + wallNanos);
    }

    public boolean hasCpuTime() {
        return cpuNanos >= 0;
    }
}
