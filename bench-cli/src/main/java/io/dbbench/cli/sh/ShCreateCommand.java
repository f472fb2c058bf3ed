package io.dbbench.cli.sh;

import io.dbbench.cli.schema.ScaledCreateCommand;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import io.dbbench.workloads.sh.ShVolumes;
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
final class ShCreateCommand extends ScaledCreateCommand<ShSchemaInstaller> {
    /** 1,000 sales and 50 customers: fewer leaves most of the queries' groups empty. */
    static final double MIN_SCALE = 0.001;

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

    ShCreateCommand() {
        super(ShSchemaTarget.INSTANCE, MIN_SCALE, true);
    }

    @Override
    protected double scale() {
        return scale;
    }

    @Override
    protected boolean replace() {
        return replace;
    }

    @Override
    protected Integer threads() {
        return threads;
    }

    @Override
    protected String rowsAt(double scale) {
        ShVolumes volumes = ShVolumes.of(scale);
        return String.format(
                Locale.ROOT,
                "%,d sales, %,d customers, %,d rows in all",
                volumes.sales(),
                volumes.customers(),
                volumes.totalRows());
    }
}
