package io.dbbench.cli.console;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.Locale;

/** CPU use of the machine running dbbench (the client), for the live "cpu" column. */
final class ClientCpu {
    private final com.sun.management.OperatingSystemMXBean os;

    ClientCpu() {
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        os = bean instanceof com.sun.management.OperatingSystemMXBean sun ? sun : null;
    }

    /** The host's CPU load since the last call, in percent, or "n/a" where the JVM cannot tell. */
    String percent() {
        if (os == null) return "n/a";
        double load = os.getCpuLoad();
        return load < 0 ? "n/a" : String.format(Locale.ROOT, "%.0f", load * 100);
    }
}
