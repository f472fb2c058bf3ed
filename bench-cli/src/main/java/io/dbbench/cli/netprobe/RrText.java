package io.dbbench.cli.netprobe;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.rr.RrConfig;
import io.dbbench.netprobe.rr.RrInterval;
import io.dbbench.netprobe.rr.RrResult;
import io.dbbench.netprobe.stats.LatencySummary;
import java.io.PrintWriter;
import java.util.OptionalDouble;

/** Text for a request/response test, ending with oratcptest's two summary lines. Latencies in ms, MB = 10^6 bytes. */
record RrText(PrintWriter out, RrConfig config) {
    void start() {
        out.printf(
                "Request/response to %s:%d: %s, %d-byte requests, %d connection(s), up to %.1f s%s%s%s%n",
                config.host(),
                config.port(),
                config.mode().name().toLowerCase(),
                config.messageBytes(),
                config.connections(),
                config.durationMillis() / 1e3,
                config.maxMessages() > 0 ? " or " + config.maxMessages() + " requests" : "",
                config.ratePerSecond() > 0 ? ", open loop at " + config.ratePerSecond() + "/s" : "",
                config.writesFile()
                        ? ", server writes each to " + config.writeFileName() + " (fsync "
                                + config.fsync().name().toLowerCase() + ")"
                        : "");
        out.printf(
                "%-15s %10s %9s %9s %9s %9s%s%n",
                "Interval sec",
                "Msgs/s",
                "MB/s",
                "p50 ms",
                "p99 ms",
                "max ms",
                config.writesFile() ? String.format(" %12s", "disk p50 ms") : "");
        out.flush();
    }

    void interval(RrInterval i) {
        out.printf(
                "%6.2f-%-8.2f %10.1f %9.3f %9s %9s %9s%s%n",
                i.startSeconds(),
                i.endSeconds(),
                i.messagesPerSecond(),
                i.megabytesPerSecond(),
                Units.ms(i.latency().p50Nanos()),
                Units.ms(i.latency().p99Nanos()),
                Units.ms(i.latency().maxNanos()),
                config.writesFile() ? String.format(" %12s", Units.ms(i.disk().p50Nanos())) : "");
        out.flush();
    }

    void end(RrResult r) {
        out.println("- - - - - - - - - - - - - - - - - - - - - - - - -");
        if (r.endReason() == EndReason.STOPPED) {
            out.println("Stopped early: totals cover what was measured until then.");
        }
        out.printf(
                "Requests: %d acknowledged (server answered %d) in %.2f s: %.1f/s, %.3f MB/s%n",
                r.messages(), r.serverMessages(), r.seconds(), r.messagesPerSecond(), r.megabytesPerSecond());
        out.println("Round trip ms:  " + percentiles(r.latency()));
        if (config.writesFile()) {
            out.println("Server disk ms: " + percentiles(r.disk()) + "  (write + fsync "
                    + config.fsync().name().toLowerCase() + ", inside the round trip)");
        }
        out.printf(
                "CPU (percent of one core): client %s, server %s%n",
                cpu(r.clientCpuPercent()), cpu(r.serverCpuPercent()));
        out.printf("Avg. throughput = %.3f Mbytes/s%n", r.megabytesPerSecond());
        out.printf("Avg. latency = %s ms%n", Units.ms(r.latency().meanNanos()));
        out.flush();
    }

    static String percentiles(LatencySummary l) {
        return String.format(
                "min %s  p50 %s  p90 %s  p99 %s  p99.9 %s  max %s  mean %s  (n=%d)",
                Units.ms(l.minNanos()),
                Units.ms(l.p50Nanos()),
                Units.ms(l.p90Nanos()),
                Units.ms(l.p99Nanos()),
                Units.ms(l.p999Nanos()),
                Units.ms(l.maxNanos()),
                Units.ms(l.meanNanos()),
                l.count());
    }

    private static String cpu(OptionalDouble percent) {
        return percent.isPresent() ? String.format("%.1f%%", percent.getAsDouble()) : "unavailable";
    }
}
