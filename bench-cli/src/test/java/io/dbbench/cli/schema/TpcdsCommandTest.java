package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.tpcds.dml.TpcdsDmlProvider;
import io.dbbench.workloads.tpcds.dml.TpcdsSchemaDefinition;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class TpcdsCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = WorkloadSchemaCommands.commandLine(TpcdsSchemaDefinition.INSTANCE);
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
                    "bench-cli: tpcds create: --scale must be between 0.01 and 100.0, was " + Double.parseDouble(scale),
                    err.toString().strip());
        }
    }

    @Test
    void rejectsUnknownIndexesAndThreadsInOneLine() {
        assertEquals(ExitCodes.BAD_USAGE, run("create", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "--indexes", "some"));
        assertEquals(
                "bench-cli: tpcds create: --indexes must be all, pk or none, was 'some'",
                err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.BAD_USAGE, run("create", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "--threads", "0"));
        assertEquals(
                "bench-cli: tpcds create: --threads must be between 1 and 256, was 0",
                err.toString().strip());
    }

    @Test
    void needsAConnectString() {
        assertEquals(ExitCodes.BAD_USAGE, run("validate"));
        assertTrue(err.toString().startsWith("bench-cli: tpcds validate: no connect string: give -cs"), err.toString());
    }

    @Test
    void withoutASubcommandShowsUsage() {
        assertEquals(ExitCodes.BAD_USAGE, run());
        assertEquals(
                "bench-cli: tpcds: name a subcommand: create, validate or drop (see --help)",
                err.toString().strip());
    }

    @Test
    void answersHelp() {
        assertEquals(ExitCodes.OK, run("create", "--help"));
        assertTrue(out.toString().contains("--indexes"), out.toString());
    }

    @Test
    void anUnreachableDatabaseIsCannotConnectWithoutThePassword() {
        assertEquals(
                ExitCodes.CANNOT_CONNECT,
                run("drop", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-u", "u", "-p", "secret"));
        assertTrue(
                err.toString()
                        .startsWith("bench-cli: tpcds drop: cannot connect to jdbc:postgresql://127.0.0.1:1/x as 'u'"),
                err.toString());
        assertFalse(err.toString().contains("secret"));
    }

    @Test
    void isASubcommandOfBenchCli() {
        assertTrue(io.dbbench.cli.MainAccess.commandLine().getSubcommands().containsKey("tpcds"));
    }

    @Test
    void theTpcdsStatementsFileAsksForTheTpcdsSchema() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        assertTrue(registry.resolve("com.dom.benchmarking.swingbench.benchmarks.tpcdstransactions.NewStoreSales")
                .isPresent());
        RunConfig tpcds = config(Map.of("STATEMENTS_CONFIG_FILE", "../configs/tpcds_statements.xml"));
        assertTrue(StatementsSchemaHint.providerFor(tpcds, registry).orElseThrow() instanceof TpcdsDmlProvider);
        assertTrue(StatementsSchemaHint.providerFor(
                        config(Map.of("STATEMENTS_CONFIG_FILE", "C:\\sb\\TPCDS_STATEMENTS.XML")), registry)
                .isPresent());
        assertTrue(StatementsSchemaHint.providerFor(
                        config(Map.of("STATEMENTS_CONFIG_FILE", "mysqlstatements.xml")), registry)
                .isEmpty());
        assertTrue(StatementsSchemaHint.providerFor(config(Map.of()), registry).isEmpty());
    }

    private static RunConfig config(Map<String, String> environment) {
        io.dbbench.core.config.RunConfigBuilder b = RunConfig.builder()
                .name("t")
                .connect("//h/s", "u", "p")
                .transaction(
                        "SSR",
                        "SSR",
                        "com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner",
                        100);
        environment.forEach(b::environment);
        return b.build();
    }
}
