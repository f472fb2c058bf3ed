package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.engine.UserThreads;
import io.dbbench.core.measure.BenchmarkOptions;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.Option;

/** dbbench's own options beyond charbench's: topologies, JMH-style iterations, the open loop. */
final class MeasurementFlags {
    @Option(
            names = "--topology",
            paramLabel = "CxS[,CxS...]",
            description = {
                "connection pool topologies to run in turn, CONNECTIONSxSERVICES: 16x1 is one service with a",
                "16-connection pool, 4x4 four services with 4 each; e.g. 16x1,8x2,4x4 prints a comparison table.",
                "Each service has its own pool and users, borrowing a connection per transaction; the users (-uc)",
                "are split evenly over the services (the first ones take one more when it does not divide)"
            })
    String topologies;

    @Option(
            names = "--users-per-service",
            paramLabel = "n",
            description = "with --topology: users of each service instead of splitting -uc (total = n x services)")
    Integer usersPerService;

    @Option(
            names = "--warmup",
            paramLabel = "NxLEN",
            description = "warm-up iterations, e.g. 2x30s (measured, not scored)")
    String warmup;

    @Option(
            names = "--iterations",
            paramLabel = "NxLEN",
            description = "measurement iterations, e.g. 5x60s: TPS and latency are scored as mean ± error over them")
    String iterations;

    @Option(
            names = "--repeats",
            paramLabel = "n",
            description = "repeat warm-up and iterations n times with fresh pools")
    Integer repeats;

    @Option(
            names = "--fork",
            description = {
                "run each repeat in a fresh JVM, as JMH's forks: JIT, driver caches and pools",
                "start cold every time (needs --iterations and a database given by -cs, not --embedded)"
            })
    boolean fork;

    @Option(
            names = "--rate",
            paramLabel = "tps",
            description =
                    "open loop: start transactions at this rate per second; response time counts from the intended start")
    Double rate;

    @Option(
            names = "--threads",
            paramLabel = "virtual|platform",
            description = {
                "the kind of thread each user runs on: platform (the default) or virtual (Java 21 or later:",
                "much less memory per user, for thousands of users), in --fork and --replicas children too;",
                "refused on an older Java"
            })
    String threads;

    /**
     * Whether this JDK has virtual threads: {@link UserThreads#virtualAvailable()}, replaced by tests so that
     * the refusal on an older Java is checked on any JDK.
     */
    BooleanSupplier virtualThreadsAvailable = UserThreads::virtualAvailable;

    /** The options model the run uses; one-line errors name the option. */
    BenchmarkOptions toOptions(BenchmarkOptions base) throws CliException {
        BenchmarkOptions o = base;
        if (topologies != null) {
            try {
                o = o.withTopologies(Topology.parseList(topologies));
            } catch (IllegalArgumentException e) {
                throw usage("--topology", e.getMessage());
            }
        }
        if (usersPerService != null) {
            if (topologies == null) throw usage("--users-per-service", "needs --topology");
            if (usersPerService < 1) throw usage("--users-per-service", "must be at least 1, was " + usersPerService);
            o = o.withUsersPerService(usersPerService);
        }
        if (iterations != null) {
            long[] measured = countByLength("--iterations", iterations);
            long[] warm = warmup == null ? new long[] {0, 0} : countByLength("--warmup", warmup);
            if (repeats != null && repeats < 1) throw usage("--repeats", "must be at least 1, was " + repeats);
            try {
                o = o.withPlan(new MeasurementPlan(
                        (int) warm[0],
                        Duration.ofMillis(warm[1]),
                        (int) measured[0],
                        Duration.ofMillis(measured[1]),
                        repeats == null ? 1 : repeats));
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage().startsWith("warm-up") ? "--warmup" : "--iterations", e.getMessage());
            }
        } else if (warmup != null || repeats != null || fork) {
            throw usage(
                    warmup != null ? "--warmup" : repeats != null ? "--repeats" : "--fork",
                    "needs --iterations (e.g. --iterations 5x60s)");
        }
        if (threads != null) o = o.withVirtualThreads(userThreads(threads) == UserThreads.VIRTUAL);
        if (rate != null) {
            if (!(rate > 0) || rate.isInfinite())
                throw usage("--rate", "must be a positive number of transactions per second, was " + rate);
            o = o.withRate(rate);
        }
        return o;
    }

    private UserThreads userThreads(String text) throws CliException {
        UserThreads kind;
        try {
            kind = UserThreads.of(text);
        } catch (IllegalArgumentException e) {
            throw usage("--threads", e.getMessage());
        }
        if (kind == UserThreads.VIRTUAL && !virtualThreadsAvailable.getAsBoolean())
            throw usage(
                    "--threads",
                    "virtual threads need Java 21 or later; this is Java "
                            + Runtime.version().feature() + " (run it with a newer java, or use --threads platform)");
        return kind;
    }

    boolean setsRunTime() {
        return iterations != null;
    }

    private static long[] countByLength(String option, String text) throws CliException {
        try {
            return MeasurementPlan.parseCountByLength(text);
        } catch (IllegalArgumentException e) {
            throw usage(option, e.getMessage());
        }
    }

    private static CliException usage(String option, String message) {
        return new CliException(ExitCodes.BAD_USAGE, "option " + option + ": " + message);
    }
}
