package io.dbbench.cli;

import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.run.CharbenchCommand;
import io.dbbench.cli.schema.WorkloadSchemaCommands;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** {@code java -jar bench-cli.jar ...}: the only place that calls System.exit. */
public final class Main {
    private Main() {}

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
        // <workload> create | validate | drop for every registered workload, from its definition
        WorkloadSchemaCommands.addTo(cl, WorkloadRegistry.load());
        cl.setPosixClusteredShortOptionsAllowed(false);
        // "-u soe" is SwingBench's usual user: a value that happens to name a subcommand is still the value
        cl.setAllowSubcommandsAsOptionParameters(true);
        cl.getCommandSpec()
                .usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(ExitCodes.table());
        commandsFirst(cl);
        return CommandLines.configure(cl);
    }

    /**
     * The subcommands right after the synopsis and description, before the ~150 lines of the run's options:
     * a first reader of {@code -h} learns at once that compare, report, io, soe create ... exist. The synopsis
     * is abbreviated ({@code [OPTIONS] [COMMAND]}): spelled out, it was 18 lines of every option's name.
     */
    static void commandsFirst(CommandLine cl) {
        cl.getCommandSpec().usageMessage().abbreviateSynopsis(true);
        List<String> keys = new ArrayList<>(cl.getHelpSectionKeys());
        List<String> commands = List.of(
                CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING,
                CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST);
        keys.removeAll(commands);
        keys.addAll(keys.indexOf(CommandLine.Model.UsageMessageSpec.SECTION_KEY_DESCRIPTION) + 1, commands);
        cl.setHelpSectionKeys(keys);
    }
}
