package io.dbbench.cli.netprobe;

import picocli.CommandLine.Option;

/** {@code -i, --interval}: how often tput, rr and db print a line; a mixin, declared where each lists it. */
final class ReportIntervalOption {
    @Option(
            names = {"-i", "--interval"},
            paramLabel = "SECONDS",
            description = "Report interval (default: ${DEFAULT-VALUE}).")
    double seconds = 1;

    long millis() {
        return Units.millis(seconds, "-i");
    }
}
