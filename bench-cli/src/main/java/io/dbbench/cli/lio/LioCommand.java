package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.workloads.lio.LioSchema;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code lio create | validate | run | drop}: the SLOB-like logical-I/O test on PostgreSQL or Oracle. */
@Returns({
    ExitCodes.OK,
    ExitCodes.FAILED,
    ExitCodes.BAD_USAGE,
    ExitCodes.BAD_CONFIG,
    ExitCodes.CANNOT_CONNECT,
    ExitCodes.SCHEMA_MISSING,
    ExitCodes.SCHEMA_INVALID,
    ExitCodes.SCHEMA_EXISTS,
    ExitCodes.LOAD_FAILED,
    ExitCodes.INTERRUPTED
})
@Command(
        name = "lio",
        separator = " ",
        sortOptions = false,
        description = "Logical-I/O test (SLOB-like): buffer-cache block reads per second as sessions are added.",
        subcommands = {LioCreateCommand.class, LioValidateCommand.class, LioRunCommand.class, LioDropCommand.class})
public final class LioCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

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
