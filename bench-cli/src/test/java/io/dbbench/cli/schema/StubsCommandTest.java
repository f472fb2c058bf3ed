package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.stubs.StubsSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The stubs command's usage and one-line errors; creating and dropping on PostgreSQL: StoredProcedureStubsIT. */
class StubsCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(StubsSchemaDefinition.INSTANCE);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void withoutASubcommandSaysWhichInOneLine() {
        assertEquals(ExitCodes.BAD_USAGE, run());
        assertEquals(
                "bench-cli: stubs: name a subcommand: create, validate or drop (see --help)",
                err.toString().strip());
    }

    @Test
    void needsAConnectString() {
        assertEquals(ExitCodes.BAD_USAGE, run("create"));
        assertTrue(err.toString().startsWith("bench-cli: stubs create: no connect string: give -cs"), err.toString());
    }

    @Test
    void answersHelp() {
        assertEquals(ExitCodes.OK, run("create", "-h"));
        assertTrue(out.toString().contains("--replace"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("-h"));
        assertTrue(out.toString().contains("drop"), out.toString());
    }

    @Test
    void anUnreachableDatabaseIsCannotConnectWithoutThePassword() {
        // port 1 on loopback: nothing listens, the refusal is immediate
        assertEquals(
                ExitCodes.CANNOT_CONNECT,
                run("drop", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-u", "u", "-p", "secret"));
        assertTrue(
                err.toString()
                        .startsWith("bench-cli: stubs drop: cannot connect to jdbc:postgresql://127.0.0.1:1/x as 'u'"),
                err.toString());
        assertEquals(1, err.toString().strip().lines().count());
        assertFalse(err.toString().contains("secret"));
    }

    @Test
    void isASubcommandOfBenchCli() {
        assertTrue(io.dbbench.cli.MainAccess.commandLine().getSubcommands().containsKey("stubs"));
    }

    /** A create that stopped part way exits 10, as soe's and tpcds's do, and the help lists it. */
    @Test
    void aCreateThatFailsPartWayIsLoadFailed() {
        io.dbbench.cli.common.CliException failed = new WorkloadCreateCommand(StubsSchemaDefinition.INSTANCE)
                .failed(new java.sql.SQLException("relation \"sp_stub_log\" already exists"));
        assertEquals(ExitCodes.LOAD_FAILED, failed.exitCode());
        assertTrue(failed.getMessage().contains("'stubs drop'"), failed.getMessage());
        assertEquals(ExitCodes.OK, run("-h"));
        assertTrue(
                out.toString().lines().anyMatch(l -> l.strip().matches("10 +schema load failed part way.*")),
                out.toString());
    }

    @Test
    void validateIsASubcommandThatConnects() {
        assertEquals(ExitCodes.BAD_USAGE, run("validate"));
        assertTrue(err.toString().startsWith("bench-cli: stubs validate: no connect string: give -cs"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(
                ExitCodes.CANNOT_CONNECT,
                run("validate", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-u", "u", "-p", "s"));
        assertTrue(err.toString().startsWith("bench-cli: stubs validate: cannot connect to "), err.toString());
    }
}
