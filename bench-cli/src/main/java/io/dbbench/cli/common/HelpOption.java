package io.dbbench.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code -h, --help} as every bench-cli command shows it ("show this help"): a mixin, declared where the command
 * lists it, so the help reads the same everywhere. Commands with picocli's standard help options (-h and -V) use
 * {@code mixinStandardHelpOptions} instead.
 */
public final class HelpOption {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help")
    boolean help;
}
