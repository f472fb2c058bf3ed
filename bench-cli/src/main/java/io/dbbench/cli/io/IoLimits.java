package io.dbbench.cli.io;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HostThreads;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What io checks before it lays anything out: that a --direct=1 block size is whole logical blocks of the
 * device (else every request fails with EINVAL: exit 1 after the layout instead of one line), and that the
 * host can hold one thread per outstanding request (the thread budget the run command gives -uc).
 */
final class IoLimits {
    /** The smallest logical block of any Linux block device; assumed where the device cannot be read. */
    static final int MIN_LOGICAL_BLOCK_BYTES = 512;

    private IoLimits() {}

    /**
     * @param blockSizeBytes --bs
     * @param file --filename (its directory's device when it does not exist yet)
     * @throws CliException one line naming --bs, exit code 2, when O_DIRECT would refuse the size
     */
    static void checkDirectBlockSize(int blockSizeBytes, Path file) throws CliException {
        int logical = logicalBlockBytes(file);
        if (blockSizeBytes % logical != 0) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    String.format(
                            Locale.ROOT,
                            "--bs: %d bytes is not a multiple of %d, the logical block size of the device holding %s;"
                                    + " --direct=1 moves whole blocks (e.g. --bs=4k), or use --direct=0",
                            blockSizeBytes,
                            logical,
                            file));
        }
    }

    /**
     * @param iodepth requests outstanding per job
     * @param numjobs jobs
     * @param limits the host's limits
     * @throws CliException one line naming --iodepth and --numjobs, exit code 2, when the host cannot hold
     *     the threads
     */
    static void checkThreads(int iodepth, int numjobs, HostThreads limits) throws CliException {
        long threads = (long) iodepth * numjobs;
        String why = limits.whyNot(threads);
        if (why != null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "--iodepth " + iodepth + " x --numjobs " + numjobs + ": one thread per outstanding request is "
                            + why);
        }
    }

    /**
     * The device's logical block size from /sys/dev/block/MAJ:MIN/queue (a partition's is its disk's);
     * {@link #MIN_LOGICAL_BLOCK_BYTES} where there is none (tmpfs, overlay, not Linux).
     */
    static int logicalBlockBytes(Path file) {
        try {
            Path existing = file.toAbsolutePath();
            while (existing != null && !Files.exists(existing)) existing = existing.getParent();
            if (existing == null) return MIN_LOGICAL_BLOCK_BYTES;
            boolean device = Files.exists(existing) && !Files.isRegularFile(existing) && !Files.isDirectory(existing);
            long dev = ((Number) Files.getAttribute(existing, device ? "unix:rdev" : "unix:dev")).longValue();
            long major = ((dev >>> 8) & 0xfffL) | ((dev >>> 32) & 0xfffff000L);
            long minor = (dev & 0xffL) | ((dev >>> 12) & 0xffffff00L);
            Path sys = Path.of("/sys/dev/block/" + major + ":" + minor);
            for (Path queue : new Path[] {sys.resolve("queue"), sys.resolve("../queue")}) {
                Path size = queue.resolve("logical_block_size");
                if (Files.isReadable(size)) {
                    int bytes = Integer.parseInt(Files.readString(size).trim());
                    if (bytes >= MIN_LOGICAL_BLOCK_BYTES) return bytes;
                }
            }
        } catch (IOException | RuntimeException unknown) {
            // not Linux, or no block device behind the file: the smallest block any device has
        }
        return MIN_LOGICAL_BLOCK_BYTES;
    }
}
