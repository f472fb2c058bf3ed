package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** What every command and subcommand shares: -h/--help, one-line errors with one prefix, suggestions for typos. */
class CliConventionsTest {
    private static final String STRESS = "../configs/Stress_Test.xml";
    private static final int HELP_WIDTH = 80;

    @TempDir
    Path dir;

    @Test
    void everyCommandAndSubcommandAnswersHelp() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.commandLine(), new ArrayList<>(), paths);
        assertTrue(
                paths.size() >= 19 && paths.contains(List.of("soe", "create")),
                "the command tree looks incomplete: " + paths);
        for (List<String> path : paths) {
            for (String flag : new String[] {"-h", "--help"}) {
                String[] args = Stream.concat(path.stream(), Stream.of(flag)).toArray(String[]::new);
                CliRun r = CliRun.of(args);
                String what = String.join(" ", args);
                assertEquals(ExitCodes.OK, r.exitCode(), what + ": " + r.err());
                assertEquals("", r.err(), what);
                String usage = "Usage: "
                        + String.join(
                                " ",
                                Stream.concat(Stream.of("bench-cli"), path.stream())
                                        .toList());
                assertTrue(r.out().startsWith(usage), what + ":\n" + r.out());
                assertWrapsCleanly(what, r.out());
            }
        }
    }

    /** bench-cli -h lists each subcommand with its first description element alone: it must be a whole sentence. */
    @Test
    void everyCommandsFirstDescriptionElementIsAWholeSentence() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.commandLine(), new ArrayList<>(), paths);
        for (List<String> path : paths) {
            CommandLine command = Main.commandLine();
            for (String name : path) command = command.getSubcommands().get(name);
            String[] description = command.getCommandSpec().usageMessage().description();
            String what = String.join(
                    " ", Stream.concat(Stream.of("bench-cli"), path.stream()).toList());
            assertTrue(description.length > 0, what + " has no description");
            String first = description[0].strip();
            assertTrue(
                    first.endsWith(".") || first.endsWith("?") || first.endsWith("!"),
                    what + ": the first description element is not a whole sentence: " + first);
        }
    }

    /** No line wider than the help's width; below "Exit codes:" every line is indented (no text cut onto column 0). */
    private static void assertWrapsCleanly(String what, String help) {
        boolean exitCodes = false;
        for (String line : help.lines().toList()) {
            assertTrue(line.length() <= HELP_WIDTH, what + ": line longer than " + HELP_WIDTH + ":\n" + line);
            if (line.equals("Exit codes:")) {
                exitCodes = true;
            } else if (exitCodes && !line.isEmpty()) {
                assertTrue(line.startsWith(" "), what + ": exit-code text cut onto column 0:\n" + line);
            }
        }
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> paths) {
        paths.add(List.copyOf(path));
        command.getSubcommands().forEach((name, sub) -> {
            if (!name.equals(sub.getCommandName())) return; // an alias: the same command again
            List<String> next = new ArrayList<>(path);
            next.add(name);
            collect(sub, next, paths);
        });
    }

    @Test
    void soeCreateHelpDoesNotAskForTheConnectString() {
        CliRun r = CliRun.of("soe", "create", "-h");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("--scale"), r.out());
    }

    @Test
    void aTypoGetsASuggestion() {
        assertOneLine(
                CliRun.of("-c", STRESS, "--embeded"),
                ExitCodes.BAD_USAGE,
                "bench-cli: Unknown option: '--embeded'; did you mean --embedded? (see --help)");
        CliRun r = CliRun.of("soe", "create", "-cs", "x", "--replac");
        assertOneLine(r, ExitCodes.BAD_USAGE, null);
        assertTrue(
                r.err().startsWith("bench-cli: soe create: Unknown option: '--replac'; did you mean --replace?"),
                r.err());
    }

    @Test
    void aValueAfterAMistypedOptionIsNeverEchoed() {
        CliRun r = CliRun.of("-c", STRESS, "--pasword", "hunter2");
        assertOneLine(r, ExitCodes.BAD_USAGE, null);
        assertTrue(r.err().contains("'--pasword'"), r.err());
        assertTrue(!r.err().contains("hunter2"), "the password leaked: " + r.err());
        CliRun equals = CliRun.of("-c", STRESS, "--pasword=hunter2");
        assertOneLine(equals, ExitCodes.BAD_USAGE, null);
        assertTrue(!equals.err().contains("hunter2"), "the password leaked: " + equals.err());
    }

    @Test
    void embeddedWithConnectionOptionsIsRefused() {
        assertOneLine(
                CliRun.of("-c", STRESS, "--embedded", "-cs", "//db:1521/x", "-u", "soe"),
                ExitCodes.BAD_USAGE,
                "bench-cli: option --embedded: cannot be used with -cs, -u (the embedded database has its own address "
                        + "and login; drop them, or drop --embedded)");
        CliRun r = CliRun.of("-c", STRESS, "--embedded", "-p", "secret");
        assertOneLine(r, ExitCodes.BAD_USAGE, null);
        assertTrue(r.err().contains("cannot be used with -p "), r.err());
        assertTrue(!r.err().contains("secret"), "the password leaked: " + r.err());
    }

    @Test
    void aMissingConfigFileSaysNoSuchFile() {
        Path missing = dir.resolve("nowhere.xml");
        assertOneLine(
                CliRun.of("-c", missing.toString(), "--embedded"),
                ExitCodes.BAD_CONFIG,
                "bench-cli: cannot read config file " + missing + ": no such file");
    }

    @Test
    void aBadUserCountNamesOnlyUc() {
        assertOneLine(
                CliRun.of("-c", STRESS, "-uc", "0", "--embedded"),
                ExitCodes.BAD_USAGE,
                "bench-cli: option -uc: number of users must be at least 1, was 0");
    }

    @Test
    void everyMistakeInEverySubcommandIsOneLineWithOnePrefix() {
        String[][] mistakes = {
            {"--embeded"},
            {"-uc", "4"},
            {"-c", STRESS, "-ot", "xml"},
            {"soe"},
            {"soe", "nosuch"},
            {"soe", "create"},
            {"soe", "create", "-cs", "x", "--scale", "0"},
            {"soe", "validate", "--bogus"},
            {"soe", "drop"},
            {"lio"},
            {"lio", "run", "--work-unit", "2", "--embedded"},
            {"lio", "create", "--bogus"},
            {"cpu", "-w", "0"},
            {"cpu", "analyze"},
            {"netprobe"},
            {"netprobe", "tput", "-P", "0", "-c", "127.0.0.1"},
            {"netprobe", "rr", "--bogus"},
            {"compare", "a.json"},
            {"compare", "--confidence", "1", "a.json", "b.json"},
            {"merge"},
            {"report"},
            {"report", dir.resolve("none.json").toString()},
        };
        for (String[] args : mistakes) {
            CliRun r = CliRun.of(args);
            String what = String.join(" ", args);
            assertTrue(r.exitCode() != ExitCodes.OK, what + " succeeded");
            List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
            assertEquals(1, lines.size(), what + ":\n" + r.err());
            assertTrue(lines.get(0).startsWith("bench-cli: "), what + ":\n" + r.err());
        }
    }

    private static void assertOneLine(CliRun r, int exitCode, String line) {
        assertEquals(exitCode, r.exitCode(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        if (line != null) assertEquals(line, r.err().strip());
    }
}
