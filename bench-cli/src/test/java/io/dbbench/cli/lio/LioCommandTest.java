package io.dbbench.cli.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.MainAccess;
import io.dbbench.cli.common.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Option checking of lio through bench-cli's command line: one line, exit code 2, before connecting. */
class LioCommandTest {
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
    void badOptionsAreOneLineWithExitCode2() {
        String[][] cases = {
            {"lio", "run", "-cs", CS, "--work-unit", "2"},
            {"lio", "run", "-cs", CS, "--work-unit", "1025"},
            {"lio", "run", "-cs", CS, "--update-pct", "101"},
            {"lio", "run", "-cs", CS, "--update-pct", "60", "--scan-pct", "41"},
            {"lio", "run", "-cs", CS, "--sessions", "1,0"},
            {"lio", "run", "-cs", CS, "--sessions", "a"},
            {"lio", "run", "-cs", CS, "--run-time", "0"},
            {"lio", "run", "-cs", CS, "--run-time", "0.0004"},
            {"lio", "run", "-cs", CS, "--think-ms", "5,1"},
            {"lio", "run", "-cs", CS, "--hotspot-every", "3", "--hotspot-rows", "10"},
            {"lio", "run", "-cs", CS, "--update-mode", "medium"},
            {"lio", "run", "-cs", CS, "--loop", "inside"},
            {"lio", "run", "-cs", CS, "--scale", "1000"},
            {"lio", "run", "--embedded", "-cs", CS},
            {"lio", "run", "--embedded", "-u", "x"},
            {"lio", "run", "--embedded", "-p", "hunter2"},
            {"lio", "run", "--embedded", "-cf", "wallet.zip"},
            {"lio", "run", "-cs", CS, "-o", "/nonexistent-dir/x.csv"},
            {"lio", "run", "-cs", "nonsense:::"},
            {"lio", "run"},
            {"lio", "create", "-cs", CS, "--tables", "0"},
            {"lio", "create", "-cs", CS, "--scale", "99"},
            {"lio", "drop", "--bogus"},
            {"lio"},
        };
        for (String[] args : cases) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run(args), String.join(" ", args) + ": " + err);
            assertEquals(1, err.toString().strip().lines().count(), String.join(" ", args) + ": " + err);
            assertTrue(err.toString().startsWith("bench-cli: lio"), err.toString());
        }
    }

    @Test
    void embeddedRefusesEveryConnectionOptionLikeCharbench() {
        run("lio", "run", "--embedded", "-u", "x", "-p", "hunter2");
        assertEquals(
                "bench-cli: lio run: option --embedded: cannot be used with -u, -p (the embedded database has its own "
                        + "address and login; drop them, or drop --embedded)",
                err.toString().strip());
    }

    @Test
    void messagesNameTheOptionAndValue() {
        run("lio", "run", "-cs", CS, "--work-unit", "2");
        assertEquals(
                "bench-cli: lio run: --work-unit must be between 3 and 1024, was 2",
                err.toString().strip());
        err.getBuffer().setLength(0);
        run("lio", "run", "-cs", CS, "--update-pct", "60", "--scan-pct", "41");
        assertEquals(
                "bench-cli: lio run: --update-pct plus --scan-pct is 101, more than 100",
                err.toString().strip());
    }

    @Test
    void anUnreachableDatabaseIsCannotConnectWithoutThePassword() {
        assertEquals(ExitCodes.CANNOT_CONNECT, run("lio", "drop", "-cs", CS, "-u", "u", "-p", "s3cret-pw"));
        assertTrue(err.toString().startsWith("bench-cli: lio drop: cannot connect to "), err.toString());
        assertFalse(err.toString().contains("s3cret-pw"));
    }

    /** As before lio's schema commands became the generic ones: no "as ''" without -u, the --embedded hint without -cs. */
    @Test
    void schemaCommandsNameNoUserWithoutUAndPointToEmbeddedWithoutCs() {
        for (String command : new String[] {"create", "validate", "drop"}) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.CANNOT_CONNECT, run("lio", command, "-cs", CS));
            assertTrue(
                    err.toString().startsWith("bench-cli: lio " + command + ": cannot connect to " + CS + ": "),
                    err.toString());
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run("lio", command));
            assertTrue(err.toString().strip().endsWith(" or, for lio run, --embedded"), err.toString());
        }
    }

    /** A create that stopped part way exits 10, as soe's and tpcds's do, and the help lists it. */
    @Test
    void aCreateThatFailsPartWayIsLoadFailed() {
        java.sql.SQLException cause = new java.sql.SQLException("could not extend file: No space left on device");
        io.dbbench.cli.common.CliException failed = new LioCreateCommand().failed(cause);
        assertEquals(ExitCodes.LOAD_FAILED, failed.exitCode());
        assertTrue(failed.getMessage().contains("'lio drop'"), failed.getMessage());
        assertEquals(ExitCodes.LOAD_FAILED, LioCreateCommand.createFailed(cause).exitCode(), "lio run --embedded");
        assertEquals(ExitCodes.OK, run("lio", "-h"));
        assertTrue(
                out.toString().lines().anyMatch(l -> l.strip().matches("10 +schema load failed part way.*")),
                out.toString());
    }

    /** lio run on -cs opens its database as the schema commands do: the same lines, word for word. */
    @Test
    void runSaysWhatTheSchemaCommandsSayWhenItCannotConnect() {
        String[][] logins = {{"-u", "u", "-p", "s3cret-pw"}, {}};
        for (String[] login : logins) {
            String[] drop = java.util.stream.Stream.concat(
                            java.util.stream.Stream.of("lio", "drop", "-cs", CS), java.util.Arrays.stream(login))
                    .toArray(String[]::new);
            String[] runArgs = java.util.stream.Stream.concat(
                            java.util.stream.Stream.of("lio", "run", "-cs", CS), java.util.Arrays.stream(login))
                    .toArray(String[]::new);
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.CANNOT_CONNECT, run(drop));
            String dropLine = err.toString().strip().replace("bench-cli: lio drop: ", "");
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.CANNOT_CONNECT, run(runArgs));
            assertEquals("bench-cli: lio run: " + dropLine, err.toString().strip());
            assertFalse(err.toString().contains("s3cret-pw"));
        }
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.BAD_USAGE, run("lio", "run"));
        String runLine = err.toString().strip().replace("bench-cli: lio run: ", "");
        err.getBuffer().setLength(0);
        run("lio", "drop");
        assertEquals("bench-cli: lio drop: " + runLine, err.toString().strip());
    }
}
