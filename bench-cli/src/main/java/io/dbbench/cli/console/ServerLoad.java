package io.dbbench.cli.console;

import io.dbbench.core.internal.server.ProcessTreeCounters;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The database server's CPU and disk I/O between two live lines, from its processes in /proc (the
 * embedded server): CPU as a percentage of this host's cores, like the client's {@code cpu}, and disk
 * as MB/s read + written. Called from the sampler thread only; a reading is a few small /proc files.
 */
public final class ServerLoad {
    private final ProcessTreeCounters processes;
    private final LongSupplier nanoClock;
    private final int cores;
    private long lastNanos = -1;
    private long lastCpuMicros;
    private long lastIoBytes = -1;
    private String cpu = "-";
    private String disk = "-";

    public ServerLoad(ProcessTreeCounters processes, LongSupplier nanoClock) {
        this(processes, nanoClock, Runtime.getRuntime().availableProcessors());
    }

    ServerLoad(ProcessTreeCounters processes, LongSupplier nanoClock, int cores) {
        this.processes = processes;
        this.nanoClock = nanoClock;
        this.cores = cores;
    }

    /** Reads the counters once per live line; the figures are since the previous line ("-" on the first). */
    void sample() {
        Map<String, Long> now;
        try {
            now = processes.read();
        } catch (IOException gone) {
            cpu = "n/a";
            disk = "n/a";
            return;
        }
        long nanos = nanoClock.getAsLong();
        long cpuMicros = now.getOrDefault(ProcessTreeCounters.CPU_MICROS, 0L);
        Long read = now.get(ProcessTreeCounters.READ_BYTES);
        Long written = now.get(ProcessTreeCounters.WRITE_BYTES);
        long ioBytes = read == null || written == null ? -1 : read + written;
        if (lastNanos >= 0 && nanos > lastNanos) {
            double seconds = (nanos - lastNanos) / 1e9;
            cpu = String.format(
                    Locale.ROOT, "%.0f", Math.max(0, cpuMicros - lastCpuMicros) / 1e6 / seconds / cores * 100);
            disk = ioBytes < 0 || lastIoBytes < 0
                    ? "n/a"
                    : String.format(Locale.ROOT, "%.1f", Math.max(0, ioBytes - lastIoBytes) / 1e6 / seconds);
        }
        lastNanos = nanos;
        lastCpuMicros = cpuMicros;
        lastIoBytes = ioBytes;
    }

    public String cpuPercent() {
        return cpu;
    }

    public String diskMegabytesPerSecond() {
        return disk;
    }
}
