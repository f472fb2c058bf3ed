package io.dbbench.hostprobe.curve;

/**
 * One row of a CPU curve as the original tools write it: load level and the job time statistics in
 * seconds (stdev may be NaN when a level had one sample).
 */
public record CurvePoint(int concurrentJobs, double medianSec, double meanSec, double stdevSec) {
    public CurvePoint {
        if (concurrentJobs < 1)
            throw new IllegalArgumentException("concurrent jobs must be >= 1, was " + concurrentJobs);
        if (!(medianSec > 0)) throw new IllegalArgumentException("median run time must be > 0, was " + medianSec);
    }
}
