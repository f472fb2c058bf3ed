package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SoeCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(SoeSchemaDefinition.INSTANCE);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void rejectsAScaleOutsideTheRangeInOneLine() {
        for (String scale : new String[] {"0.001", "101", "NaN"}) {
            err.getBuffer().setLength(0);
            assertEquals(
                    ExitCodes.BAD_USAGE, run("create", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "--scale", scale));
            assertEquals(
                    "bench-cli: soe create: --scale must be between 0.01 and 100.0, was " + Double.parseDouble(scale),
                    err.toString().strip());
        }
    }

    @Test
    void needsAConnectString() {
        assertEquals(ExitCodes.BAD_USAGE, run("validate"));
        assertTrue(err.toString().startsWith("bench-cli: soe validate: no connect string: give -cs"), err.toString());
    }

    @Test
    void withoutASubcommandShowsUsage() {
        assertEquals(ExitCodes.BAD_USAGE, run());
        assertTrue(err.toString().contains("name a subcommand: create, validate or drop"));
        assertTrue(err.toString().contains("create"));
    }

    @Test
    void anUnreachableDatabaseIsCannotConnect() {
        // port 1 on loopback: nothing listens, the refusal is immediate
        assertEquals(
                ExitCodes.CANNOT_CONNECT,
                run("drop", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-u", "u", "-p", "secret"));
        assertTrue(
                err.toString()
                        .startsWith("bench-cli: soe drop: cannot connect to jdbc:postgresql://127.0.0.1:1/x as 'u'"),
                err.toString());
        assertTrue(!err.toString().contains("secret"));
    }

    @Test
    void isASubcommandOfBenchCli() {
        CommandLine main = io.dbbench.cli.MainAccess.commandLine();
        assertTrue(main.getSubcommands().containsKey("soe"));
    }
}
