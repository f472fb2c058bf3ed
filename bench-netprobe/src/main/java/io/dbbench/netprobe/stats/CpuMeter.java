package io.dbbench.netprobe.stats;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.OptionalDouble;

/**
 * CPU used by this JVM process between {@link #start()} and {@link #percentSinceStart()}, in percent
 * of one core (as iperf3 reports it: 200 means two cores busy). Empty when the JVM does not expose
 * process CPU time (com.sun.management.OperatingSystemMXBean missing or returning -1).
 */
public final class CpuMeter {
    private final com.sun.management.OperatingSystemMXBean os;
    private final long startCpuNanos;
    private final long startWallNanos;

    private CpuMeter(com.sun.management.OperatingSystemMXBean os) {
        this.os = os;
        this.startCpuNanos = os == null ? -1 : os.getProcessCpuTime();
        this.startWallNanos = System.nanoTime();
    }

    public static CpuMeter start() {
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        return new CpuMeter(bean instanceof com.sun.management.OperatingSystemMXBean sun ? sun : null);
    }

    public OptionalDouble percentSinceStart() {
        if (os == null || startCpuNanos < 0) {
            return OptionalDouble.empty();
        }
        long cpu = os.getProcessCpuTime();
        long wall = System.nanoTime() - startWallNanos;
        if (cpu < 0 || wall <= 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(100.0 * (cpu - startCpuNanos) / wall);
    }
}
