package io.dbbench.hostprobe.curve;

/**
 * The derived values users compute from t(n), the median job time at load n.
 *
 * @param speedPerWorker jobs per minute per worker: 60 / t(n)
 * @param capacity       jobs per minute in total: 60 · n / t(n)
 * @param speedup        n · t(1) / t(n)
 * @param efficiency     speedup / n (1 while every job has a core of its own)
 */
public record AnalyzedPoint(
        CurvePoint point, double speedPerWorker, double capacity, double speedup, double efficiency) {}
