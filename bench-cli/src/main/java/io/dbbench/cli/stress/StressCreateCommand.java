package io.dbbench.cli.stress;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.workloads.load.SchemaStatus;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stress create}: creates stresstesttable and loads it at a scale, as a run's {@code --create} does.
 * The rows come from a fixed seed (the same data on every install); the load is one thread, batch by batch.
 */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the Stress Test table stresstesttable, loads it, then builds its index.",
            "Example: stress create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --scale 0.1"
        })
final class StressCreateCommand extends SchemaCommand<StressTestSchemaInstaller> {
    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "1 = 1,000,000 rows (~1 GB with index and log); 0.001..100, fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) table first")
    boolean replace;

    StressCreateCommand() {
        super(StressSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
    }

    @Override
    protected int run(SchemaDatabase db, StressTestSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        SchemaStatus before = installer.status(db.context());
        if (before.state() != SchemaStatus.State.ABSENT) {
            if (!replace) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "the Stress Test schema is there already (" + before + ") in " + db.describe()
                                + ": give --replace or run stress drop first");
            }
            installer.drop(db.context());
        }
        long rows = StressTestSchemaInstaller.rowsFor(scale);
        out.printf(
                Locale.ROOT,
                "Creating the Stress Test schema at scale %s (%,d rows) in %s%n",
                scale,
                rows,
                db.describe());
        out.flush();
        long startNanos = System.nanoTime();
        installer.create(db.context(), InstallOptions.of(scale));
        out.printf(Locale.ROOT, "Stress Test schema created (%.1f s).%n", (System.nanoTime() - startNanos) / 1e9);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("stress", e);
    }
}
