package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The README's promise: an internal error is one line, and {@code DBBENCH_DEBUG=1} adds its stack trace.
 * An environment variable cannot be set inside a running JVM, so each case is a child JVM running
 * {@link Bug}: the real command line with one subcommand that fails the way a bug does.
 */
class InternalErrorTraceTest {
    /** The real error handling of {@link Main}, around a command that throws an unexpected exception. */
    public static final class Bug {
        public static void main(String[] args) {
            CommandLine cl = Main.commandLine();
            cl.addSubcommand("bug", new CommandLine(new Failing()));
            cl.setOut(new PrintWriter(System.out, true));
            cl.setErr(new PrintWriter(System.err, true));
            System.exit(cl.execute("bug"));
        }
    }

    @CommandLine.Command(name = "bug")
    static final class Failing implements Runnable {
        @Override
        public void run() {
            throw new ArithmeticException("integer overflow");
        }
    }

    private record Child(int exit, String err) {}

    private static Child run(boolean debug) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb =
                new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), Bug.class.getName()));
        pb.environment().remove("DBBENCH_DEBUG");
        if (debug) pb.environment().put("DBBENCH_DEBUG", "1");
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "child JVM did not end");
        return new Child(p.exitValue(), err);
    }

    @Test
    void anInternalErrorIsOneLineWithoutDebug() throws Exception {
        Child c = run(false);
        assertEquals(ExitCodes.FAILED, c.exit(), c.err());
        assertEquals(
                "bench-cli: bug: internal error: java.lang.ArithmeticException: integer overflow",
                c.err().strip());
    }

    @Test
    void debugAddsTheStackTrace() throws Exception {
        Child c = run(true);
        assertEquals(ExitCodes.FAILED, c.exit(), c.err());
        assertTrue(
                c.err().startsWith("bench-cli: bug: internal error: java.lang.ArithmeticException: integer overflow"),
                c.err());
        assertTrue(c.err().contains("\tat io.dbbench.cli.InternalErrorTraceTest$Failing.run("), c.err());
        assertFalse(c.err().lines().skip(1).anyMatch(l -> l.startsWith("bench-cli:")), c.err());
    }
}
