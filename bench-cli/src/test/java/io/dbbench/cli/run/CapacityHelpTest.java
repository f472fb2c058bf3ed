package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code capacity -h} lists what the search takes, and none of the flags it refuses. */
class CapacityHelpTest {
    private static final String STRESS = "../configs/Stress_Test.xml";
    /** Nothing listens there: a run that tried to connect would fail with exit 4, not 2. */
    private static final String NOWHERE = "jdbc:postgresql://127.0.0.1:1/none";

    private static final List<String> REFUSED = List.of(
            "-rt",
            "-mt",
            "-bs",
            "-be",
            "-ot",
            "-ver",
            "--console-max-users",
            "--topology",
            "--users-per-service",
            "--fork",
            "--replica",
            "--users-total",
            "--start-at",
            "--run-key",
            "--start-timeout",
            "--start-tolerance",
            "--merge-available",
            "--metrics-port",
            "--metrics-bind",
            "--metrics-linger",
            "--rate");

    private static final List<String> ACCEPTED = List.of(
            "--replicas",
            "--users",
            "--rates",
            "--slo",
            "--max-users",
            "--warmup",
            "--iterations",
            "--repeats",
            "-d",
            "-c",
            "-cs",
            "-u",
            "-p",
            "-uc",
            "-r",
            "-min",
            "-max",
            "-intermin",
            "-intermax",
            "-v",
            "-s",
            "-en",
            "-di",
            "--embedded",
            "--create",
            "--scale",
            "--no-plots",
            "--console",
            "-h");

    private static String help() {
        CliRun r = CliRun.of("capacity", "-h");
        assertEquals(0, r.exitCode(), r.err());
        return r.out();
    }

    /** The option's own line in the list ("  -c  file ...", "  -d, --dir DIR ..."), or its synopsis entry. */
    private static boolean listed(String help, String option) {
        String name = Pattern.quote(option);
        return Pattern.compile("(?m)^\\s+(-\\S+, )?" + name + "(\\s|,|$)")
                        .matcher(help)
                        .find()
                || Pattern.compile("\\[" + name + "[\\s\\]=]").matcher(help).find();
    }

    @Test
    void theRefusedFlagsAreNotListed() {
        String help = help();
        for (String option : REFUSED) assertFalse(listed(help, option), option + " listed:\n" + help);
    }

    @Test
    void theFlagsTheSearchTakesAreListed() {
        String help = help();
        for (String option : ACCEPTED) assertTrue(listed(help, option), option + " not listed:\n" + help);
    }

    @Test
    void theFlagsTakenInPartSayWhen() {
        String help = help();
        assertTrue(help.contains("with --rates: the users that serve the arrivals"), help);
        assertTrue(help.contains("not with -d"), help);
        String oneLine = help.replaceAll("\\s+", " ");
        assertTrue(
                oneLine.contains("With --rates, the backlog of a round's top rate carries into the next round's"
                        + " first step, whose warm-up drains it"),
                oneLine);
    }

    @Test
    void charbenchsHelpStillListsTheFlagsCapacityHides() {
        CliRun r = CliRun.of("-h");
        assertEquals(0, r.exitCode(), r.err());
        for (String option : List.of("-rt", "-mt", "-bs", "-ot", "--topology", "--repeats"))
            assertTrue(listed(r.out(), option), option + " not listed:\n" + r.out());
        assertTrue(r.out().contains("number of users (sessions)"), r.out());
    }

