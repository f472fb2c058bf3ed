package io.dbbench.hostprobe.io;

import java.nio.file.Path;

/**
 * One fio job as we run it: {@code numjobs} copies, each with {@code iodepth} requests outstanding.
 *
 * @param file the file (or, when allowed, block device) to test
 * @param sizeBytes the region used; the file is laid out to this size when missing or smaller
 * @param pattern fio's --rw
 * @param readPercent fio's --rwmixread (used by randrw)
 * @param blockSizeBytes fio's --bs
 * @param direct fio's --direct=1: O_DIRECT with buffers aligned to the block size
 * @param iodepth requests outstanding per job (one thread each; see docs/io.md)
 * @param numjobs independent jobs
 * @param runtimeNanos fio's --runtime, 0 for none
 * @param timeBased fio's --time_based: loop over the region until the runtime ends
 * @param rampNanos fio's --ramp_time: I/O before it is not counted
 * @param fsyncEvery fio's --fsync: force data and metadata after this many writes, 0 for never
 * @param fdatasyncEvery fio's --fdatasync: force data after this many writes, 0 for never
 */
public record IoJobSpec(
        Path file,
        long sizeBytes,
        IoPattern pattern,
        int readPercent,
        int blockSizeBytes,
        boolean direct,
        int iodepth,
        int numjobs,
        long runtimeNanos,
        boolean timeBased,
        long rampNanos,
        int fsyncEvery,
        int fdatasyncEvery) {
    public IoJobSpec {
        require(sizeBytes >= blockSizeBytes, "--size must be at least --bs");
        require(blockSizeBytes > 0, "--bs must be positive");
        require(readPercent >= 0 && readPercent <= 100, "--rwmixread must be 0..100");
        require(iodepth >= 1 && iodepth <= 4096, "--iodepth must be 1..4096");
        require(numjobs >= 1 && numjobs <= 1024, "--numjobs must be 1..1024");
        require(runtimeNanos >= 0 && rampNanos >= 0, "--runtime and --ramp_time must not be negative");
        require(!timeBased || runtimeNanos > 0, "--time_based needs --runtime");
        require(fsyncEvery >= 0 && fdatasyncEvery >= 0, "--fsync and --fdatasync must not be negative");
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    /** @return the number of whole blocks in the region */
    public long blocks() {
        return sizeBytes / blockSizeBytes;
    }
}
