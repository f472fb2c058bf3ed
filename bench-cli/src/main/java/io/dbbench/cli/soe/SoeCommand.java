package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code soe create | validate | drop}: the Order Entry schema's life cycle (SwingBench's oewizard and
 * sbutil). Usable on its own ({@code new CommandLine(new SoeCommand())}) and as a subcommand of bench-cli.
 */
@Command(
        name = "soe",
        separator = " ",
        sortOptions = false,
        description = "Creates, validates or drops the Order Entry (SOE) schema.",
        subcommands = {SoeCreateCommand.class, SoeValidateCommand.class, SoeDropCommand.class},
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
public final class SoeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new SoeCommand()));
    }
}
