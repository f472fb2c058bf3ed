package io.dbbench.cli.netprobe;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code netprobe}: what lies between the client and the database. Usable on its own
 * ({@link #main}) or as the {@code netprobe} subcommand of bench-cli's main command.
 * Exit codes: 0 ok, 1 failure after connecting, 2 bad usage, 4 cannot connect.
 */
@Command(name = "netprobe", mixinStandardHelpOptions = true,
        subcommands = {ServerCommand.class, TputCommand.class, RrCommand.class, DbCommand.class},
        description = "Network and database round-trip probes: server, tput (iperf3-like), rr (oratcptest-like), db.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ran (to its end or until Ctrl-C)", "1:failed after connecting",
            "2:bad usage or option value", "4:cannot connect to the server or database"})
public final class NetprobeCommand extends ProbeCommand {
    @Override
    int execute() {
        spec.commandLine().usage(err());
        return ExitCodes.USAGE;
    }

    /** A command line for netprobe with one-line option errors; the parent command may do the same. */
    public static CommandLine newCommandLine() {
        return configure(new CommandLine(new NetprobeCommand()));
    }

    /** Makes option errors one line (picocli prints the whole usage by default). */
    public static CommandLine configure(CommandLine commandLine) {
        return commandLine.setParameterExceptionHandler(new OneLineErrors());
    }

    public static void main(String[] args) {
        System.exit(newCommandLine().execute(args));
    }
}
