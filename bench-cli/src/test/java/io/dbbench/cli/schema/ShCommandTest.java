package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.sh.ShSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The sh command's usage and one-line errors; creating, validating and dropping on PostgreSQL: ShWorkloadIT. */
class ShCommandTest {
    private static final String CS = "jdbc:postgresql://127.0.0.1:1/x";
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(ShSchemaDefinition.INSTANCE);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void withoutASubcommandSaysWhichInOneLine() {
        assertEquals(ExitCodes.BAD_USAGE, run());
        assertEquals(
                "bench-cli: sh: name a subcommand: create, validate or drop (see --help)",
                err.toString().strip());
    }

    @Test
    void everySubcommandNeedsAConnectString() {
        for (String command : new String[] {"create", "validate", "drop"}) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run(command));
            assertTrue(
                    err.toString().startsWith("bench-cli: sh " + command + ": no connect string: give -cs"),
                    err.toString());
        }
    }

    @Test
    void aScaleOutOfRangeIsBadUsageBeforeConnecting() {
        // port 1: were it to connect first, this would be exit 4
        assertEquals(ExitCodes.BAD_USAGE, run("create", "-cs", CS, "--scale", "0"));
        assertEquals(
                "bench-cli: sh create: --scale must be between 0.001 and 100.0, was 0.0",
                err.toString().strip());
    }

    @Test
    void anUnreachableDatabaseIsCannotConnectWithoutThePassword() {
        assertEquals(ExitCodes.CANNOT_CONNECT, run("validate", "-cs", CS, "-u", "u", "-p", "secret"));
        assertTrue(
                err.toString().startsWith("bench-cli: sh validate: cannot connect to " + CS + " as 'u'"),
                err.toString());
        assertEquals(1, err.toString().strip().lines().count());
        assertFalse(err.toString().contains("secret"));
    }

    @Test
    void aCreateThatFailsPartWayIsLoadFailed() {
        io.dbbench.cli.common.CliException failed = new WorkloadCreateCommand(ShSchemaDefinition.INSTANCE)
                .failed(new SQLException("could not extend file: No space left on device"));
        assertEquals(ExitCodes.LOAD_FAILED, failed.exitCode());
        assertTrue(failed.getMessage().contains("'sh drop'"), failed.getMessage());
    }

    @Test
    void answersHelpWithItsExitCodes() {
        assertEquals(ExitCodes.OK, run("create", "-h"));
        assertTrue(out.toString().contains("--replace"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("-h"));
        assertTrue(out.toString().contains("validate"), out.toString());
        assertTrue(out.toString().lines().anyMatch(l -> l.strip().matches("6 +schema missing.*")), out.toString());
    }

    @Test
    void isASubcommandOfBenchCli() {
        assertTrue(io.dbbench.cli.MainAccess.commandLine().getSubcommands().containsKey("sh"));
    }
}
