package io.dbbench.jmh;

import io.dbbench.core.internal.engine.EngineProbe;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * The engine's cost per transaction as CPU time of the thread that runs it, for A/B comparisons on a busy
 * machine: {@link EngineOverheadBenchmark}'s wall-clock figures take in every moment another process holds
 * the core, this thread's CPU time does not. Runs one {@link EngineProbe} session's {@code step()} in
 * batches and prints the median, lowest and highest CPU nanoseconds per step over the measured batches.
 *
 * <p>{@code java -cp benchmarks.jar io.dbbench.jmh.EngineCpuPerStep [counted]}: {@code counted} runs a
 * session whose connection's traffic is counted. Only {@link EngineProbe}'s long-standing methods are
 * called directly, so an older build's jar placed first on the class path is measured by this class too
 * (scripts/bench-traffic-cost.sh); {@code counted} needs a build that has counted sessions.
 */
public final class EngineCpuPerStep {
    private static final int STEPS_PER_BATCH = 2_000_000;
    private static final int WARM_UP_BATCHES = 8;
    private static final int MEASURED_BATCHES = 15;

    private EngineCpuPerStep() {}

    public static void main(String[] args) throws Exception {
        boolean counted = args.length > 0 && args[0].equals("counted");
        EngineProbe probe =
                EngineProbe.create(OrderEntryNoOpMix.weights(), OrderEntryNoOpMix::transaction, 20_240_601L);
        EngineProbe.ProbeSession session = counted ? countedSession(probe) : probe.newSession();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] nanosPerStep = new double[MEASURED_BATCHES];
        for (int batch = -WARM_UP_BATCHES; batch < MEASURED_BATCHES; batch++) {
            long before = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < STEPS_PER_BATCH; i++) session.step();
            long after = threads.getCurrentThreadCpuTime();
            // as the sampler drains once per interval; also keeps the histograms from filling
            probe.drain();
            if (batch >= 0) nanosPerStep[batch] = (after - before) / (double) STEPS_PER_BATCH;
        }
        Arrays.sort(nanosPerStep);
        System.out.printf(
                java.util.Locale.ROOT,
                "%.1f %.1f %.1f%n",
                nanosPerStep[MEASURED_BATCHES / 2],
                nanosPerStep[0],
                nanosPerStep[MEASURED_BATCHES - 1]);
    }

    // by reflection: an older build's EngineProbe has no counted sessions, and must still load this class
    private static EngineProbe.ProbeSession countedSession(EngineProbe probe) throws ReflectiveOperationException {
        Method counted = EngineProbe.class.getMethod("newCountedSession", int.class, int.class);
        return (EngineProbe.ProbeSession) counted.invoke(probe, 690, 2130);
    }
}
