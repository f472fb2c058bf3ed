package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaConnectionOptions;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.workloads.load.SchemaExistsException;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code soe create}: creates the schema and loads it at a scale, with a progress bar and a summary. */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the Order Entry schema and loads it.",
            "Example: soe create -cs jdbc:postgresql://127.0.0.1:5433/bench -u soe -p soe --scale 1 --threads 4"
        })
final class SoeCreateCommand implements Callable<Integer> {
    static final double MIN_SCALE = 0.01;
    static final double MAX_SCALE = io.dbbench.core.workload.SchemaInstaller.MAX_SCALE;

    @Mixin
    SchemaConnectionOptions connection = new SchemaConnectionOptions();

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

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::create);
    }

    private int create() throws CliException {
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    String.format(
                            Locale.ROOT, "--scale must be between %s and %s, was %s", MIN_SCALE, MAX_SCALE, scale),
                    null);
        }
        int loaderThreads =
                threads != null ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
        if (loaderThreads < 1 || loaderThreads > 256) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "--threads must be between 1 and 256, was " + loaderThreads, null);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (SchemaDatabase db =
                SchemaDatabase.open(connection, loaderThreads + 1, "dbbench-soe", System.getenv("DBBENCH_PASSWORD"))) {
            SoeSchemaInstaller installer = installer(db);
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
            out.flush();
            return ExitCodes.OK;
        } catch (SchemaExistsException e) {
            throw new CliException(ExitCodes.SCHEMA_EXISTS, e.getMessage(), e);
        } catch (SQLException e) {
            throw new CliException(
                    ExitCodes.SCHEMA_MISSING,
                    "create failed; what it made so far stays as a partial "
                            + "schema (remove it with 'soe drop' or create again with --replace): " + e.getMessage(),
                    e);
        }
    }

    static SoeSchemaInstaller installer(SchemaDatabase db) throws CliException {
        try {
            return SoeSchemaInstaller.forDialect(db.dialect());
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }
}
