package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.MainAccess;
import io.dbbench.cli.common.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A workload registered by a test ({@link SampleWorkloadProvider}) gets its create, validate and drop, their help,
 * its options and its exit codes from its definition alone: no line of bench-cli names it.
 */
class SampleWorkloadCommandTest {
    private static final String CS = "jdbc:postgresql://127.0.0.1:1/x";
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = MainAccess.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void isASubcommandOfBenchCliUnderItsNameAndAlias() {
        java.util.Map<String, CommandLine> commands = MainAccess.commandLine().getSubcommands();
        CommandLine sample = commands.get("sample");
        assertTrue(sample != null, "no sample command: " + commands.keySet());
        assertTrue(commands.get("sampleworkload") == sample, "the alias names the same command");
        assertEquals(
                java.util.Set.of("create", "validate", "drop"),
                sample.getSubcommands().keySet());
    }

    @Test
    void itsHelpSaysWhatItsDefinitionSays() {
        assertEquals(ExitCodes.OK, run("sample", "-h"));
        assertTrue(
                out.toString().contains("Creates, validates or drops the sample schema (a test's)."), out.toString());
        assertTrue(
                out.toString().lines().anyMatch(l -> l.strip().matches("8 +schema already there.*")), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("sample", "create", "-h"));
        String help = out.toString().replaceAll("\\s+", " "); // the help wraps long lines
        assertTrue(help.contains("Creates the sample table."), help);
        assertTrue(
                help.contains("Example: sample create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench"
                        + " --scale 2 --colour red"),
                help);
        assertTrue(help.contains("--scale n 1 = 10 rows; 0.5..4 (default 1)"), help);
        assertTrue(help.contains("--colour red|blue the rows' colour"), help);
        assertTrue(help.contains(REPLACE_TABLE), help);
        assertFalse(help.contains("--threads"), "the sample loads on one connection: " + help);
    }

    private static final String REPLACE_TABLE = "drop an existing (or half-loaded) table first";

    @Test
    void itsScaleAndOptionsAreCheckedBeforeConnecting() {
        // port 1: were it to connect first, these would be exit 4
        assertEquals(ExitCodes.BAD_USAGE, run("sample", "create", "-cs", CS, "--scale", "5"));
        assertEquals(
                "bench-cli: sample create: --scale must be between 0.5 and 4.0, was 5.0",
                err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.BAD_USAGE, run("sample", "create", "-cs", CS, "--colour", "green"));
        assertEquals(
                "bench-cli: sample create: --colour must be red or blue, was 'green'",
                err.toString().strip());
    }

    @Test
    void everySubcommandConnectsWithTheConnectionOptions() {
        for (String command : new String[] {"create", "validate", "drop"}) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run("sample", command));
            assertTrue(
                    err.toString().startsWith("bench-cli: sample " + command + ": no connect string: give -cs"),
                    err.toString());
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.CANNOT_CONNECT, run("sample", command, "-cs", CS, "-u", "u", "-p", "secret"));
            assertTrue(
                    err.toString().startsWith("bench-cli: sample " + command + ": cannot connect to " + CS + " as 'u'"),
                    err.toString());
            assertFalse(err.toString().contains("secret"));
        }
    }

    /** What create reads after connecting: every option has its value when not given. */
    @Test
    void createsOptionsHaveTheirDefaultsWhenNotGiven() {
        CommandLine create = new CommandLine(WorkloadCreateCommand.spec(SampleWorkloadProvider.DEFINITION));
        create.parseArgs("-cs", CS);
        assertEquals(
                Boolean.FALSE, create.getCommandSpec().findOption("--replace").getValue());
        assertEquals(
                Double.valueOf(1), create.getCommandSpec().findOption("--scale").getValue());
        assertEquals("red", create.getCommandSpec().findOption("--colour").getValue());
        create.parseArgs("-cs", CS, "--replace", "--scale", "2", "--colour", "blue");
        assertEquals(
                Boolean.TRUE, create.getCommandSpec().findOption("--replace").getValue());
        assertEquals(
                Double.valueOf(2), create.getCommandSpec().findOption("--scale").getValue());
    }

    @Test
    void aCreateThatFailsPartWayNamesItsDrop() {
        io.dbbench.cli.common.CliException failed = new WorkloadCreateCommand(SampleWorkloadProvider.DEFINITION)
                .failed(new java.sql.SQLException("disk full"));
        assertEquals(ExitCodes.LOAD_FAILED, failed.exitCode());
        assertTrue(failed.getMessage().contains("'sample drop'"), failed.getMessage());
    }
}
