package io.dbbench.cli.sh;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code sh create | validate | drop}: the Sales History star schema (tables {@code sh_*}) without a run (a
 * run's {@code --create} installs it too). Usable on its own ({@link #commandLine()}) and as a subcommand of
 * bench-cli.
 */
@Command(
        name = "sh",
        separator = " ",
        sortOptions = false,
        description = "Creates, validates or drops the Sales History schema (the sh_* star schema tables).",
        subcommands = {ShCreateCommand.class, ShValidateCommand.class, ShDropCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:failed (internal error, drop failed)",
            "2:bad usage",
            "4:cannot connect",
            "6:schema missing (validate)",
            "7:schema invalid (validate)",
            "8:schema already there (create without --replace)",
            "10:load failed part way (sh drop, or sh create --replace)"
        })
public final class ShCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new ShCommand()));
    }
}
