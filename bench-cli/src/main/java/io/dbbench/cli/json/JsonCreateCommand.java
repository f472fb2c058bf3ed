package io.dbbench.cli.json;

import io.dbbench.cli.schema.ScaledCreateCommand;
import io.dbbench.workloads.json.JsonSchemaInstaller;
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
final class JsonCreateCommand extends ScaledCreateCommand<JsonSchemaInstaller> {
    /** 1,000 rows: fewer leaves the run's updates and deletes fighting over a handful of ids. */
    static final double MIN_SCALE = 0.001;

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

    JsonCreateCommand() {
        super(JsonSchemaTarget.INSTANCE, MIN_SCALE, true);
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
        return String.format(Locale.ROOT, "%,d passengers", JsonSchemaInstaller.rowsFor(scale));
    }
}