    @Test
    void eachRefusedFlagIsOneLineNamingItAndExit2() {
        List<List<String>> given = List.of(
                List.of("-mt", "100"),
                List.of("-be", "0:01"),
                List.of("-ot", "json"),
                List.of("-ver"),
                List.of("--console-max-users", "8"),
                List.of("--topology", "4x1"),
                List.of("--users-per-service", "2"),
                List.of("--fork"),
                List.of("--replica", "0/2"),
                List.of("--users-total", "x"),
                List.of("--start-at", "db"),
                List.of("--run-key", "k"),
                List.of("--start-timeout", "10"),
                List.of("--start-tolerance", "1"),
                List.of("--merge-available"),
                List.of("--metrics-port", "9400"),
                List.of("--metrics-bind", "0.0.0.0"),
                List.of("--metrics-linger", "5"),
                // a value left out is refused for the flag, not reported as a missing parameter
                List.of("--topology"),
                List.of("--start-at"),
                List.of("--metrics-port"));
        for (List<String> flag : given) {
            CliRun r = searchWith(flag);
            assertEquals(2, r.exitCode(), flag + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), flag + ": " + r.err());
            assertTrue(
                    r.err().contains("option " + flag.get(0) + ": cannot be used with capacity: "),
                    flag + ": " + r.err());
        }
    }

    /** --repeats is the search's: a bad count is one line naming it and exit 2, before anything connects (exit 4). */
    @Test
    void aBadRepeatsIsOneLineAndExit2BeforeConnecting() {
        for (List<String> flag : List.of(
                List.of("--repeats", "0"),
                List.of("--repeats", "-1"),
                List.of("--repeats", "two"),
                List.of("--repeats"))) {
            CliRun r = searchWith(flag);
            assertEquals(2, r.exitCode(), flag + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), flag + ": " + r.err());
            assertTrue(r.err().contains("--repeats"), flag + ": " + r.err());
        }
        CliRun zero = searchWith(List.of("--repeats", "0"));
        assertTrue(zero.err().contains("option --repeats: must be at least 1, was 0"), zero.err());
        CliRun word = searchWith(List.of("--repeats", "two"));
        assertTrue(word.err().contains("option --repeats: 'two' is not a whole number of rounds"), word.err());
        // a good count goes on to connect: nothing listens there, exit 4
        CliRun good = searchWith(List.of("--repeats", "2"));
        assertEquals(4, good.exitCode(), good.err());
    }

    /**
     * --replicas N takes a search whose every step the replicas can share: else one line naming what is wrong and
     * exit 2, before anything connects (exit 4).
     */
    @Test
    void aSearchTheReplicasCannotShareIsOneLineAndExit2BeforeConnecting() {
        Map<List<String>, String> refused = Map.of(
                List.of("--users", "1,2", "--replicas", "2"),
                "option --users: step 1 has 1 users, fewer than --replicas 2",
                List.of("--users", "2,3", "--replicas", "2"),
                "option --users: steps 1 and 2 (2, 3 users) give replica 1/2 the same 1 users; each step must add"
                        + " users to every replica (at least 2 more)",
                List.of("--users", "2,4", "--replicas", "0"),
                "option --replicas: must be at least 1, was 0",
                List.of("-uc", "4", "--rates", "100,200", "--replicas", "2"),
                "option --replicas: not with --rates yet",
                List.of("--users", "2,4", "--replicas", "2", "--repeats", "2"),
                "option --repeats: not with --replicas yet",
                List.of("--users", "2,4", "--replicas", "2", "--warmup", "0x1s"),
                "option --warmup: not 0 with --replicas");
        for (Map.Entry<List<String>, String> e : refused.entrySet()) {
            List<String> args =
                    new java.util.ArrayList<>(List.of("capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p"));
            args.addAll(e.getKey());
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), e.getKey() + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), e.getKey() + ": " + r.err());
            assertTrue(r.err().contains(e.getValue()), e.getKey() + ": " + r.err());
        }
    }

    /** A search of users 1,2 against a database nowhere, with {@code flag} added. */
    private static CliRun searchWith(List<String> flag) {
        List<String> args = new java.util.ArrayList<>(
                List.of("capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p", "--users", "1,2"));
        args.addAll(flag);
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void theHiddenFlagsKeepTheirValuesForTheChecks() {
        // -ot std is a run's default: taken (the search goes on to connect, exit 4), only json is refused
        CliRun r = CliRun.of(
                "capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p", "--users", "1,2", "-ot", "std");
        assertEquals(4, r.exitCode(), r.err());
    }

    @Test
    void aRefusedFlagWithoutASearchIsRefusedNotAnsweredWithTheSubcommands() {
        for (List<String> args : List.of(
                List.of("capacity", "--fork", "--embedded"),
                List.of("capacity", "--metrics-port", "9400"),
                List.of("capacity", "-ver"))) {
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), args + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), args + ": " + r.err());
            assertTrue(
                    r.err().contains("capacity: option " + args.get(1) + ": cannot be used with capacity: "),
                    args + ": " + r.err());
        }
        assertTrue(CliRun.of("capacity", "-ver").err().contains("'bench-cli -ver' prints the version"));
        // nothing given still names the subcommands
        CliRun alone = CliRun.of("capacity");
        assertEquals(2, alone.exitCode(), alone.err());
        assertTrue(alone.err().contains("analyze"), alone.err());
    }

    /** The names the help hides are the command's own: a renamed flag would leave one that hides nothing. */
    @Test
    void everyNameTheHelpHidesIsAnOptionOfTheCommand() {
        var spec = new picocli.CommandLine(new CapacityCommand()).getCommandSpec();
        for (String name : CapacityHelp.REFUSED) {
            var option = spec.findOption(name);
            assertTrue(option != null, name + " is no option of capacity");
            assertTrue(option.hidden(), name + " not hidden");
        }
    }
}
