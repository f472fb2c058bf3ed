package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code netprobe}: what lies between the client and the database; the {@code netprobe} subcommand of
 * bench-cli's main command (which exits: this class only returns exit codes from {@link ExitCodes}).
 */
@Command(
        name = "netprobe",
        mixinStandardHelpOptions = true,
        subcommands = {ServerCommand.class, TputCommand.class, RrCommand.class, DbCommand.class},
        description = "Network and database round-trip probes: server, tput (iperf3-like), rr (oratcptest-like), db.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ran (to its end or until Ctrl-C)",
            "1:failed after connecting",
            "2:bad usage or option value",
            "4:cannot connect to the server or database"
        })
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
