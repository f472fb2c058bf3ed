package io.dbbench.hostprobe.io;

import java.util.List;

/**
 * What fio reports besides the latencies: rates per sampling interval, the queue depths requests were
 * issued at, each job's share and the I/O threads' context switches and page faults.
 *
 * @param readBandwidthKibPerSecond reads' bandwidth per interval, KiB/s
 * @param readIopsPerSecond reads' IOPS per interval
 * @param writeBandwidthKibPerSecond writes' bandwidth per interval, KiB/s
 * @param writeIopsPerSecond writes' IOPS per interval
 * @param depthCounts requests issued with 1, 2-3, 4-7, 8-15, 16-31, 32-63 and 64 or more outstanding in their
 *     job (fio's IO depths buckets), the request itself included
 * @param readBytesPerJob bytes each job read in the measured window
 * @param writeBytesPerJob bytes each job wrote in the measured window
 * @param contextSwitches the I/O threads' voluntary and involuntary context switches (0 where unknown)
 * @param majorFaults the I/O threads' major page faults
 * @param minorFaults the I/O threads' minor page faults
 * @param stopped true when a signal stopped the run before its end: the figures cover the part that ran
 */
public record IoDetails(
        IntervalStats readBandwidthKibPerSecond,
        IntervalStats readIopsPerSecond,
        IntervalStats writeBandwidthKibPerSecond,
        IntervalStats writeIopsPerSecond,
        List<Long> depthCounts,
        List<Long> readBytesPerJob,
        List<Long> writeBytesPerJob,
        long contextSwitches,
        long majorFaults,
        long minorFaults,
        boolean stopped) {
    /** fio's IO depths bucket labels, in its order. */
    public static final List<String> DEPTH_LABELS = List.of("1", "2", "4", "8", "16", "32", ">=64");

    /** Nothing known beyond the latencies (results built by hand in tests). */
    public static final IoDetails NONE = new IoDetails(
            IntervalStats.NONE,
            IntervalStats.NONE,
            IntervalStats.NONE,
            IntervalStats.NONE,
            List.of(0L, 0L, 0L, 0L, 0L, 0L, 0L),
            List.of(),
            List.of(),
            0,
            0,
            0,
            false);

    public IoDetails {
        depthCounts = List.copyOf(depthCounts);
        readBytesPerJob = List.copyOf(readBytesPerJob);
        writeBytesPerJob = List.copyOf(writeBytesPerJob);
    }

    /**
     * @param outstanding requests outstanding in the job when one was issued, that one included
     * @return its index in {@link #DEPTH_LABELS}
     */
    public static int depthBucket(int outstanding) {
        int bucket = 0;
        for (int bound = 2; bound <= outstanding && bucket < DEPTH_LABELS.size() - 1; bound <<= 1) {
            bucket++;
        }
        return bucket;
    }
}
