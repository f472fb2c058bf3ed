package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.lio.LioSchema;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lio create | validate | run | drop}: the SLOB-like logical-I/O test on PostgreSQL or Oracle. */
@Command(
        name = "lio",
        separator = " ",
        sortOptions = false,
        description = "Logical-I/O test (SLOB-like): buffer-cache block reads per second as sessions are added.",
        subcommands = {LioCreateCommand.class, LioValidateCommand.class, LioRunCommand.class, LioDropCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:failed (internal error, a file that cannot be written)",
            "2:bad usage",
            "3:bad input file",
            "4:cannot connect",
            "6:tables missing (lio create first)",
            "7:tables invalid (lio validate)",
            "8:tables already there (lio create without --replace)",
            "10:create failed part way (lio drop, or lio create --replace)",
            "130:interrupted"
        })
public final class LioCommand implements Callable<Integer> {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help")
    boolean help;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }

    static LioSchema schema(LioDatabase db) throws CliException {
        try {
            return LioSchema.forDialect(db.dialect());
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }

    static LioSchemaInstaller installer(LioDatabase db) throws CliException {
        try {
            return LioSchemaInstaller.forDialect(db.dialect());
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }

    static CliException usage(String message) {
        return new CliException(ExitCodes.BAD_USAGE, message, null);
    }

    /** For tests and standalone use: the command line with one-line option errors. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new LioCommand()));
    }
}
