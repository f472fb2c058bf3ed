package io.dbbench.cli.common;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Gives a command line (bench-cli's, or a subcommand's run on its own) the conventions every command
 * shares: {@code -h}/{@code --help} on every command and subcommand, the exit codes each declares
 * ({@link Returns}) listed in its help, one-line errors through {@link CliErrors}, and enum values in any case.
 */
public final class CommandLines {
    private CommandLines() {}

    public static CommandLine configure(CommandLine commandLine) {
        addHelpOptions(commandLine);
        addExitCodes(commandLine);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler(CliErrors::optionError);
        commandLine.setExecutionExceptionHandler(CliErrors::executionError);
        return commandLine;
    }

    /** Lists the exit codes of every command in the tree that declares them with {@link Returns}. */
    static void addExitCodes(CommandLine commandLine) {
        CommandSpec spec = commandLine.getCommandSpec();
        Object command = spec.userObject();
        Returns returns = command == null ? null : command.getClass().getAnnotation(Returns.class);
        if (returns != null) exitCodes(spec, returns.value());
        commandLine.getSubcommands().values().forEach(CommandLines::addExitCodes);
    }

    /** Sets a command's help's exit-code list to these codes, in {@link ExitCodes}' words. */
    public static void exitCodes(CommandSpec spec, int... codes) {
        spec.usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(listed(codes));
    }

    private static java.util.Map<String, String> listed(int... codes) {
        java.util.Map<String, String> list = new java.util.LinkedHashMap<>();
        for (String row : ExitCodes.list(codes)) {
            list.put(row.substring(0, row.indexOf(':')), row.substring(row.indexOf(':') + 1));
        }
        return list;
    }

    /** Adds -h/--help to every command in the tree that has no help option yet (picocli then skips required options). */
    static void addHelpOptions(CommandLine commandLine) {
        CommandSpec spec = commandLine.getCommandSpec();
        if (spec.options().stream().noneMatch(OptionSpec::usageHelp)) {
            String[] names = spec.findOption("-h") == null ? new String[] {"-h", "--help"} : new String[] {"--help"};
            spec.addOption(OptionSpec.builder(names)
                    .usageHelp(true)
                    .description("Show this help message and exit.")
                    .build());
        }
        commandLine.getSubcommands().values().forEach(CommandLines::addHelpOptions);
    }
}
