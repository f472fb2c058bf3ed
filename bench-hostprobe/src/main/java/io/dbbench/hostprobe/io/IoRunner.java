package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * Runs a job group: {@code numjobs} jobs, each one open file with {@code iodepth} threads issuing
 * positional (pread/pwrite) requests, so each job keeps iodepth requests outstanding. The clock is
 * injectable so tests bound a run without timing it.
 */
public final class IoRunner {
    /** Opens the job's file; tests inject one that fails as a kernel without O_DIRECT support does. */
    @FunctionalInterface
    public interface Opener {
        /**
         * @param file the file
         * @param options READ, WRITE, DIRECT as the job needs
         * @return the open channel
         * @throws IOException as {@link FileChannel#open(Path, Set, java.nio.file.attribute.FileAttribute[])}
         */
        FileChannel open(Path file, Set<OpenOption> options) throws IOException;
    }

    /**
     * O_DIRECT: the JDK's {@code com.sun.nio.file.ExtendedOpenOption.DIRECT}, looked up by name because javac
     * 25 warns on any reference to it as a proprietary API (and warnings fail our build); null in a JDK
     * without it.
     */
    public static final OpenOption DIRECT_OPTION = directOption();

    /** The real opener: {@link FileChannel#open}. */
    public static final Opener FILE_CHANNEL = (file, options) -> FileChannel.open(file, options);

    private final LongSupplier nanoClock;
    private final IoProgress progress;
    private final Opener opener;
    private final BooleanSupplier stopRequested;
    /** Set by the first request of the measured window: the rate sampler counts intervals from then on. */
    private volatile boolean measuring;

    /** @param nanoClock monotonic nanoseconds, {@code System::nanoTime} outside tests */
    public IoRunner(LongSupplier nanoClock) {
        this(nanoClock, new IoProgress(), FILE_CHANNEL);
    }

    /**
     * @param nanoClock monotonic nanoseconds, {@code System::nanoTime} outside tests
     * @param progress live counters the progress line reads during the run
     * @param opener how the job's file is opened
     */
    public IoRunner(LongSupplier nanoClock, IoProgress progress, Opener opener) {
        this(nanoClock, progress, opener, () -> false);
    }

    /**
     * @param nanoClock monotonic nanoseconds, {@code System::nanoTime} outside tests
     * @param progress live counters the progress line reads during the run
     * @param opener how the job's file is opened
     * @param stopRequested true once a signal asked the run to stop: each thread ends after its request under
     *     way, and the result covers what ran (marked {@link IoDetails#stopped()})
     */
    public IoRunner(LongSupplier nanoClock, IoProgress progress, Opener opener, BooleanSupplier stopRequested) {
        this.nanoClock = nanoClock;
        this.progress = progress;
        this.opener = opener;
        this.stopRequested = stopRequested;
    }

