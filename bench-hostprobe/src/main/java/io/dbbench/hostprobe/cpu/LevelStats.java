package io.dbbench.hostprobe.cpu;

import java.util.Arrays;
import java.util.List;

/**
 * What one load level gave: statistics of its jobs' wall times in seconds, and CPU/wall (below ~0.95 the
 * threads waited for a CPU: steal, throttling or more threads than cores).
 *
 * @param concurrentJobs the load level n
 * @param samples        n × loops
 * @param stdevSec       sample standard deviation (n − 1); NaN for a single sample
 * @param p5Sec          5th percentile, linear interpolation between closest ranks (as numpy's default)
 * @param cpuWallRatio   total thread CPU time / total wall time; NaN when CPU time is not measurable
 */
public record LevelStats(
        int concurrentJobs,
        int samples,
        double medianSec,
        double meanSec,
        double stdevSec,
        double p5Sec,
        double p95Sec,
        double cpuWallRatio) {

    /** Statistics of the samples of one level. */
    public static LevelStats of(int concurrentJobs, List<CpuSample> samples) {
        if (samples.isEmpty()) throw new IllegalArgumentException("level " + concurrentJobs + " has no samples");
        double[] sec =
                samples.stream().mapToDouble(s -> s.wallNanos() / 1e9).sorted().toArray();
        double mean = Arrays.stream(sec).sum() / sec.length;
        double stdev = Double.NaN;
        if (sec.length > 1) {
            double squares = 0;
            for (double v : sec) squares += (v - mean) * (v - mean);
            stdev = Math.sqrt(squares / (sec.length - 1));
        }
        double ratio = Double.NaN;
        if (samples.stream().allMatch(CpuSample::hasCpuTime)) {
            long wall = samples.stream().mapToLong(CpuSample::wallNanos).sum();
            long cpu = samples.stream().mapToLong(CpuSample::cpuNanos).sum();
            ratio = wall == 0 ? Double.NaN : (double) cpu / wall;
        }
        return new LevelStats(
                concurrentJobs,
                sec.length,
                percentile(sec, 50),
                mean,
                stdev,
                percentile(sec, 5),
                percentile(sec, 95),
                ratio);
    }

    /** The p-th percentile of sorted values, interpolating linearly between closest ranks. */
    static double percentile(double[] sorted, double p) {
        double rank = p / 100 * (sorted.length - 1);
        int low = (int) Math.floor(rank);
        int high = (int) Math.ceil(rank);
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
    }
}
