package io.dbbench.cli.json;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.json.JsonSchemaInstaller;
import io.dbbench.workloads.load.SchemaStatus;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code json create}: creates passengers and loads its documents at a scale, as a run's {@code --create} does.
 * The documents come from a fixed seed (the same data on every install), loaded on one thread per core.
 */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the JSON table passengers, loads its documents, then builds its key index.",
            "Example: json create -cs jdbc:postgresql://127.0.0.1:5433/bench -u bench -p bench --scale 0.1"
        })
final class JsonCreateCommand extends SchemaCommand<JsonSchemaInstaller> {
    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description =
                    "1 = 1,000,000 passengers (~1.5 GB with index and log); 0.001..100, fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) table first")
    boolean replace;

    @Option(names = "--threads", paramLabel = "n", description = "loader threads (default: number of cores)")
    Integer threads;

    private int loaderThreads = 1;

    JsonCreateCommand() {
        super(JsonSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
        loaderThreads = LoadOptions.loaderThreads(threads);
    }

    /** One connection per loader thread, and one for the table and its index. */
    @Override
    protected int connections() {
        return loaderThreads + 1;
    }

    @Override
    protected int run(SchemaDatabase db, JsonSchemaInstaller installer, PrintWriter out)
            throws CliException, SQLException {
        SchemaStatus before = installer.status(db.context());
        if (before.state() != SchemaStatus.State.ABSENT) {
            if (!replace) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "the JSON schema is there already (" + before + ") in " + db.describe()
                                + ": give --replace or run json drop first");
            }
            installer.drop(db.context());
        }
        long rows = JsonSchemaInstaller.rowsFor(scale);
        out.printf(
                Locale.ROOT,
                "Creating the JSON schema at scale %s (%,d passengers) in %s%n",
                scale,
                rows,
                db.describe());
        out.flush();
        long startNanos = System.nanoTime();
        installer.create(
                db.context(), new InstallOptions(scale, loaderThreads, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        out.printf(Locale.ROOT, "JSON schema created (%.1f s).%n", (System.nanoTime() - startNanos) / 1e9);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("json", e);
    }
}
