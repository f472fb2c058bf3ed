package io.dbbench.cli.stress;

import io.dbbench.cli.schema.ScaledCreateCommand;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
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
final class StressCreateCommand extends ScaledCreateCommand<StressTestSchemaInstaller> {
    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "1 = 1,000,000 rows (~1 GB with index and log); 0.001..100, fractions allowed (default 1)")
    double scale = 1;

    @Option(names = "--replace", description = "drop an existing (or half-loaded) table first")
    boolean replace;

    StressCreateCommand() {
        super(StressSchemaTarget.INSTANCE, MIN_SCALE, false);
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
    protected String rowsAt(double scale) {
        return String.format(Locale.ROOT, "%,d rows", StressTestSchemaInstaller.rowsFor(scale));
    }
}
