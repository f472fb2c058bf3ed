package io.dbbench.cli.netprobe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.netprobe.ProbeException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** netprobe's subcommands end through the one error path: the same codes and one line as every other command. */
class ProbeCommandTest {
    @Command(name = "fake")
    static final class Failing extends ProbeCommand {
        final Exception failure;

        Failing(Exception failure) {
            this.failure = failure;
        }

        @Override
        int execute() throws ProbeException, IOException, InterruptedException {
            if (failure instanceof InterruptedException e) throw e;
            if (failure instanceof IOException e) throw e;
            throw (RuntimeException) failure;
        }
    }

    private static String[] run(Exception failure) {
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new Failing(failure));
        cmd.setErr(new PrintWriter(err, true));
        int exit = cmd.execute();
        Thread.interrupted(); // the command restores the interrupt flag; leave the test thread clean
        return new String[] {String.valueOf(exit), err.toString().strip()};
    }

    @Test
    void anInterruptIs130LikeEveryOtherCommand() {
        String[] r = run(new InterruptedException());
        assertEquals(String.valueOf(ExitCodes.INTERRUPTED), r[0]);
        assertEquals("bench-cli: fake: interrupted", r[1]);
    }

    @Test
    void badValuesAndBrokenConnectionsKeepTheirCodes() {
        assertEquals(
                String.valueOf(ExitCodes.BAD_USAGE), run(new IllegalArgumentException("-P must be at least 1"))[0]);
        assertEquals(String.valueOf(ExitCodes.FAILED), run(new IOException("connection reset"))[0]);
    }
}
