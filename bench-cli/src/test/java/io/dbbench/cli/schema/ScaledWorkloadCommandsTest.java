package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.workloads.callingcircle.CcSchemaDefinition;
import io.dbbench.workloads.sh.ShSchemaDefinition;
import io.dbbench.workloads.stresstest.StressTestSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The usage and one-line errors of the workloads created at a scale from the fixed seed (cc, sh, stress), the
 * same checks for each; creating, validating and dropping on PostgreSQL: CcWorkloadIT, ShWorkloadIT,
 * StressSchemaIT.
 */
class ScaledWorkloadCommandsTest {
    private static final String CS = "jdbc:postgresql://127.0.0.1:1/x";
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** The definition, its command and every name bench-cli answers to for it. */
    static Stream<Arguments> workloads() {
        return Stream.of(
                Arguments.of(CcSchemaDefinition.INSTANCE, "cc", List.of("cc", "callingcircle")),
                Arguments.of(ShSchemaDefinition.INSTANCE, "sh", List.of("sh")),
                Arguments.of(StressTestSchemaDefinition.INSTANCE, "stress", List.of("stress")));
    }

    private int run(SchemaDefinition definition, String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(definition);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void withoutASubcommandSaysWhichInOneLine(SchemaDefinition definition, String name, List<String> names) {
        assertEquals(ExitCodes.BAD_USAGE, run(definition));
        assertEquals(
                "bench-cli: " + name + ": name a subcommand: create, validate or drop (see --help)",
                err.toString().strip());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void everySubcommandNeedsAConnectString(SchemaDefinition definition, String name, List<String> names) {
        for (String command : new String[] {"create", "validate", "drop"}) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run(definition, command));
            assertTrue(
                    err.toString().startsWith("bench-cli: " + name + " " + command + ": no connect string: give -cs"),
                    err.toString());
        }
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void aScaleOutOfRangeIsBadUsageBeforeConnecting(SchemaDefinition definition, String name, List<String> names) {
        // port 1: were it to connect first, this would be exit 4
        assertEquals(ExitCodes.BAD_USAGE, run(definition, "create", "-cs", CS, "--scale", "0"));
        assertEquals(
                "bench-cli: " + name + " create: --scale must be between 0.001 and 100.0, was 0.0",
                err.toString().strip());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void anUnreachableDatabaseIsCannotConnectWithoutThePassword(
            SchemaDefinition definition, String name, List<String> names) {
        assertEquals(ExitCodes.CANNOT_CONNECT, run(definition, "validate", "-cs", CS, "-u", "u", "-p", "secret"));
        assertTrue(
                err.toString().startsWith("bench-cli: " + name + " validate: cannot connect to " + CS + " as 'u'"),
                err.toString());
        assertEquals(1, err.toString().strip().lines().count());
        assertFalse(err.toString().contains("secret"));
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void aCreateThatFailsPartWayIsLoadFailed(SchemaDefinition definition, String name, List<String> names) {
        CliException failed = new WorkloadCreateCommand(definition)
                .failed(new SQLException("could not extend file: No space left on device"));
        assertEquals(ExitCodes.LOAD_FAILED, failed.exitCode());
        assertTrue(failed.getMessage().contains("'" + name + " drop'"), failed.getMessage());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void answersHelpWithItsExitCodes(SchemaDefinition definition, String name, List<String> names) {
        assertEquals(ExitCodes.OK, run(definition, "create", "-h"));
        assertTrue(out.toString().contains("--replace"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run(definition, "-h"));
        assertTrue(out.toString().contains("validate"), out.toString());
        assertTrue(out.toString().lines().anyMatch(l -> l.strip().matches("6 +schema missing.*")), out.toString());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void isASubcommandOfBenchCli(SchemaDefinition definition, String name, List<String> names) {
        for (String n : names) {
            assertTrue(io.dbbench.cli.MainAccess.commandLine().getSubcommands().containsKey(n), n);
        }
    }
}
