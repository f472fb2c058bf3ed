package io.dbbench.cli.cc;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import io.dbbench.workloads.callingcircle.CcTable;
import io.dbbench.workloads.callingcircle.CcVolumes;
import io.dbbench.workloads.load.SchemaStatus;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code cc create}: creates the Calling Circle tables and loads them at a scale, as a run's {@code --create}
 * does. The rows come from a fixed seed (the same data on every install), loaded on one thread per core.
 */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the Calling Circle tables, loads them, then builds their keys, indexes and statistics.",
            "Example: cc create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --scale 0.1"
        })
final class CcCreateCommand extends SchemaCommand<CcSchemaInstaller> {
    /** 1,000 customers: fewer leaves the run's updates queueing on a handful of customers' row locks. */
    static final double MIN_SCALE = 0.001;

    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "1 = 1,000,000 customers, 5,000,000 circle members, 10,000,000 calls (~3 GB with"
                    + " indexes and log); 0.001..100, fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) schema first")
    boolean replace;

    @Option(names = "--threads", paramLabel = "n", description = "loader threads (default: number of cores)")
    Integer threads;

    private int loaderThreads = 1;

    CcCreateCommand() {
        super(CcSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
        loaderThreads = LoadOptions.loaderThreads(threads);
    }

    /** One connection per loader thread, and one for the tables. */
    @Override
    protected int connections() {
        return loaderThreads + 1;
    }

    @Override
    protected int run(SchemaDatabase db, CcSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        SchemaStatus before = installer.status(db.context());
        if (before.state() != SchemaStatus.State.ABSENT) {
            if (!replace) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "the Calling Circle schema is there already (" + before + ") in " + db.describe()
                                + ": give --replace or run cc drop first");
            }
            installer.drop(db.context());
        }
        CcVolumes volumes = CcVolumes.of(scale);
        out.printf(
                Locale.ROOT,
                "Creating the Calling Circle schema at scale %s (%,d customers, %,d calls, %,d rows in all) in %s%n",
                scale,
                volumes.customers(),
                volumes.rows(CcTable.CALLS),
                volumes.totalRows(),
                db.describe());
        out.flush();
        long startNanos = System.nanoTime();
        installer.create(
                db.context(), new InstallOptions(scale, loaderThreads, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        out.printf(Locale.ROOT, "Calling Circle schema created (%.1f s).%n", (System.nanoTime() - startNanos) / 1e9);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("cc", e);
    }
}
