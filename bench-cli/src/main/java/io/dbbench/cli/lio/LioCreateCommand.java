package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.lio.LioSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lio create}: N tables of SCALE rows, one row per block, keys in random order, and the scan table. */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the logical-I/O tables lio_t1..lio_tN and lio_scan.",
            "Example: lio create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --tables 4 --scale 10000"
        })
final class LioCreateCommand extends SchemaCommand<LioSchemaInstaller> {
    @Mixin
    HelpFirstOption help;

    @Mixin
    TableOptions tables = new TableOptions();

    @Option(names = "--replace", description = "drop existing lio_ tables first")
    boolean replace;

    LioCreateCommand() {
        super(LioSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        tables.validate();
    }

    @Override
    protected int run(SchemaDatabase db, LioSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        create(installer, db.context(), db.describe(), tables, replace, out);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return createFailed(e);
    }

    /** Creates the tables, printing progress; shared with lio run --embedded. */
    static void create(LioDatabase db, TableOptions tables, boolean replace, PrintWriter out) throws CliException {
        try {
            create(LioCommand.installer(db), db.context(), db.describe(), tables, replace, out);
        } catch (SQLException e) {
            throw createFailed(e);
        }
    }

    private static void create(
            LioSchemaInstaller installer,
            WorkloadContext context,
            String where,
            TableOptions tables,
            boolean replace,
            PrintWriter out)
            throws CliException, SQLException {
        if (installer.status(context).state() != SchemaStatus.State.ABSENT) {
            if (!replace) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "logical-I/O tables are there already in " + where + ": give --replace or run lio drop first",
                        null);
            }
            installer.drop(context);
        }
        out.printf(
                Locale.ROOT,
                "Creating %d table(s) of %,d rows (one row per block, ~%,d MB each) and lio_scan (%,d rows) in %s%n",
                tables.tables,
                tables.rows,
                tables.rows * 8 / 1024,
                tables.scanRows,
                where);
        out.flush();
        long start = System.nanoTime();
        installer.create(context, tables.tables, tables.rows, tables.scanRows, done -> {
            out.printf(Locale.ROOT, "  lio_t%d done (%.1f s)%n", done, (System.nanoTime() - start) / 1e9);
            out.flush();
        });
        out.println("Logical-I/O tables created.");
        out.flush();
    }

    /** Exit 10, as every create that stopped part way: what it made is for lio drop or --replace. */
    static CliException createFailed(SQLException e) {
        return LoadOptions.loadFailed("lio", e);
    }
}
