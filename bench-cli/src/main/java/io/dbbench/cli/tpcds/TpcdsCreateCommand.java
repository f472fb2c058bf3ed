package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LoadOptions;
import io.dbbench.cli.schema.SchemaCommand;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import io.dbbench.workloads.tpcds.schema.TpcdsVolumes;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tpcds create}: creates the schema and loads it at a scale, with a line per table and a summary. */
@Command(
        name = "create",
        separator = " ",
        sortOptions = false,
        description = {
            "Creates the TPC-DS-like schema and loads it.",
            "Example: tpcds create -cs jdbc:postgresql://127.0.0.1:5433/bench -u tpcdslike -p tpcdslike --scale 0.1"
        })
final class TpcdsCreateCommand extends SchemaCommand<TpcdsSchemaInstaller> {
    static final double MIN_SCALE = TpcdsVolumes.MIN_SCALE;
    static final double MAX_SCALE = TpcdsVolumes.MAX_SCALE;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description =
                    "1 = 100,000 customers, 2.88 M store sales, ~12 M rows, ~1.8 GB in PostgreSQL with indexes; 0.01..100 (default 0.1)")
    double scale = 0.1;

    @Option(names = "--threads", paramLabel = "n", description = "loader threads (default: number of cores)")
    Integer threads;

    @Option(
            names = "--seed",
            paramLabel = "n",
            description = "data generator seed: the same seed and scale give the same rows")
    long seed = InstallOptions.DEFAULT_SEED;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) schema first")
    boolean replace;

    @Option(
            names = "--indexes",
            paramLabel = "all|pk|none",
            description = "keys and indexes to build after the load (default all)")
    String indexes = "all";

    private int loaderThreads;
    private TpcdsDdl.Indexes keys;

    TpcdsCreateCommand() {
        super(TpcdsSchemaTarget.INSTANCE);
    }

    @Override
    protected void checkOptions() throws CliException {
        LoadOptions.checkScale(scale, MIN_SCALE, MAX_SCALE);
        loaderThreads = LoadOptions.loaderThreads(threads);
        try {
            keys = TpcdsDdl.Indexes.parse(indexes);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "--" + e.getMessage(), e);
        }
    }

    /** A connection per loader thread, and one for the checks and DDL. */
    @Override
    protected int connections() {
        return loaderThreads + 1;
    }

    @Override
    protected int run(SchemaDatabase db, TpcdsSchemaInstaller installer, PrintWriter out) throws SQLException {
        TpcdsVolumes volumes = TpcdsVolumes.of(scale);
        out.printf(
                Locale.ROOT,
                "Creating the TPC-DS-like schema at scale %s (%,d rows, seed %d, %d thread(s), indexes %s) in %s%n",
                scale,
                volumes.totalRows(),
                seed,
                loaderThreads,
                keys.name().toLowerCase(Locale.ROOT),
                db.describe());
        out.flush();
        Map<String, Long> perTable = new LinkedHashMap<>();
        for (TpcdsTable t : TpcdsTable.values()) perTable.put(t.tableName(), volumes.rows(t));
        TpcdsLoadConsole console = new TpcdsLoadConsole(out, System::nanoTime, perTable);
        installer.create(db.context(), new InstallOptions(scale, loaderThreads, seed, console), replace, keys);
        String summary = console.finish();
        out.println("TPC-DS-like schema created.");
        out.print(summary);
        return ExitCodes.OK;
    }

    @Override
    protected CliException failed(SQLException e) {
        return LoadOptions.loadFailed("tpcds", e);
    }
}
