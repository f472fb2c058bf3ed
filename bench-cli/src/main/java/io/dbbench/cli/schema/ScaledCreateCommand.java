package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Locale;

/**
 * {@code <workload> create} for a workload loaded at a scale from the fixed seed (cc, sh, json, stress): checks
 * --scale (and --threads) before connecting, refuses a schema that is there (exit 8) unless --replace drops it,
 * says what it creates, loads and times it; a load that stops part way is exit 10. The workload's command
 * declares its own options (their help differs) and says what a scale means in rows.
 */
public abstract class ScaledCreateCommand<I extends SchemaInstaller> extends SchemaCommand<I> {
    private final double minScale;
    private final boolean loadsOnThreads;
    private int loaderThreads = 1;

    /**
     * @param minScale       the smallest --scale the workload's run still makes sense on
     * @param loadsOnThreads true when the load runs on --threads loader threads, one connection each; false for
     *                       a workload with no --threads, loaded over one connection
     */
    protected ScaledCreateCommand(SchemaTarget<I> target, double minScale, boolean loadsOnThreads) {
        super(target);
        this.minScale = minScale;
        this.loadsOnThreads = loadsOnThreads;
    }

    /** --scale. */
    protected abstract double scale();

    /** --replace. */
    protected abstract boolean replace();

    /** --threads as given, null for one per core; asked only of a workload that loads on threads. */
    protected Integer threads() {
        return null;
    }

    /** What the scale makes, for the line before the load, e.g. "1,000 rows". */
    protected abstract String rowsAt(double scale);

    @Override
    protected final void checkOptions() throws CliException {
        LoadOptions.checkScale(scale(), minScale, SchemaInstaller.MAX_SCALE);
        if (loadsOnThreads) {
            loaderThreads = LoadOptions.loaderThreads(threads());
        }
    }

    /** One connection per loader thread, and one for the tables, their indexes and the metadata. */
    @Override
    protected final int connections() {
        return loadsOnThreads ? loaderThreads + 1 : 1;
    }

    @Override
    protected final int run(SchemaDatabase db, I installer, PrintWriter out) throws CliException, SQLException {
        SchemaStatus before = target().status(installer, db.context());
        if (before.state() != SchemaStatus.State.ABSENT) {
            if (!replace()) {
                throw new CliException(
                        ExitCodes.SCHEMA_EXISTS,
                        "the " + target().title() + " schema is there already (" + before + ") in " + db.describe()
                                + ": give --replace or run " + target().command() + " drop first");
            }
            installer.drop(db.context());
        }
        double scale = scale();
        out.printf(
                Locale.ROOT,
                "Creating the %s schema at scale %s (%s) in %s%n",
                target().title(),
                scale,
                rowsAt(scale),
                db.describe());
        out.flush();
        long startNanos = System.nanoTime();
        installer.create(db.context(), installOptions(scale));
        out.printf(
                Locale.ROOT, "%s schema created (%.1f s).%n", target().title(), (System.nanoTime() - startNanos) / 1e9);
        return ExitCodes.OK;
    }

    // Without --threads the installer picks its own threads (InstallOptions.of), as a run's --create does.
    private InstallOptions installOptions(double scale) {
        return loadsOnThreads
                ? new InstallOptions(scale, loaderThreads, InstallOptions.DEFAULT_SEED, LoadProgress.NONE)
                : InstallOptions.of(scale);
    }

    /** Public so a workload's tests can check the line and exit code without a database that fails part way. */
    @Override
    public final CliException failed(SQLException e) {
        return LoadOptions.loadFailed(target().command(), e);
    }
}
