package io.dbbench.cli.lio;

import picocli.CommandLine.Option;

/**
 * {@code -h, --help} listed first, before the options inherited from the schema commands: lio's create, validate
 * and drop have always shown it there. A mixin, so the three declare it once.
 */
final class HelpFirstOption {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            order = -2,
            description = "show this help")
    boolean help;
}
