package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code tpcds create | validate | drop}: the TPC-DS-like schema's life cycle (SwingBench's tpcdswizard).
 * Usable on its own ({@link #commandLine()}) and as a subcommand of bench-cli.
 */
@Command(
        name = "tpcds",
        separator = " ",
        sortOptions = false,
        description = "Creates, validates or drops the TPC-DS-like schema (24 tables; scale 1 = ~12 M rows, ~1.8 GB).",
        subcommands = {TpcdsCreateCommand.class, TpcdsValidateCommand.class, TpcdsDropCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:failed (internal error, drop failed)",
            "2:bad usage",
            "4:cannot connect",
            "6:schema missing",
            "7:schema invalid (validate)",
            "8:schema already there (create without --replace)",
            "10:load failed part way (drop it, or create again with --replace)"
        })
public final class TpcdsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new TpcdsCommand()));
    }
}
