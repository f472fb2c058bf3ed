package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import java.util.List;
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
            "--repeats",
            "--fork",
            "--replicas",
            "--replica",
            "--users-total",
            "--rate");

    private static final List<String> ACCEPTED = List.of(
            "--users",
            "--rates",
            "--slo",
            "--max-users",
            "--warmup",
            "--iterations",
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
                List.of("--repeats", "3"),
                List.of("--fork"),
                List.of("--replicas", "2"),
                List.of("--replica", "0/2"),
                List.of("--users-total", "x"));
        for (List<String> flag : given) {
            List<String> args = new java.util.ArrayList<>(
                    List.of("capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p", "--users", "1,2"));
            args.addAll(flag);
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), flag + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), flag + ": " + r.err());
            assertTrue(
                    r.err().contains("option " + flag.get(0) + ": cannot be used with capacity: "),
                    flag + ": " + r.err());
        }
    }

    @Test
    void theHiddenFlagsKeepTheirValuesForTheChecks() {
        // -ot std is a run's default: taken (the search goes on to connect, exit 4), only json is refused
        CliRun r = CliRun.of(
                "capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p", "--users", "1,2", "-ot", "std");
        assertEquals(4, r.exitCode(), r.err());
    }
}
