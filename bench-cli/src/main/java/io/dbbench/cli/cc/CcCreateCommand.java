package io.dbbench.cli.cc;

import io.dbbench.cli.schema.ScaledCreateCommand;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import io.dbbench.workloads.callingcircle.CcTable;
import io.dbbench.workloads.callingcircle.CcVolumes;
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
final class CcCreateCommand extends ScaledCreateCommand<CcSchemaInstaller> {
    /** 1,000 customers: fewer leaves the run's updates queueing on a handful of customers' row locks. */
    static final double MIN_SCALE = 0.001;

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

    CcCreateCommand() {
        super(CcSchemaTarget.INSTANCE, MIN_SCALE, true);
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
        CcVolumes volumes = CcVolumes.of(scale);
        return String.format(
                Locale.ROOT,
                "%,d customers, %,d calls, %,d rows in all",
                volumes.customers(),
                volumes.rows(CcTable.CALLS),
                volumes.totalRows());
    }
}
