package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.CapacityOptionException;
import io.dbbench.core.internal.capacity.plan.LoadSteps;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.Slo;
import io.dbbench.core.internal.capacity.plan.SloParser;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The capacity search's own options: the steps (users, or open-loop rates), the SLOs, the ceiling, and each step's
 * iterations.
 */
public final class CapacitySearchFlags {
    /** Each step's measured iterations when --iterations is not given: three, the least the growth test needs. */
    static final String DEFAULT_ITERATIONS = "3x10s";

    @Option(
            names = "--users",
            paramLabel = "LIST|A..B",
            description = {
                "the users of each step, in one run: a list (1,2,4,8) or a doubling range (1..64 is 1,2,4,...,64);",
                "users that stay keep their sessions, users are added and retired while the run goes on"
            })
    String users;

    @Option(
            names = "--rates",
            paramLabel = "LIST|A..B",
            description = {
                "open loop: the rate of each step, intended starts per second, in one run: a list (50,100,200) or a"
                        + " doubling range (50..800);",
                "the run's users (-uc, or the config's) serve the arrivals; response times count from the intended"
                        + " starts, as with --rate"
            })
    String rates;

    /** Declared only to be refused with a reason: --rates sets each step's rate. */
    @Option(names = "--rate", hidden = true)
    String rate;

    @Option(
            names = "--slo",
            paramLabel = "OBJECTIVE",
            description = {
                "a service-level objective every step must hold, repeatable: p99<50ms, p95<20ms, errors<0.1%%,",
                "per transaction type NAME:p99<50ms; the search stops at the first step that breaks one"
            })
    List<String> slos = new ArrayList<>();

    @Option(
            names = "--max-users",
            paramLabel = "N",
            description = "drop the steps above N users (the search stops there for that reason)")
    Integer maxUsers;

    @Option(
            names = "--warmup",
            paramLabel = "NxLEN",
            description = "each step's warm-up iterations, e.g. 1x10s (measured, not scored), where the change of"
                    + " users falls; default one of --iterations' length; 0x... warns")
    String warmup;

    @Option(
            names = "--iterations",
            paramLabel = "NxLEN",
            description = "each step's measured iterations, e.g. 5x10s: TPS is scored as mean ± error over them;"
                    + " default " + DEFAULT_ITERATIONS)
    String iterations;

    @Option(
            names = "--repeats",
            paramLabel = "N",
            description = {
                "climb the ladder N times in the run, interleaved (1 2 4 8, 1 2 4 8, ...; default 1): round 1 is the"
                        + " search and its stop fixes the ladder, rounds 2..N run every step of it again;",
                "each step's TPS is then scored over its N rounds (mean ± error) and every verdict is taken on them"
            })
    String repeats;

    @Option(
            names = {"-d", "--dir"},
            paramLabel = "DIR",
            description = "write results.xml, results.json (with its capacity section) and results.html into DIR")
    java.nio.file.Path dir;

    /** Whether a search was asked for: --users or --rates given. */
    public boolean asked() {
        return users != null || rates != null;
    }

    /** The flags checked, one line naming the option for each mistake (exit 2). */
    public CapacitySearchSetup parse() throws CliException {
        LoadSteps steps;
        List<Slo> objectives;
        if (rate != null) throw CapacityRefusal.of("--rate", "--rates sets each step's rate (e.g. --rates 50,100,200)");
        try {
            steps = LoadStepsParser.parse(users, rates, maxUsers);
            objectives = SloParser.parseAll(slos);
        } catch (CapacityOptionException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        long[] measured = countByLength("--iterations", iterations == null ? DEFAULT_ITERATIONS : iterations);
        // by default one warm-up iteration of the measured length: the change of users (the new users' logons, the
        // retired users' transactions in flight) falls in it, not in a measured iteration
        long[] warm = warmup == null ? new long[] {1, measured[1]} : countByLength("--warmup", warmup);
        int rounds = rounds(repeats);
        MeasurementPlan plan;
        try {
            plan = new MeasurementPlan(
                    (int) warm[0],
                    Duration.ofMillis(warm[1]),
                    (int) measured[0],
                    Duration.ofMillis(measured[1]),
                    rounds);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage().startsWith("warm-up") ? "--warmup" : "--iterations", e.getMessage());
        }
        // a missing directory is made when the results are written, as -r makes its file's; a file in its place is
        // a mistake to say before anything connects
        if (dir != null && java.nio.file.Files.exists(dir) && !java.nio.file.Files.isDirectory(dir))
            throw usage("-d", "'" + dir + "' is not a directory");
        return new CapacitySearchSetup(steps, objectives, plan, dir);
    }

    /** --repeats: the rounds, a whole number from 1; 1 when not given. */
    static int rounds(String text) throws CliException {
        if (text == null) return 1;
        int n;
        try {
            n = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw usage("--repeats", "'" + text + "' is not a whole number of rounds (1 or more)");
        }
        if (n < 1) throw usage("--repeats", "must be at least 1, was " + n);
        return n;
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
