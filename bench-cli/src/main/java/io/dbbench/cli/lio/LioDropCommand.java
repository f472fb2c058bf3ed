package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lio drop}: drops every lio_ table; fine when there is none. */
@Command(
        name = "drop",
        separator = " ",
        sortOptions = false,
        description = "Drops the logical-I/O test's tables (lio_*).")
final class LioDropCommand implements Callable<Integer> {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help")
    boolean help;

    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::drop);
    }

    private int drop() throws CliException {
        try (LioDatabase db = LioDatabase.open(connection, 1);
                Connection c = db.dataSource().getConnection()) {
            int dropped = LioCommand.schema(db).drop(c);
            spec.commandLine()
                    .getOut()
                    .println(
                            dropped == 0
                                    ? "No logical-I/O tables to drop."
                                    : "Dropped " + dropped + " logical-I/O table(s).");
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        } catch (SQLException e) {
            throw new CliException(ExitCodes.FAILED, "drop failed: " + e.getMessage(), e);
        }
    }
}
