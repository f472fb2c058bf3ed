package io.dbbench.hostprobe.io;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Samples the group's completed requests every 500 ms (fio's default bw/iops averaging time) in the
 * measured window, for fio's {@code bw (  KiB/s): min=..} and {@code iops : min=..} lines and the JSON's
 * {@code bw_min}/{@code iops_mean}. Only whole intervals count, as in fio.
 */
final class RateSampler implements Runnable {
    static final long INTERVAL_NANOS = 500_000_000L;

    private final IoProgress progress;
    private final BooleanSupplier measuring;
    private final long blockSizeBytes;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final List<Double> readKib = new ArrayList<>();
    private final List<Double> readIops = new ArrayList<>();
    private final List<Double> writeKib = new ArrayList<>();
    private final List<Double> writeIops = new ArrayList<>();

    /**
     * @param progress the group's live counters
     * @param measuring true once the ramp is over (an interval that began before is not counted)
     * @param blockSizeBytes bytes per request
     */
    RateSampler(IoProgress progress, BooleanSupplier measuring, long blockSizeBytes) {
        this.progress = progress;
        this.measuring = measuring;
        this.blockSizeBytes = blockSizeBytes;
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        long reads = progress.readIos();
        long writes = progress.writeIos();
        boolean counted = measuring.getAsBoolean();
        try {
            while (!finished.await(INTERVAL_NANOS - (System.nanoTime() - start), TimeUnit.NANOSECONDS)) {
                long now = System.nanoTime();
                long r = progress.readIos();
                long w = progress.writeIos();
                if (counted) record(r - reads, w - writes, (now - start) / 1e9);
                start = now;
                reads = r;
                writes = w;
                counted = measuring.getAsBoolean();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private synchronized void record(long reads, long writes, double seconds) {
        readIops.add(reads / seconds);
        readKib.add(reads * blockSizeBytes / 1024.0 / seconds);
        writeIops.add(writes / seconds);
        writeKib.add(writes * blockSizeBytes / 1024.0 / seconds);
    }

    /** Ends the sampling; the interval under way is dropped. */
    void finish() {
        finished.countDown();
    }

    /** @return {read KiB/s, read IOPS, write KiB/s, write IOPS} over the whole intervals sampled */
    synchronized IntervalStats[] stats() {
        return new IntervalStats[] {
            IntervalStats.of(readKib),
            IntervalStats.of(readIops),
            IntervalStats.of(writeKib),
            IntervalStats.of(writeIops)
        };
    }
}
