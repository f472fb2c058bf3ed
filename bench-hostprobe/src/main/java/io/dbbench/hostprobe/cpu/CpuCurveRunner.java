package io.dbbench.hostprobe.cpu;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs the CPU-parallelism test: per level n, {@code loops} batches of n fresh threads released together;
 * each thread times its own job (wall and thread CPU). Library code: it never prints, progress goes to a
 * listener.
 */
public final class CpuCurveRunner {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Results of every job end here, so the JIT must compute them. */
    private static final AtomicLong SINK = new AtomicLong();

    private final CpuCurveConfig config;
    private final long[] memory;

    public CpuCurveRunner(CpuCurveConfig config) {
        this.config = config;
        this.memory = config.kernel() == CpuKernel.MEM ? new long[config.memLongs()] : null;
        if (THREADS.isThreadCpuTimeSupported() && !THREADS.isThreadCpuTimeEnabled())
            THREADS.setThreadCpuTimeEnabled(true);
    }

    /** Runs every level in order and returns their statistics; {@code onLevel} sees each as it finishes. */
    public List<LevelStats> run(Consumer<LevelStats> onLevel) throws InterruptedException {
        if (config.warmup()) batch(config.levels().get(0), 0);
        List<LevelStats> levels = new ArrayList<>();
        for (int n : config.levels()) {
            List<CpuSample> samples = new ArrayList<>();
            for (int loop = 0; loop < config.loops(); loop++) {
                samples.addAll(batch(n, loop + 1));
            }
            LevelStats stats = LevelStats.of(n, samples);
            levels.add(stats);
            onLevel.accept(stats);
        }
        return levels;
    }

    /** One batch: pause, start n new threads, release them at once, collect their samples. */
    private List<CpuSample> batch(int n, int batchNumber) throws InterruptedException {
        if (config.pauseMillis() > 0) Thread.sleep(config.pauseMillis());
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch go = new CountDownLatch(1);
        CpuSample[] samples = new CpuSample[n];
        RuntimeException[] failure = new RuntimeException[1];
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < n; w++) {
            int worker = w;
            long seed = batchNumber * 1_000_003L + worker;
            Thread t = new Thread(
                    () -> {
                        ready.countDown();
                        try {
                            go.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                        try {
                            samples[worker] = job(seed);
                        } catch (RuntimeException e) {
                            synchronized (failure) {
                                failure[0] = e;
                            }
                        }
                    },
                    "dbbench-cpu-" + n + "-" + worker);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        ready.await();
        go.countDown();
        try {
            for (Thread t : threads) t.join();
        } catch (InterruptedException e) {
            threads.forEach(Thread::interrupt);
            throw e;
        }
        synchronized (failure) {
            if (failure[0] != null) throw failure[0];
        }
        return List.of(samples);
    }

    private CpuSample job(long seed) {
        long cpuStart = THREADS.isThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        long wallStart = System.nanoTime();
        long result = config.kernel().run(config.inner(), memory, seed);
        long wall = System.nanoTime() - wallStart;
        long cpuEnd = cpuStart >= 0 ? THREADS.getCurrentThreadCpuTime() : -1;
        SINK.addAndGet(result);
        return new CpuSample(wall, cpuStart >= 0 && cpuEnd >= 0 ? cpuEnd - cpuStart : -1);
    }
}
