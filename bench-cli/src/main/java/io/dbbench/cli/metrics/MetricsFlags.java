package io.dbbench.cli.metrics;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.micrometer.core.instrument.Tags;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Option;

/** Live Prometheus metrics of a run: {@code --metrics-port}, {@code --metrics-bind}, {@code --metrics-linger}. */
public final class MetricsFlags {
    @Option(
            names = "--metrics-port",
            paramLabel = "port",
            description =
                    "serve live metrics at http://BIND:port/metrics in Prometheus' text format during the run (0: any free port)")
    Integer port;

    @Option(
            names = "--metrics-bind",
            paramLabel = "address",
            defaultValue = "127.0.0.1",
            description =
                    "address the metrics server listens on (default ${DEFAULT-VALUE}; 0.0.0.0 for every interface)")
    String bind;

    @Option(
            names = "--metrics-linger",
            paramLabel = "seconds",
            defaultValue = "0",
            description =
                    "keep serving /metrics this long after the results are written, so the last scrape sees the final totals")
    long lingerSeconds;

    public boolean enabled() {
        return port != null;
    }

    /** Checks the flags before anything starts. */
    public void validate(boolean forked) throws CliException {
        if (!enabled()) {
            if (lingerSeconds != 0)
                throw new CliException(ExitCodes.BAD_USAGE, "option --metrics-linger: needs --metrics-port");
            return;
        }
        if (port < 0 || port > 65535)
            throw new CliException(ExitCodes.BAD_USAGE, "option --metrics-port: must be 0..65535, was " + port);
        if (lingerSeconds < 0)
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --metrics-linger: must not be negative, was " + lingerSeconds);
        if (forked) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --metrics-port: cannot be used with --fork: "
                            + "each repeat runs in a JVM of its own, and they would all want the port");
        }
    }

    /** Starts the server; null without --metrics-port. A port in use is the user's to fix: exit 2. */
    public MetricsServer start() throws CliException {
        if (!enabled()) return null;
        try {
            return MetricsServer.start(bind, port);
        } catch (IOException | RuntimeException e) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --metrics-port: cannot listen on " + bind + ":" + port + ": " + e.getMessage(),
                    e);
        }
    }

    /**
     * Tags besides {@code run} (the config's name) and {@code topology}, which every run's meters get: the
     * workload (the providers of the enabled transactions, e.g. {@code Stress Test}, as the run resolved them) and the replica: its
     * 0-based index as in {@code --replica I/N} and {@code results-rI.json}, {@code 0} for a run that is not one.
     */
    public static Tags tags(List<String> workloads, ReplicaIdentity replica) {
        Tags tags = Tags.of("replica", replica == null ? "0" : Integer.toString(replica.index()));
        return workloads.isEmpty() ? tags : tags.and("workload", String.join(" + ", workloads));
    }

    /** --metrics-linger: the final totals stay scrapeable for a while; Ctrl-C ends the wait. */
    public void linger(MetricsServer server, StopOnSignal signals, PrintWriter out) {
        if (lingerSeconds <= 0) return;
        signals.stopWith(server::endLinger);
        out.println("Serving " + server.url() + " for " + lingerSeconds + " s more (--metrics-linger; Ctrl-C ends it)");
        out.flush();
        try {
            server.linger(lingerSeconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