    /**
     * Runs the group; the file must be prepared ({@link IoFiles#prepare}).
     *
     * @param spec the job
     * @return the summed result
     * @throws IoProbeException when the file cannot be opened as asked (one line) or a request fails
     * @throws InterruptedException when interrupted
     */
    public IoResult run(IoJobSpec spec) throws IoProbeException, InterruptedException {
        measuring = spec.rampNanos() == 0;
        long start = nanoClock.getAsLong();
        long rampEnd = start + spec.rampNanos();
        long end = spec.runtimeNanos() == 0 ? Long.MAX_VALUE : rampEnd + spec.runtimeNanos();
        List<FileChannel> channels = new ArrayList<>();
        List<Worker> workers = new ArrayList<>();
        RateSampler sampler = new RateSampler(progress, () -> measuring, spec.blockSizeBytes());
        Thread samplerThread = new Thread(sampler, "io-rates");
        samplerThread.setDaemon(true);
        samplerThread.start();
        try {
            for (int job = 0; job < spec.numjobs(); job++) {
                FileChannel channel = open(spec);
                channels.add(channel);
                JobState state = new JobState(channel, new AtomicLong(), new AtomicLong(), new AtomicInteger());
                for (int depth = 0; depth < spec.iodepth(); depth++) {
                    workers.add(new Worker(spec, state, job, rampEnd, end, job * 4099L + depth));
                }
            }
            List<Thread> threads = new ArrayList<>();
            for (Worker w : workers) {
                Thread t = new Thread(w, "io-" + threads.size());
                t.setDaemon(true);
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
        } finally {
            sampler.finish();
            samplerThread.join();
            for (FileChannel c : channels) {
                try {
                    c.close();
                } catch (IOException ignored) {
                    // closing a file we only read or already forced cannot lose results
                }
            }
        }
        long finish = nanoClock.getAsLong();
        for (Worker w : workers) {
            if (w.failure != null) {
                throw new IoProbeException("--filename: " + spec.file() + ": " + w.failure.getMessage(), w.failure);
            }
        }
        return sum(spec, workers, Math.max(0, finish - rampEnd), sampler.stats(), stopRequested.getAsBoolean());
    }

    private FileChannel open(IoJobSpec spec) throws IoProbeException {
        Set<OpenOption> options = new HashSet<>();
        options.add(StandardOpenOption.READ);
        if (spec.pattern().writes()) {
            options.add(StandardOpenOption.WRITE);
        }
        if (spec.direct()) {
            if (DIRECT_OPTION == null) {
                throw new IoProbeException("--direct=1: this Java has no O_DIRECT open option; use --direct=0", null);
            }
            options.add(DIRECT_OPTION);
        }
        try {
            return opener.open(spec.file(), options);
        } catch (UnsupportedOperationException | IOException e) {
            // open(2) fails with EINVAL ("Invalid argument") where the file system has no O_DIRECT
            if (spec.direct()
                    && (e instanceof UnsupportedOperationException
                            || String.valueOf(e.getMessage()).contains("Invalid argument"))) {
                throw new IoProbeException(
                        "--direct=1: " + spec.file() + "'s file system does not support direct I/O (" + e.getMessage()
                                + "); use --direct=0 for cached I/O",
                        e);
            }
            String why = e instanceof IOException io ? IoFiles.reason(io) : String.valueOf(e.getMessage());
            throw new IoProbeException("--filename: cannot open " + spec.file() + ": " + why, e);
        }
    }

    private static OpenOption directOption() {
        try {
            for (Object option :
                    Class.forName("com.sun.nio.file.ExtendedOpenOption").getEnumConstants()) {
                if (((Enum<?>) option).name().equals("DIRECT")) {
                    return (OpenOption) option;
                }
            }
        } catch (ClassNotFoundException e) {
            // not an OpenJDK-based runtime: --direct=1 is refused in one line
        }
        return null;
    }

    private static IoResult sum(
            IoJobSpec spec, List<Worker> workers, long runtimeNanos, IntervalStats[] rates, boolean stopped) {
        Histogram read = new Histogram(3);
        Histogram write = new Histogram(3);
        Histogram sync = new Histogram(3);
        long readIos = 0, writeIos = 0, user = 0, cpu = 0;
        long[] depths = new long[IoDetails.DEPTH_LABELS.size()];
        long[] readPerJob = new long[spec.numjobs()];
        long[] writePerJob = new long[spec.numjobs()];
        long[] counters = new long[3];
        long bs = spec.blockSizeBytes();
        for (Worker w : workers) {
            read.add(w.read);
            write.add(w.write);
            sync.add(w.sync);
            readIos += w.read.getTotalCount();
            writeIos += w.write.getTotalCount();
            readPerJob[w.jobIndex] += w.read.getTotalCount() * bs;
            writePerJob[w.jobIndex] += w.write.getTotalCount() * bs;
            user += w.userCpuNanos;
            cpu += w.cpuNanos;
            for (int i = 0; i < depths.length; i++) depths[i] += w.depthCounts[i];
            for (int i = 0; i < counters.length; i++) counters[i] += w.threadCounters[i];
        }
        IoDetails details = new IoDetails(
                rates[0],
                rates[1],
                rates[2],
                rates[3],
                java.util.Arrays.stream(depths).boxed().toList(),
                java.util.Arrays.stream(readPerJob).boxed().toList(),
                java.util.Arrays.stream(writePerJob).boxed().toList(),
                counters[0],
                counters[1],
                counters[2],
                stopped);
        return new IoResult(
                spec,
                new DirectionStats(readIos, readIos * bs, read),
                new DirectionStats(writeIos, writeIos * bs, write),
                sync,
                runtimeNanos,
                user,
                Math.max(0, cpu - user),
                details);
    }

    /**
     * Per job: its file, the shared counters that walk the region once (sequential) or count requests, and
     * the requests outstanding (fio's IO depths).
     */
    private record JobState(FileChannel channel, AtomicLong issued, AtomicLong writes, AtomicInteger outstanding) {}

    /** One outstanding request slot of a job. */
    private final class Worker implements Runnable {
        private final IoJobSpec spec;
        private final JobState job;
        final int jobIndex;
        private final long rampEnd;
        private final long end;
        private final SplittableRandom random;
        final Histogram read = new Histogram(3);
        final Histogram write = new Histogram(3);
        final Histogram sync = new Histogram(3);
        final long[] depthCounts = new long[IoDetails.DEPTH_LABELS.size()];
        long[] threadCounters = new long[3];
        long userCpuNanos;
        long cpuNanos;
        volatile Exception failure;

        Worker(IoJobSpec spec, JobState job, int jobIndex, long rampEnd, long end, long seed) {
            this.spec = spec;
            this.job = job;
            this.jobIndex = jobIndex;
            this.rampEnd = rampEnd;
            this.end = end;
            this.random = new SplittableRandom(seed);
        }

        @Override
        public void run() {
            int bs = spec.blockSizeBytes();
            long blocks = spec.blocks();
            try {
                ByteBuffer buffer = alignedBuffer(bs);
                while (buffer.hasRemaining()) {
                    buffer.put((byte) random.nextInt()); // written data that no device can compress away
                }
                while (true) {
                    long n = job.issued().getAndIncrement();
                    long now = nanoClock.getAsLong();
                    if ((!spec.timeBased() && n >= blocks)
                            || now >= end
                            || stopRequested.getAsBoolean()
                            || Thread.currentThread().isInterrupted()) {
                        break;
                    }
                    long block = spec.pattern().random() ? random.nextLong(blocks) : n % blocks;
                    boolean isRead = spec.pattern().reads()
                            && (!spec.pattern().writes() || random.nextInt(100) < spec.readPercent());
                    buffer.clear().limit(bs);
                    int outstanding = job.outstanding().incrementAndGet();
                    long t0 = nanoClock.getAsLong();
                    long position = block * bs;
                    try {
                        while (buffer.hasRemaining()) {
                            int moved = isRead
                                    ? job.channel().read(buffer, position + buffer.position())
                                    : job.channel().write(buffer, position + buffer.position());
                            if (moved < 0) {
                                throw new IOException("end of file at byte " + (position + buffer.position()));
                            }
                        }
                    } finally {
                        job.outstanding().decrementAndGet();
                    }
                    long t1 = nanoClock.getAsLong();
                    boolean measured = t0 >= rampEnd;
                    if (measured) {
                        (isRead ? read : write).recordValue(Math.max(0, t1 - t0));
                        depthCounts[IoDetails.depthBucket(outstanding)]++;
                        if (!measuring) measuring = true;
                    }
                    progress.completed(isRead);
                    if (!isRead) {
                        syncIfDue(job.writes().incrementAndGet(), measured);
                    }
                }
            } catch (IOException | RuntimeException e) {
                failure = e;
            }
            threadCounters = ThreadCounters.ofThisThread();
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            userCpuNanos = Math.max(0, threads.getCurrentThreadUserTime());
            cpuNanos = Math.max(0, threads.getCurrentThreadCpuTime());
        }

        /**
         * O_DIRECT needs the buffer aligned to the device's logical block; 4096 covers 512-byte and 4K devices.
         * alignedSlice keeps only whole 4096-byte units, so the allocation is the block size rounded up to
         * them plus one unit of slack for the alignment (a 512-byte block needs one whole unit).
         */
        private static ByteBuffer alignedBuffer(int bs) {
            int units = (bs + 4095) / 4096;
            ByteBuffer buffer = ByteBuffer.allocateDirect((units + 1) * 4096).alignedSlice(4096);
            buffer.limit(bs);
            return buffer;
        }

        private void syncIfDue(long writesSoFar, boolean measured) throws IOException {
            boolean full = spec.fsyncEvery() > 0 && writesSoFar % spec.fsyncEvery() == 0;
            boolean data = spec.fdatasyncEvery() > 0 && writesSoFar % spec.fdatasyncEvery() == 0;
            if (full || data) {
                long t0 = nanoClock.getAsLong();
                job.channel().force(full);
                if (measured) {
                    sync.recordValue(Math.max(0, nanoClock.getAsLong() - t0));
                }
            }
        }
    }
}
