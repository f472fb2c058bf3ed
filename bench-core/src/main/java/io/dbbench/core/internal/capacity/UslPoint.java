package io.dbbench.core.internal.capacity;

/**
 * One measured step of a scalability curve: the load (users, virtual users, threads, processors: whatever N
 * counts) and the throughput measured at it, in any unit per any time (TPS, NOPM, operations per second).
 */
public record UslPoint(double load, double throughput) {}
