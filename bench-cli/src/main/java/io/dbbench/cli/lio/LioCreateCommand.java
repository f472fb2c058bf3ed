package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.lio.LioSchema;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lio create}: N tables of SCALE rows, one row per block, keys in random order, and the scan table. */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the logical-I/O tables lio_t1..lio_tN and lio_scan.",
            "Example: lio create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --tables 4 --scale 10000"
        })
final class LioCreateCommand implements Callable<Integer> {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help")
    boolean help;

    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Mixin
    TableOptions tables = new TableOptions();

    @Option(names = "--replace", description = "drop existing lio_ tables first")
    boolean replace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::create);
    }

    private int create() throws CliException {
        tables.validate();
        try (LioDatabase db = LioDatabase.open(connection, 1)) {
            create(db, tables, replace, spec.commandLine().getOut());
            return ExitCodes.OK;
        }
    }

    /** Creates the tables, printing progress; shared with lio run --embedded. */
    static void create(LioDatabase db, TableOptions tables, boolean replace, PrintWriter out) throws CliException {
        LioSchema schema = LioCommand.schema(db);
        try (Connection c = db.dataSource().getConnection()) {
            if (schema.status(c).exists() || schema.status(c).hasScanTable()) {
                if (!replace) {
                    throw new CliException(
                            ExitCodes.SCHEMA_EXISTS,
                            "logical-I/O tables are there already in " + db.describe()
                                    + ": give --replace or run lio drop first",
                            null);
                }
                schema.drop(c);
            }
            out.printf(
                    Locale.ROOT,
                    "Creating %d table(s) of %,d rows (one row per block, ~%,d MB each) and lio_scan (%,d rows) in %s%n",
                    tables.tables,
                    tables.rows,
                    tables.rows * 8 / 1024,
                    tables.scanRows,
                    db.describe());
            out.flush();
            long start = System.nanoTime();
            schema.create(c, tables.tables, tables.rows, tables.scanRows, done -> {
                out.printf(Locale.ROOT, "  lio_t%d done (%.1f s)%n", done, (System.nanoTime() - start) / 1e9);
                out.flush();
            });
            out.println("Logical-I/O tables created.");
            out.flush();
        } catch (SQLException e) {
            throw new CliException(
                    ExitCodes.SCHEMA_MISSING,
                    "create failed (remove what was made with lio drop): " + e.getMessage(),
                    e);
        }
    }
}
