package io.dbbench.cli;

import io.dbbench.cli.cpu.CpuCommand;
import picocli.CommandLine;

import java.io.PrintWriter;

/** {@code java -jar bench-cli.jar ...}: the only place that calls System.exit. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int code = execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        // after a signal the JVM is already shutting down and exits with 128 + signal; exit() would block
        if (!StopOnSignal.signalled()) System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code: what tests call. */
    static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new CharbenchCommand());
        cl.setPosixClusteredShortOptionsAllowed(false);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        // "-u soe" is SwingBench's usual user: a value that happens to name a subcommand is still the value
        cl.setAllowSubcommandsAsOptionParameters(true);
        cl.setParameterExceptionHandler((e, args) -> {
            PrintWriter err = e.getCommandLine().getErr();
            if (oneLineCommand(e.getCommandLine())) return CpuCommand.oneLineError(e);
            err.println("bench-cli: " + e.getMessage());
            err.println("Try 'java -jar bench-cli.jar -h' for the options.");
            return ExitCodes.BAD_USAGE;
        });
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            err.println("bench-cli: internal error: " + e);
            // the README promises it: a bug report needs the trace, a user does not
            if (System.getenv("DBBENCH_DEBUG") != null) e.printStackTrace(err);
            err.flush();
            return ExitCodes.INTERNAL_ERROR;
        });
        return cl;
    }

    /** cpu and lio (and their subcommands) report a bad option in one line that names the command. */
    private static boolean oneLineCommand(CommandLine failing) {
        for (CommandLine c = failing; c != null && c.getParent() != null; c = c.getParent()) {
            if (c.getParent().getParent() == null) return ONE_LINE_COMMANDS.contains(c.getCommandName());
        }
        return false;
    }

    private static final java.util.Set<String> ONE_LINE_COMMANDS = java.util.Set.of("cpu", "lio");
}
