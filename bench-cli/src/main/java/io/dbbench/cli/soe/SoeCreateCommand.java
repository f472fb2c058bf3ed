package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code soe create}: creates the schema and loads it at a scale, with a progress bar and a summary. */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the Order Entry schema and loads it.",
            "Example: soe create -cs jdbc:postgresql://127.0.0.1:5433/bench -u soe -p soe --scale 1 --threads 4"
        })
final class SoeCreateCommand extends SchemaCommand<SoeSchemaInstaller> {
    static final double MIN_SCALE = 0.01;
    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "1 = 1,000,000 customers, ~15.7 M rows; 0.01..100, fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--threads", paramLabel = "n", description = "loader threads (default: number of cores)")
    Integer threads;

    @Option(
            names = "--seed",
            paramLabel = "n",
            description = "data generator seed: the same seed and scale give the same rows")
    long seed = InstallOptions.DEFAULT_SEED;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) schema first")
    boolean replace;

    private int loaderThreads;

    SoeCreateCommand() {
        super(SoeSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
        loaderThreads = LoadOptions.loaderThreads(threads);
    }

    /** A connection per loader thread, and one for the checks and DDL between the loads. */
    @Override
    protected int connections() {
        return loaderThreads + 1;
    }

    @Override
    protected int run(SchemaDatabase db, SoeSchemaInstaller installer, PrintWriter out) throws SQLException {
        out.printf(
                Locale.ROOT,
                "Creating the Order Entry schema at scale %s (seed %d, %d thread(s)) in %s%n",
                scale,
                seed,
                loaderThreads,
                db.describe());
        out.flush();
        LoadConsole console = new LoadConsole(out, System.console() != null, System::nanoTime);
        installer.create(db.context(), new InstallOptions(scale, loaderThreads, seed, console), replace);
        LoadSummary summary = console.finish();
        out.println("Order Entry schema created.");
        out.print(summary.format());
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("soe", e);
    }
}
