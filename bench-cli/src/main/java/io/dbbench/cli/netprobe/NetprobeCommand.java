package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.Returns;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code netprobe}: what lies between the client and the database; the {@code netprobe} subcommand of
 * bench-cli's main command (which exits: this class only returns exit codes from {@link ExitCodes}).
 */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.CANNOT_CONNECT})
@Command(
        name = "netprobe",
        mixinStandardHelpOptions = true,
        subcommands = {ServerCommand.class, TputCommand.class, RrCommand.class, DbCommand.class},
        description = "Network and database round-trip probes: server, tput (iperf3-like), rr (oratcptest-like), db.")
public final class NetprobeCommand extends ProbeCommand {
    @Override
    int execute() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: a command line for netprobe with bench-cli's conventions. */
    public static CommandLine newCommandLine() {
        return CommandLines.configure(new CommandLine(new NetprobeCommand()));
    }
}
