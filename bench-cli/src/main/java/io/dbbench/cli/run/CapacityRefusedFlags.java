package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import picocli.CommandLine.Option;

/**
 * A charbench run's topology, replica and repeat flags, which the capacity search does not take: declared (hidden)
 * only to be refused with what to do instead, rather than as an unknown option (whose "did you mean" guesses
 * another). Values are read as text so that a bad value is refused for the flag, not for its type.
 */
public final class CapacityRefusedFlags {
    private static final String ONE_RUN = "a capacity search is one run in one JVM against one database;";

    @Option(names = "--topology", hidden = true)
    String topology;

    @Option(names = "--users-per-service", hidden = true)
    String usersPerService;

    @Option(names = "--repeats", hidden = true)
    String repeats;

    @Option(names = "--fork", hidden = true)
    boolean fork;

    @Option(names = "--replicas", hidden = true)
    String replicas;

    @Option(names = "--replica", hidden = true)
    String replica;

    @Option(names = "--users-total", hidden = true)
    String usersTotal;

    /** One line naming the first refused flag given and what to use instead (exit 2); nothing when none is. */
    void check() throws CliException {
        refuse(
                "--topology",
                topology != null,
                "it steps the users of one pool; to compare topologies at a fixed load, run 'bench-cli"
                        + " --topology CxS,...'");
        refuse("--users-per-service", usersPerService != null, "--users sets each step's users");
        refuse(
                "--repeats",
                repeats != null,
                "each step is scored over its --iterations; to repeat the search, run it again with another -d"
                        + " and compare the runs with 'bench-cli compare'");
        refuse("--fork", fork, ONE_RUN + " its users are stepped live; for a cold JVM, run the search again");
        String perLayout = ONE_RUN + " for several replicas run one search per layout (docs/capacity.md)";
        refuse("--replicas", replicas != null, perLayout);
        refuse("--replica", replica != null, perLayout);
        refuse("--users-total", usersTotal != null, "--users sets each step's users; " + perLayout);
    }

    private static void refuse(String option, boolean given, String instead) throws CliException {
        if (given)
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option " + option + ": cannot be used with capacity: " + instead);
    }
}
