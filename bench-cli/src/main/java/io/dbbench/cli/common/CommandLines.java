package io.dbbench.cli.common;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Gives a command line (bench-cli's, or a subcommand's run on its own) the conventions every command
 * shares: {@code -h}/{@code --help} on every command and subcommand, one-line errors through
 * {@link CliErrors}, and enum values in any case.
 */
public final class CommandLines {
    private CommandLines() {}

    public static CommandLine configure(CommandLine commandLine) {
        addHelpOptions(commandLine);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler(CliErrors::optionError);
        commandLine.setExecutionExceptionHandler(CliErrors::executionError);
        return commandLine;
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
