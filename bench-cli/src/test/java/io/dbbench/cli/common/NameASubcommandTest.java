package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.cli.lio.LioCommand;
import io.dbbench.cli.netprobe.NetprobeCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A command group run without a subcommand names its subcommands, as it declares them, and exits 2. */
class NameASubcommandTest {
    private static String run(CommandLine group, int[] exit) {
        StringWriter err = new StringWriter();
        group.setErr(new PrintWriter(err, true));
        exit[0] = group.execute();
        return err.toString().strip();
    }

    @Test
    void theSubcommandsComeFromTheCommandsOwnDeclaration() {
        int[] exit = new int[1];
        assertEquals(
                "bench-cli: lio: name a subcommand: create, validate, run or drop (see --help)",
                run(LioCommand.commandLine(), exit));
        assertEquals(ExitCodes.BAD_USAGE, exit[0]);
        assertEquals(
                "bench-cli: netprobe: name a subcommand: server, tput, rr or db (see --help)",
                run(NetprobeCommand.newCommandLine(), exit));
        assertEquals(ExitCodes.BAD_USAGE, exit[0]);
    }
}
