package io.dbbench.cli.stubs;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code stubs create | validate | drop}: the stored-procedure stubs SP1..SP6 and their two tables, for
 * {@code Stored_Procedure_Stubs.xml}, without a run (a run's {@code --create} installs them too).
 * Usable on its own ({@link #commandLine()}) and as a subcommand of bench-cli.
 */
@Command(
        name = "stubs",
        separator = " ",
        sortOptions = false,
        description =
                "Creates, validates or drops the stored-procedure stubs SP1..SP6 (two small tables, six functions).",
        subcommands = {StubsCreateCommand.class, StubsValidateCommand.class, StubsDropCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:failed (internal error, drop failed)",
            "2:bad usage",
            "4:cannot connect",
            "6:stubs missing (validate)",
            "7:stubs invalid (validate)",
            "8:stubs already there (create without --replace)",
            "10:create failed part way (stubs drop, or stubs create --replace)"
        })
public final class StubsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new StubsCommand()));
    }
}
