package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A statement runner's file is found and read before connecting: which one is said, a broken one refused with file and line. */
class StatementsFileCheckTest {
    private static final String RUNNER =
            "com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner";

    @TempDir
    Path dir;

    private RunConfig config(String file, String mode) {
        return RunConfig.builder()
                .name("runner")
                .users(1)
                .transaction("Statement Runner", "SSR", RUNNER, 100)
                .environment("STATEMENTS_CONFIG_FILE", file)
                .environment("STATEMENTS_RUN_MODE", mode)
                .build();
    }

    private static RunConfig from(RunConfig c, Path source) {
        return new RunConfig(
                c.name(),
                c.comment(),
                source.toString(),
                c.connection(),
                c.load(),
                c.transactions(),
                c.environment(),
                c.preferences());
    }

    @Test
    void saysWhichFileNextToTheConfigWasUsed() throws Exception {
        Files.writeString(dir.resolve("mine.sql"), "-- name: A\nselect 1;\n-- name: B\nselect 2;\n");
        StringWriter err = new StringWriter();
        StatementsFileCheck.check(
                from(config("../configs/mine.sql", "random"), dir.resolve("cfg.xml")),
                WorkloadRegistry.load(),
                new PrintWriter(err, true));
        assertEquals(
                "bench-cli: statements file "
                        + dir.resolve("mine.sql").toAbsolutePath().normalize()
                        + ": 2 enabled statement(s), run mode random" + System.lineSeparator(),
                err.toString());
    }

    @Test
    void refusesABrokenFileNamingItsLineBeforeConnecting() throws Exception {
        Files.writeString(dir.resolve("bad.sql"), "select 1;\n-- enabled: perhaps\nselect 2;\n");
        CliException e = assertThrows(
                CliException.class,
                () -> StatementsFileCheck.check(
                        from(config("bad.sql", "serial_once"), dir.resolve("cfg.xml")), WorkloadRegistry.load(), null));
        assertEquals(ExitCodes.BAD_CONFIG, e.exitCode());
        assertTrue(
                e.getMessage().endsWith("bad.sql:2: -- enabled:: expected true or false, was 'perhaps'"),
                e.getMessage());
    }

    @Test
    void refusesAMissingFileOrVariableOrRunMode() throws Exception {
        CliException missing = assertThrows(
                CliException.class,
                () -> StatementsFileCheck.check(
                        from(config("nowhere.xml", "random"), dir.resolve("cfg.xml")), WorkloadRegistry.load(), null));
        assertTrue(
                missing.getMessage()
                        .startsWith("STATEMENTS_CONFIG_FILE 'nowhere.xml' not found; looked at nowhere.xml, "),
                missing.getMessage());
        Files.writeString(dir.resolve("ok.sql"), "select 1;\n");
        CliException mode = assertThrows(
                CliException.class,
                () -> StatementsFileCheck.check(
                        from(config("ok.sql", "backwards"), dir.resolve("cfg.xml")), WorkloadRegistry.load(), null));
        assertTrue(mode.getMessage().contains("STATEMENTS_RUN_MODE 'backwards' is not one of"), mode.getMessage());
        RunConfig none = RunConfig.builder()
                .name("runner")
                .users(1)
                .transaction("Statement Runner", "SSR", RUNNER, 100)
                .build();
        CliException variable =
                assertThrows(CliException.class, () -> StatementsFileCheck.check(none, WorkloadRegistry.load(), null));
        assertTrue(
                variable.getMessage().contains("needs EnvironmentVariables/Variable Key=\"STATEMENTS_CONFIG_FILE\""),
                variable.getMessage());
    }
}
