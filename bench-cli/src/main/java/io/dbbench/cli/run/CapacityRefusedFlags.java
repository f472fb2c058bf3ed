package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacityRefusal;
import io.dbbench.cli.common.CliException;
import picocli.CommandLine.Option;

/**
 * A charbench run's topology, replica (but --replicas N), fork, start-barrier and live-metrics flags, which the
 * capacity search does not take: declared (hidden) only to be refused with what to do instead, rather than as an unknown option (whose "did
 * you mean" guesses another). Values are read as text, and may be left out (arity 0..1), so that a bad or missing
 * value is refused for the flag, not for its type or its absence.
 */
public final class CapacityRefusedFlags {
    private static final String ONE_RUN = "a capacity search is one run in one JVM against one database;";

    @Option(names = "--topology", hidden = true, arity = "0..1")
    String topology;

    @Option(names = "--users-per-service", hidden = true, arity = "0..1")
    String usersPerService;

    @Option(names = "--fork", hidden = true)
    boolean fork;

    @Option(names = "--replica", hidden = true, arity = "0..1")
    String replica;

    @Option(names = "--users-total", hidden = true, arity = "0..1")
    String usersTotal;

    @Option(names = "--start-at", hidden = true, arity = "0..1")
    String startAt;

    @Option(names = "--run-key", hidden = true, arity = "0..1")
    String runKey;

    @Option(names = "--start-timeout", hidden = true, arity = "0..1")
    String startTimeout;

    @Option(names = "--start-tolerance", hidden = true, arity = "0..1")
    String startTolerance;

    @Option(names = "--merge-available", hidden = true)
    boolean mergeAvailable;

    @Option(names = "--metrics-port", hidden = true, arity = "0..1")
    String metricsPort;

    @Option(names = "--metrics-bind", hidden = true, arity = "0..1")
    String metricsBind;

    @Option(names = "--metrics-linger", hidden = true, arity = "0..1")
    String metricsLinger;

    /** One line naming the first refused flag given and what to use instead (exit 2); nothing when none is. */
    void check() throws CliException {
        refuse(
                "--topology",
                topology != null,
                "it steps the users of one pool; to compare topologies at a fixed load, run 'bench-cli"
                        + " --topology CxS,...'");
        refuse("--users-per-service", usersPerService != null, "--users sets each step's users");
        refuse("--fork", fork, ONE_RUN + " its users are stepped live; for a cold JVM, run the search again");
        String local = "--replicas N spreads each step's users over N replicas on this host, started together"
                + " (docs/capacity.md)";
        refuse("--replica", replica != null, "a replica of a search is started by its parent; " + local);
        refuse("--users-total", usersTotal != null, "--users sets each step's total users; " + local);
        String noBarrier = local + "; the search starts them itself";
        refuse("--start-at", startAt != null, noBarrier);
        refuse("--run-key", runKey != null, noBarrier);
        refuse("--start-timeout", startTimeout != null, noBarrier);
        refuse("--start-tolerance", startTolerance != null, noBarrier);
        refuse("--merge-available", mergeAvailable, "a search over replicas merges every step of all of them");
        String noMetrics = "the search serves no Prometheus metrics; --console shows its steps live in the browser";
        refuse("--metrics-port", metricsPort != null, noMetrics);
        refuse("--metrics-bind", metricsBind != null, noMetrics);
        refuse("--metrics-linger", metricsLinger != null, noMetrics);
    }

    private static void refuse(String option, boolean given, String instead) throws CliException {
        if (given) throw CapacityRefusal.of(option, instead);
    }
}
