package io.dbbench.cli.cc;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code cc create | validate | drop} (also {@code callingcircle}): the Calling Circle schema (tables
 * {@code cc_*}) without a run (a run's {@code --create} installs it too). Usable on its own
 * ({@link #commandLine()}) and as a subcommand of bench-cli.
 */
@Command(
        name = "cc",
        aliases = "callingcircle",
        separator = " ",
        sortOptions = false,
        description = "Creates, validates or drops the Calling Circle schema (customers, accounts, calls and"
                + " calling circles: the cc_* tables).",
        subcommands = {CcCreateCommand.class, CcValidateCommand.class, CcDropCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:failed (internal error, drop failed)",
            "2:bad usage",
            "4:cannot connect",
            "6:schema missing (validate)",
            "7:schema invalid (validate)",
            "8:schema already there (create without --replace)",
            "10:load failed part way (cc drop, or cc create --replace)"
        })
public final class CcCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new CcCommand()));
    }
}
