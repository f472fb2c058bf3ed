package io.dbbench.cli.sh;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.load.SchemaStatus;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import io.dbbench.workloads.sh.ShVolumes;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sh create}: creates the Sales History tables and loads them at a scale, as a run's {@code --create}
 * does. The rows come from a fixed seed (the same data on every install), loaded on one thread per core.
 */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the Sales History tables, loads them, then builds their keys, indexes and statistics.",
            "Example: sh create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --scale 0.1"
        })
final class ShCreateCommand extends SchemaCommand<ShSchemaInstaller> {
    /** 1,000 sales and 50 customers: fewer leaves most of the queries' groups empty. */
    static final double MIN_SCALE = 0.001;

    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "1 = 1,000,000 sales, 50,000 customers (~250 MB with indexes and log); 0.001..100,"
                    + " fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) schema first")
    boolean replace;

    @Option(names = "--threads", paramLabel = "n", description = "loader threads (default: number of cores)")
    Integer threads;

    private int loaderThreads = 1;

    ShCreateCommand() {
        super(ShSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
        loaderThreads = LoadOptions.loaderThreads(threads);
    }

    /** One connection per loader thread, and one for the tables and the metadata. */
    @Override
    protected int connections() {
        return loaderThreads + 1;
    }

    @Override
    protected int run(SchemaDatabase db, ShSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        SchemaStatus before = installer.status(db.context());
        if (before.state() != SchemaStatus.State.ABSENT) {
            if (!replace) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "the Sales History schema is there already (" + before + ") in " + db.describe()
                                + ": give --replace or run sh drop first");
            }
            installer.drop(db.context());
        }
        ShVolumes volumes = ShVolumes.of(scale);
        out.printf(
                Locale.ROOT,
                "Creating the Sales History schema at scale %s (%,d sales, %,d customers, %,d rows in all) in %s%n",
                scale,
                volumes.sales(),
                volumes.customers(),
                volumes.totalRows(),
                db.describe());
        out.flush();
        long startNanos = System.nanoTime();
        installer.create(
                db.context(), new InstallOptions(scale, loaderThreads, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        out.printf(Locale.ROOT, "Sales History schema created (%.1f s).%n", (System.nanoTime() - startNanos) / 1e9);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("sh", e);
    }
}
