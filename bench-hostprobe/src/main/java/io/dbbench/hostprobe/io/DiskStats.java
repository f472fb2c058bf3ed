package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * fio's "Disk stats (read/write)" and JSON {@code disk_util}: the change in Linux's /proc/diskstats row
 * of the device holding the file, over the run. A file on a file system with no block device behind it
 * (tmpfs, overlay's upper layer) has no row, and then there is no section, as with fio.
 */
public final class DiskStats {
    private final String name;
    private final long[] before;
    private final long startMillis;
    private final Supplier<String> diskstats;
    private final LongSupplier clockMillis;

    /**
     * The device's counters over the run.
     *
     * @param name the device as /proc/diskstats names it, e.g. {@code vda}
     * @param readIos reads completed
     * @param writeIos writes completed
     * @param readMerges reads merged
     * @param writeMerges writes merged
     * @param readTicks milliseconds spent reading
     * @param writeTicks milliseconds spent writing
     * @param inQueue weighted milliseconds doing I/O
     * @param utilPercent percent of the run's wall time the device was busy
     */
    public record Usage(
            String name,
            long readIos,
            long writeIos,
            long readMerges,
            long writeMerges,
            long readTicks,
            long writeTicks,
            long inQueue,
            double utilPercent) {}

    private DiskStats(String name, long[] before, long startMillis, Supplier<String> diskstats, LongSupplier clock) {
        this.name = name;
        this.before = before;
        this.startMillis = startMillis;
        this.diskstats = diskstats;
        this.clockMillis = clock;
    }

    /**
     * Starts watching the device holding {@code file} (a block device itself when the file is one).
     *
     * @param file the job's file; it must exist
     * @return the watch, or null where the device has no /proc/diskstats row
     */
    public static DiskStats start(Path file) {
        try {
            boolean device = !Files.isRegularFile(file) && Files.exists(file);
            long dev = ((Number) Files.getAttribute(file, device ? "unix:rdev" : "unix:dev")).longValue();
            return start(major(dev), minor(dev), DiskStats::readProc, System::currentTimeMillis);
        } catch (IOException | RuntimeException notLinux) {
            return null;
        }
    }

    /**
     * @param major the device's major number
     * @param minor its minor number
     * @param diskstats the text of /proc/diskstats (tests give their own)
     * @param clockMillis wall-clock milliseconds
     * @return the watch, or null when the device has no row
     */
    static DiskStats start(long major, long minor, Supplier<String> diskstats, LongSupplier clockMillis) {
        String text = diskstats.get();
        if (text == null) return null;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 14 && f[0].equals(Long.toString(major)) && f[1].equals(Long.toString(minor))) {
                return new DiskStats(f[2], counters(f), clockMillis.getAsLong(), diskstats, clockMillis);
            }
        }
        return null;
    }

    /** @return the change since {@link #start}, or null when the row is gone */
    public Usage finish() {
        String text = diskstats.get();
        long elapsed = Math.max(1, clockMillis.getAsLong() - startMillis);
        if (text == null) return null;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 14 && f[2].equals(name)) {
                long[] now = counters(f);
                long[] d = new long[now.length];
                for (int i = 0; i < d.length; i++) d[i] = Math.max(0, now[i] - before[i]);
                return new Usage(
                        name, d[0], d[4], d[1], d[5], d[3], d[7], d[10], Math.min(100.0, 100.0 * d[9] / elapsed));
            }
        }
        return null;
    }

    /** The 11 counters after the name: reads, merges, sectors, ms; writes, merges, sectors, ms; in flight, io ms, weighted ms. */
    private static long[] counters(String[] fields) {
        long[] c = new long[11];
        for (int i = 0; i < c.length; i++) c[i] = Long.parseLong(fields[3 + i]);
        return c;
    }

    private static String readProc() {
        // not Files.readString: a /proc file's size is 0, so read the stream to its end
        try (java.io.InputStream in = Files.newInputStream(Path.of("/proc/diskstats"))) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return null;
        }
    }

    /** Linux's (glibc's) encoding of dev_t. */
    static long major(long dev) {
        return ((dev >>> 8) & 0xfffL) | ((dev >>> 32) & 0xfffff000L);
    }

    static long minor(long dev) {
        return (dev & 0xffL) | ((dev >>> 12) & 0xffffff00L);
    }
}
